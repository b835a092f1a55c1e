// The confirmation before every delete (the shared ConfirmDialog with a red confirm button). The dialog stays open and shows
// nothing new on failure: the caller's toast says what went wrong.
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { adminStrings } from '../strings';

export interface DeleteConfirmProps {
  open: boolean;
  /** 'exercise', 'account'… used in 'Delete exercise?'. */
  what: string;
  message: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

export function DeleteConfirm({ open, what, message, onConfirm, onClose }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={adminStrings.common.deleteTitle(what)}
      message={`${message} ${adminStrings.common.cannotUndo}`}
      confirmLabel={adminStrings.common.delete}
      destructive
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
