// Table parts shared by the admin lists: a scrollable, labelled table, sortable column headers (aria-sort, a
// button per header), and full-width rows for loading, empty and error states.
import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaSort, type SortState } from '../lib/sort';
import { useLanguage } from '../../../i18n';

export function AdminTable({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    // Positioned, so what is placed absolutely inside (a visually hidden header) scrolls with the table instead of
    // widening the page.
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="border" borderRadius="lg" bg="surface">
      <Table.Root size="sm" aria-label={label} data-testid={testId} css={{ '& td, & th': { bg: 'transparent' } }}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface SortableHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K>;
  onSort(key: K): void;
  /** Hide the column on narrower screens (less important columns). */
  hideBelow?: '2xl' | 'xl' | 'lg' | 'md';
}

export function SortableHeader<K extends string>({ label, sortKey, sort, onSort, hideBelow }: SortableHeaderProps<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = ariaSort(sort, sortKey);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={state} px="2" hideBelow={hideBelow}>
      <Button
        variant="ghost"
        size="xs"
        fontWeight="semibold"
        onClick={() => onSort(sortKey)}
        aria-label={t('admin.common.sortBy', { label, column: label.toLocaleLowerCase(language) })}
      >
        {label}
        <Icon aria-hidden="true" size={14} opacity={state === 'none' ? 0.45 : 1} />
      </Button>
    </Table.ColumnHeader>
  );
}

export function PlainHeader({ children, srOnly = false }: { children: ReactNode; srOnly?: boolean }) {
  return (
    <Table.ColumnHeader px="3">
      <Box as="span" srOnly={srOnly}>
        {children}
      </Box>
    </Table.ColumnHeader>
  );
}

export function TableMessageRow({ colSpan, loading = false, children }: { colSpan: number; loading?: boolean; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} py="8" textAlign="center">
        {loading ? (
          <Box display="inline-flex" alignItems="center" gap="2" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text as="span">{children}</Text>
          </Box>
        ) : (
          <Text color="fg.muted">{children}</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
