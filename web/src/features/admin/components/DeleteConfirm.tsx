// The confirmation before every delete (the shared ConfirmDialog with a red confirm button). When the server refuses,
// its reason is shown under the question, where the administrator is looking, and the dialog stays open.
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';

export interface DeleteConfirmProps {
  open: boolean;
  /** The question: 'Delete exercise?'. */
  title: string;
  message: string;
  /** Why the last attempt failed. */
  error?: string | null;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

export function DeleteConfirm({ open, title, message, error, onConfirm, onClose }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={
        <>
          {message} {t('admin.common.cannotUndo')}
          {error && (
            <Box as="span" display="block" mt="3" color="red.fg" role="alert" data-testid="delete-error">
              {error}
            </Box>
          )}
        </>
      }
      confirmLabel={t('admin.common.delete')}
      destructive
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
