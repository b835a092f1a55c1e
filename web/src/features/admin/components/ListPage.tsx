// The scaffold of the admin's list pages: the page frame with its "New …" action, a toolbar (search, filters), the
// table with its loading, error and empty rows, edit and delete buttons per row, and the drawer the rows (or a new
// one) are edited in. Pages bring their columns, their form and their delete flow.
import { Stack, Table } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage';
import { PlainHeader } from './DataTable';
import { EditDrawer, type Editing } from './EditDrawer';
import { ListTable, RowActions } from './ListTable';
import { NewButton } from './NewButton';

export interface ListPageTexts {
  table: string;
  editTitle(name: string): string;
  /** Lists without creation leave these out. */
  newButton?: string;
  newTitle?: string;
}

export interface ListPageProps<T> {
  title: string;
  description: ReactNode;
  texts: ListPageTexts;
  nameOf(item: T): string;
  keyOf(item: T): string;
  list: { rows: readonly T[]; hasData: boolean; loading: boolean; error?: unknown };
  emptyMessage?: string;
  testId?: string;
  rowTestId?: string;
  /** Header cells of the data columns; the actions column is added after them. */
  headers: ReactNode;
  /** The number of data columns. */
  columns: number;
  cells(item: T): ReactNode;
  /** Replaces the edit and delete buttons of a row. */
  actions?(item: T, edit: () => void): ReactNode;
  /** Rows edited on a page of their own instead of in the drawer. */
  editTo?(item: T): string;
  onDelete?(item: T): void;
  /** The drawer's content; `done(true)` after a save refreshes the list through `onSaved`. */
  form?(item: T | null, done: (saved: boolean) => void): ReactNode;
  onSaved?(): unknown;
  /** Replaces the "New …" button (say, a link to a page of its own). */
  pageActions?: ReactNode;
  toolbar?: ReactNode;
  /** Under the table (paging). */
  footer?: ReactNode;
  /** Dialogs (the delete confirmation). */
  children?: ReactNode;
}

export function ListPage<T>({
  title,
  description,
  texts,
  nameOf,
  keyOf,
  list,
  emptyMessage,
  testId,
  rowTestId,
  headers,
  columns,
  cells,
  actions,
  editTo,
  onDelete,
  form,
  onSaved,
  pageActions,
  toolbar,
  footer,
  children,
}: ListPageProps<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<T>>(null);
  // The drawer follows the row as the cache has it now, so a change saved elsewhere (a switch in the row) shows.
  const fresh = editing && editing !== 'new' ? (list.rows.find((row) => keyOf(row) === keyOf(editing)) ?? editing) : editing;
  const newAction = texts.newButton && form ? <NewButton label={texts.newButton} onClick={() => setEditing('new')} /> : undefined;

  return (
    <AdminPage title={title} description={description} actions={pageActions ?? newAction}>
      {toolbar}
      <Stack gap="3">
        <ListTable
          label={texts.table}
          testId={testId}
          columns={columns + 1}
          hasData={list.hasData}
          loading={list.loading}
          error={list.error}
          isEmpty={list.rows.length === 0}
          emptyMessage={emptyMessage}
          headers={
            <>
              {headers}
              <PlainHeader srOnly>{t('admin.common.actions')}</PlainHeader>
            </>
          }
        >
          {list.rows.map((item) => (
            <Table.Row key={keyOf(item)} data-testid={rowTestId}>
              {cells(item)}
              {actions ? (
                actions(item, () => setEditing(item))
              ) : (
                <RowActions
                  name={nameOf(item)}
                  editLabel={texts.editTitle(nameOf(item))}
                  editTo={editTo?.(item)}
                  onEdit={() => setEditing(item)}
                  onDelete={onDelete && (() => onDelete(item))}
                />
              )}
            </Table.Row>
          ))}
        </ListTable>
        {footer}
      </Stack>
      {form && (
        <EditDrawer
          editing={fresh}
          onClose={() => setEditing(null)}
          newTitle={texts.newTitle}
          editTitle={(item) => texts.editTitle(nameOf(item))}
          itemKey={keyOf}
        >
          {(item) =>
            form(item, (saved) => {
              setEditing(null);
              // A refresh cut short (the page left while it ran) or failed is the list's own to show, not an error here.
              if (saved) void Promise.resolve(onSaved?.()).catch(() => undefined);
            })
          }
        </EditDrawer>
      )}
      {children}
    </AdminPage>
  );
}
