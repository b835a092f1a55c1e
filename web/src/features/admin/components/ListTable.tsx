// The table every admin list shows: labelled headers, then loading, error and empty rows before the data rows,
// plus the cells most lists share (thumbnail, code, date, and the edit/delete buttons at the end of a row).
import { HStack, IconButton, Table } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { describeFailure } from '../../../components/forms/mutation-result';
import { AdminTable, TableMessageRow } from './DataTable';
import { Thumb } from './Thumb';

export interface ListTableProps {
  label: string;
  testId?: string;
  /** The header cells, in column order. */
  headers: ReactNode;
  columns: number;
  /** Whether rows (even zero of them) have arrived; until then the loading or error row stands in. */
  hasData: boolean;
  loading: boolean;
  error?: unknown;
  /** Shown when the data has no rows; lists that cannot be empty leave it out. */
  emptyMessage?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

export function ListTable({ label, testId, headers, columns, hasData, loading, error, emptyMessage, isEmpty, children }: ListTableProps) {
  const { t } = useTranslation();
  return (
    <AdminTable label={label} testId={testId}>
      <Table.Header>
        <Table.Row>{headers}</Table.Row>
      </Table.Header>
      <Table.Body>
        {!hasData && loading && (
          <TableMessageRow colSpan={columns} loading>
            {t('admin.common.loading')}
          </TableMessageRow>
        )}
        {!hasData && !!error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
        {hasData && isEmpty && emptyMessage && <TableMessageRow colSpan={columns}>{emptyMessage}</TableMessageRow>}
        {children}
      </Table.Body>
    </AdminTable>
  );
}

export function ThumbCell({ url, name }: { url: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  return (
    <Table.Cell px="3" width="14">
      <Thumb url={url} label={t('admin.upload.preview', { label: name })} />
    </Table.Cell>
  );
}

export function CodeCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell px="3" fontFamily="mono" fontSize="xs">
      {children}
    </Table.Cell>
  );
}

export interface RowActionsProps {
  /** The row's name, for the delete button's label. */
  name: string;
  editLabel: string;
  onEdit?(): void;
  /** Edit on a page of its own instead of in a drawer. */
  editTo?: string;
  /** Rows that cannot be deleted leave this out. */
  onDelete?(): void;
}

export function RowActions({ name, editLabel, onEdit, editTo, onDelete }: RowActionsProps) {
  return (
    <Table.Cell px="3" textAlign="end">
      <HStack gap="1" justify="flex-end">
        {editTo ? (
          <IconButton asChild aria-label={editLabel} variant="ghost" size="sm">
            <RouterLink to={editTo}>
              <Pencil aria-hidden="true" />
            </RouterLink>
          </IconButton>
        ) : (
          <IconButton aria-label={editLabel} variant="ghost" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </IconButton>
        )}
        {onDelete && <DeleteIconButton name={name} onClick={onDelete} />}
      </HStack>
    </Table.Cell>
  );
}

/** The red bin that asks to delete one thing, named 'Delete <name>'. */
export function DeleteIconButton({ name, onClick }: { name: string; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('admin.common.deleteNamed', { name })} variant="ghost" colorPalette="red" size="sm" onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
}
