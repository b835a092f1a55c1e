import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from './useStackedDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** Phrasing content (it is rendered inside the dialog's description paragraph). */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red, for actions that delete or cannot be undone. */
  destructive?: boolean;
  /** May return a promise: the confirm button shows a spinner until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** A confirmation (spec §2.7: defaults 'Cancel' and 'Confirm'); an alert layer of the overlay stack. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({
    type: 'alert',
    open,
    onClose: onCancel,
    closeOnInteractOutside: false,
  });

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root {...rootProps} role="alertdialog" size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {message ? (
              <Dialog.Body>
                <Dialog.Description>{message}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus="">
                {cancelLabel ?? t('components.confirm.cancel')}
              </Button>
              <Button colorPalette={destructive ? 'red' : undefined} onClick={() => void confirm()} loading={pending}>
                {confirmLabel ?? t('components.confirm.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('components.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
