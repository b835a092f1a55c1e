// Below lg the sidebar is a left drawer opened from the header's menu button; it closes on navigation (§2.3).
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { strings } from '../../lib/strings';
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

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="280px" bg="surface" data-testid="mobile-nav">
            <Drawer.Title srOnly>{strings.sidebar.navigation}</Drawer.Title>
            <Drawer.Body p="0">{children ?? <SidebarContent expanded />}</Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" right="3">
              <CloseButton size="sm" aria-label={strings.sidebar.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
