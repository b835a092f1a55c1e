// The desktop sidebar (from lg, §2.3/§2.7): a 70 px icon rail that expands on hover or keyboard focus to 240 px
// (280 px on 2xl) and collapses again 350 ms after the pointer leaves; on xl screens the user may keep it expanded
// with the toggle (remembered in local storage): 240 px in the app, 280 px on 2xl in the admin area (§2.6).
// Below lg it is hidden and MobileNav takes over.
import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH, SIDEBAR_HOVER_COLLAPSE_MS, SIDEBAR_WIDE_WIDTH } from '../../lib/constants';
import { useIsXl } from '../../lib/media';
import { SidebarContent, type SidebarContentProps } from './SidebarContent';

export const px = (value: number) => `${value}px`;

/** Width of the space the content leaves for the sidebar at each breakpoint; `wide` pins it at 280 px on 2xl. */
export function sidebarOffset(collapsed: boolean, wide = false) {
  return {
    base: '0px',
    lg: px(SIDEBAR_COLLAPSED_WIDTH),
    xl: px(collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_EXPANDED_WIDTH),
    '2xl': px(collapsed ? SIDEBAR_COLLAPSED_WIDTH : wide ? SIDEBAR_WIDE_WIDTH : SIDEBAR_EXPANDED_WIDTH),
  };
}

export interface AppSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** What the rail shows; the signed-in app's navigation by default (the admin area passes its own). */
  renderContent?: (props: SidebarContentProps) => ReactNode;
  label?: string;
  /** Kept expanded, it is 280 px wide on 2xl screens (the admin area) instead of 240 px. */
  pinnedWide?: boolean;
}

export function AppSidebar({
  collapsed,
  onToggle,
  renderContent = (props) => <SidebarContent {...props} />,
  label = 'Sidebar',
  pinnedWide = false,
}: AppSidebarProps) {
  const isXl = useIsXl();
  const [hovered, setHovered] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pinnedOpen = isXl && !collapsed;
  const expanded = pinnedOpen || hovered || menuOpen;

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const expand = useCallback(() => {
    cancel();
    setHovered(true);
  }, [cancel]);
  const collapseSoon = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => setHovered(false), SIDEBAR_HOVER_COLLAPSE_MS);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) collapseSoon();
  };

  const widthWhenExpanded = { lg: px(SIDEBAR_EXPANDED_WIDTH), '2xl': px(SIDEBAR_WIDE_WIDTH) };
  return (
    <Box
      as="aside"
      aria-label={label}
      hideBelow="lg"
      position="fixed"
      top="0"
      bottom="0"
      left="0"
      zIndex="20"
      width={pinnedOpen ? sidebarOffset(false, pinnedWide) : expanded ? widthWhenExpanded : sidebarOffset(collapsed, pinnedWide)}
      bg="surface"
      borderRightWidth="1px"
      borderColor="border"
      boxShadow={expanded && !pinnedOpen ? 'lg' : undefined}
      transition="width 0.2s ease, box-shadow 0.2s ease"
      onMouseEnter={expand}
      onMouseLeave={collapseSoon}
      onFocus={expand}
      onBlur={onBlur}
      data-testid="app-sidebar"
      data-expanded={expanded ? 'true' : 'false'}
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {renderContent({
        expanded,
        showToggle: isXl,
        collapsed,
        onToggle: () => {
          setHovered(false);
          onToggle();
        },
        onAccountMenuOpenChange: setMenuOpen,
      })}
    </Box>
  );
}
