import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from './useStackedDialog';

/** Drawer width from the md breakpoint up (spec §2.7, §9); below md it takes the full width. */
export const APP_DRAWER_WIDTH = '800px';

export interface AppDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
}

/** A drawer opening from the right; a drawer layer of the overlay stack. */
export function AppDrawer({ open, onClose, title, children }: AppDrawerProps) {
  const { t } = useTranslation();
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'drawer', open, onClose });
  return (
    <Drawer.Root {...rootProps} placement="end">
      <Portal>
        <Drawer.Backdrop {...backdropProps} />
        <Drawer.Positioner {...positionerProps}>
          <Drawer.Content {...contentProps} width="100%" maxW={{ base: '100%', md: APP_DRAWER_WIDTH }}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('components.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
