// Pull-to-refresh for the page shell (spec §2.7, §4, §9): pull the page down from the top with a finger, release
// past the threshold to refresh. Off while a dialog is open or the page is scrolled. The gesture itself is the
// pure state machine in physics.ts; this component feeds it touch events and runs the refresh.
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../overlays/OverlayProvider';
import { PULL_SETTLE_MS } from './constants';
import { initialPullModel, pullReducer, type PullEvent, type PullModel } from './physics';

export { pullReducer, dampedDistance, initialPullModel } from './physics';
export type { PullEvent, PullModel, PullState } from './physics';

export interface PullToRefreshProps {
  /** Reloads the page's data; a rejection is logged and the gesture ends. */
  onRefresh: () => unknown;
  children?: ReactNode;
}

/** True when neither the window nor any element from `target` upward is scrolled away from its top. */
export function isScrolledToTop(target: EventTarget | null): boolean {
  if (typeof window !== 'undefined' && window.scrollY > 0) return false;
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (element.scrollTop > 0) return false;
  }
  return true;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const { isAnyDialogOpen } = useOverlay();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [model, setModel] = useState<PullModel>(initialPullModel);
  const modelRef = useRef<PullModel>(initialPullModel);
  const dialogOpenRef = useRef(isAnyDialogOpen);
  const onRefreshRef = useRef(onRefresh);
  const mountedRef = useRef(true);

  useEffect(() => {
    dialogOpenRef.current = isAnyDialogOpen;
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    mountedRef.current = true;
    const element = containerRef.current;
    if (!element) return;

    const dispatch = (event: PullEvent) => {
      const previous = modelRef.current;
      const next = pullReducer(previous, event);
      if (next === previous) return previous;
      modelRef.current = next;
      setModel(next);
      if (previous.state !== 'refreshing' && next.state === 'refreshing') void refresh();
      return next;
    };

    const refresh = async () => {
      try {
        await onRefreshRef.current();
      } catch (error) {
        console.error('Pull-to-refresh failed', error);
      }
      await wait(PULL_SETTLE_MS);
      if (mountedRef.current) dispatch({ type: 'refreshed' });
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) {
        dispatch({ type: 'cancel' });
        return;
      }
      const enabled = !dialogOpenRef.current && isScrolledToTop(event.target);
      dispatch({ type: 'start', x: touch.clientX, y: touch.clientY, time: event.timeStamp, enabled });
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || !modelRef.current.tracking) return;
      const next = dispatch({ type: 'move', x: touch.clientX, y: touch.clientY, time: event.timeStamp });
      // While pulling, the page must not scroll or bounce under the finger.
      if ((next.state === 'pulling' || next.state === 'armed') && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = () => dispatch({ type: 'release' });
    const onTouchCancel = () => dispatch({ type: 'cancel' });

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchCancel);
    return () => {
      mountedRef.current = false;
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchCancel);
    };
  }, []);

  const dragging = model.state === 'pulling' || model.state === 'armed';
  const statusText = model.state === 'idle' ? '' : t(`components.pullToRefresh.${model.state}`);

  return (
    <Box ref={containerRef} position="relative" data-pull-state={model.state} css={{ overscrollBehaviorY: 'contain' }}>
      <Flex
        data-testid="pull-indicator"
        height={`${model.distance}px`}
        overflow="hidden"
        align="flex-end"
        justify="center"
        transition={dragging ? 'none' : 'height 0.25s ease-out'}
      >
        <Flex align="center" gap="2" py="3" color="fg.muted">
          {model.state === 'refreshing' ? (
            <Spinner size="sm" />
          ) : model.state !== 'idle' ? (
            <Box
              as="span"
              display="inline-flex"
              transition="transform 0.2s"
              transform={model.state === 'armed' ? 'rotate(180deg)' : undefined}
              aria-hidden="true"
            >
              <ArrowDown size={18} />
            </Box>
          ) : null}
          <Text role="status" aria-live="polite" textStyle="sm">
            {statusText}
          </Text>
        </Flex>
      </Flex>
      {children}
    </Box>
  );
}
