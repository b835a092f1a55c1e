// Deleting a row: the row's delete button asks, the confirmation runs the mutation, a toast tells it worked and the
// list refreshes. When the server refuses, the confirmation stays open with the server's reason in it (a group that
// still has child groups, an item in use), so the administrator can read it, then retry or cancel.
import { useState } from 'react';
import { describeFailure } from '../../../components/forms/mutation-result';
import { notify } from '../../../components/toaster/toaster';
import { DeleteConfirm } from '../components/DeleteConfirm';

export interface DeleteFlowOptions<T> {
  /** The question: 'Delete exercise?'. */
  title: string;
  message(item: T): string;
  /** Runs the mutation; throws (unwrapResult) when the server refuses. */
  remove(item: T): Promise<unknown>;
  /** The success toast. */
  deleted: string;
  /** After a successful delete (refetch the list, leave the page…). */
  onDeleted?(item: T): Promise<unknown> | void;
}

export function useDeleteFlow<T>({ title, message, remove, deleted, onDeleted }: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (target === null) return;
    setFailure(null);
    try {
      await remove(target);
    } catch (cause) {
      setFailure(describeFailure(cause).message);
      return;
    }
    notify.success(deleted);
    setTarget(null);
    await onDeleted?.(target);
  };

  const dialog = (
    <DeleteConfirm
      open={target !== null}
      title={title}
      message={target === null ? '' : message(target)}
      error={failure}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  const ask = (item: T) => {
    setFailure(null);
    setTarget(item);
  };
  return { ask, dialog };
}
