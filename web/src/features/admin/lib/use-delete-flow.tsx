// Deleting a row: the row's delete button asks, the confirmation runs the mutation, a toast tells how it went and
// the list refreshes. On failure the confirmation stays open so the administrator can retry or cancel.
import { useState } from 'react';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { withToasts } from './notify-action';

export interface DeleteFlowOptions<T> {
  /** 'exercise', 'platform'… as in 'Delete exercise?'. */
  what: string;
  message(item: T): string;
  /** Runs the mutation; throws (unwrapResult) when the server refuses. */
  remove(item: T): Promise<unknown>;
  /** The success toast. */
  deleted: string;
  /** After a successful delete (refetch the list, leave the page…). */
  onDeleted?(item: T): Promise<unknown> | void;
}

export function useDeleteFlow<T>({ what, message, remove, deleted, onDeleted }: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (target === null) return;
    const ok = await withToasts(() => remove(target), deleted);
    if (!ok) return;
    setTarget(null);
    await onDeleted?.(target);
  };

  const dialog = (
    <DeleteConfirm
      open={target !== null}
      what={what}
      message={target === null ? '' : message(target)}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  const ask = (item: T) => setTarget(item);
  return { ask, dialog };
}
