// The confirmation before every delete (the shared ConfirmDialog with a red confirm button). When the server refuses,
// its reason is shown under the question, where the administrator is looking, and the dialog stays open.
import { Box } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { adminStrings } from '../strings';

export interface DeleteConfirmProps {
  open: boolean;
  /** 'exercise', 'account'… used in 'Delete exercise?'. */
  what: string;
  message: string;
  /** Why the last attempt failed. */
  error?: string | null;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

export function DeleteConfirm({ open, what, message, error, onConfirm, onClose }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title={adminStrings.common.deleteTitle(what)}
      message={
        <>
          {message} {adminStrings.common.cannotUndo}
          {error && (
            <Box as="span" display="block" mt="3" color="red.fg" role="alert" data-testid="delete-error">
              {error}
            </Box>
          )}
        </>
      }
      confirmLabel={adminStrings.common.delete}
      destructive
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
