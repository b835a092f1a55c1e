// The drawer a list page edits a row (or a new one) in. Each row gets its own keyed form, so switching rows never
// carries one row's unsaved values into another.
import { Fragment, type ReactNode } from 'react';
import { AdminDrawer } from './AdminDrawer';

/** What the drawer shows: a row, a new one, or nothing (closed). */
export type Editing<T> = T | 'new' | null;

export interface EditDrawerProps<T> {
  editing: Editing<T>;
  onClose(): void;
  /** The title of the empty form; lists without creation leave it out. */
  newTitle?: string;
  editTitle(item: T): string;
  itemKey(item: T): string;
  children(item: T | null): ReactNode;
}

export function EditDrawer<T>({ editing, onClose, newTitle = '', editTitle, itemKey, children }: EditDrawerProps<T>) {
  const item = editing === 'new' ? null : editing;
  return (
    <AdminDrawer open={!!editing} onClose={onClose} title={editing === 'new' ? newTitle : item ? editTitle(item) : ''}>
      {editing && <Fragment key={item ? itemKey(item) : 'new'}>{children(item)}</Fragment>}
    </AdminDrawer>
  );
}
