// Below lg the sidebar is a left drawer opened from the header's menu button; it closes on navigation (§2.3). It is a
// drawer layer of the overlay stack, so a dialog opened from it (feedback, say) takes focus above it.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStackedDialog } from '../../components/overlays/useStackedDialog';
import { SidebarContent } from './SidebarContent';

export function MobileNav({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onOpenChange(false);
    // Only a change of location closes the drawer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({
    type: 'drawer',
    open,
    onClose: () => onOpenChange(false),
  });
  return (
    <Drawer.Root {...rootProps} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop {...backdropProps} />
        <Drawer.Positioner {...positionerProps}>
          <Drawer.Content {...contentProps} maxWidth="280px" bg="surface" data-testid="mobile-nav">
            <Drawer.Title srOnly>{t('app.sidebar.navigation')}</Drawer.Title>
            <Drawer.Body p="0">{children ?? <SidebarContent expanded />}</Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" right="3">
              <CloseButton size="sm" aria-label={t('app.sidebar.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
