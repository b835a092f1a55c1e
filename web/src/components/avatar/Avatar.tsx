// Avatar of spec §4/§9: sizes sm 32, md 40, lg 48, xl 64; image states idle, loading, loaded, error; the image
// shows only once loaded, else the initial (first letter uppercased, or '?' with no name); a verified badge with
// the tooltip '<name> (Verified)' and a pinned marker.
import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { BadgeCheck, Pin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIZES, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '../../lib/constants';

export type AvatarSize = keyof typeof AVATAR_SIZES;
export type AvatarImageState = 'idle' | 'loading' | 'loaded' | 'error';

export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().replace(/^@/, '').charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** Tracks the image: idle without a source, loading until it arrives, then loaded or error. */
export function useImageState(src: string | null | undefined): AvatarImageState {
  const [state, setState] = useState<{ src: string | null | undefined; value: AvatarImageState }>({ src, value: src ? 'loading' : 'idle' });
  useEffect(() => {
    if (!src) return;
    let active = true;
    const image = new Image();
    image.onload = () => active && setState({ src, value: 'loaded' });
    image.onerror = () => active && setState({ src, value: 'error' });
    image.src = src;
    if (image.complete && image.naturalWidth > 0) setState({ src, value: 'loaded' });
    return () => {
      active = false;
    };
  }, [src]);
  if (!src) return 'idle';
  return state.src === src ? state.value : 'loading';
}

/** A colour picked from the name, so the same person always gets the same one. */
const PALETTE = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan', 'green', 'red'] as const;
function paletteFor(name: string | null | undefined) {
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? 'gray';
}

export interface AvatarProps {
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
  verified?: boolean;
  pinned?: boolean;
  /** Hide from assistive technology when a nearby text already names the person. */
  decorative?: boolean;
}

export function Avatar({ name, src, size = 'md', verified = false, pinned = false, decorative = false }: AvatarProps) {
  const { t } = useTranslation();
  const px = AVATAR_SIZES[size];
  const state = useImageState(src);
  const palette = paletteFor(name);
  const label = name?.trim() || t('components.avatar.unknown');
  const badgeSize = Math.max(12, Math.round(px * 0.38));
  return (
    <Box
      position="relative"
      display="inline-flex"
      flexShrink={0}
      width={`${px}px`}
      height={`${px}px`}
      data-state={state}
      data-testid="avatar"
    >
      <Box
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : label}
        aria-hidden={decorative ? true : undefined}
        width="100%"
        height="100%"
        borderRadius="full"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={`${palette}.solid`}
        color={`${palette}.contrast`}
        fontWeight="semibold"
        fontSize={`${Math.round(px * 0.42)}px`}
        userSelect="none"
      >
        {state === 'loaded' && src ? (
          <img src={src} alt="" width={px} height={px} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <span aria-hidden="true">{avatarInitial(name)}</span>
        )}
      </Box>
      {verified && (
        <Tooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
          <Tooltip.Trigger asChild>
            <Box
              as="span"
              tabIndex={0}
              position="absolute"
              right="-2px"
              bottom="-2px"
              display="inline-flex"
              bg="bg.panel"
              color="blue.fg"
              borderRadius="full"
              role="img"
              aria-label={t('app.avatar.verified', { name: label })}
              focusRing="outside"
              data-testid="avatar-verified"
            >
              <BadgeCheck size={badgeSize} aria-hidden="true" />
            </Box>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{t('app.avatar.verified', { name: label })}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      )}
      {pinned && (
        <Box
          as="span"
          position="absolute"
          top="-2px"
          right="-2px"
          display="inline-flex"
          bg="orange.solid"
          color="orange.contrast"
          borderRadius="full"
          p="2px"
          title={t('app.avatar.pinned')}
          data-testid="avatar-pinned"
        >
          <Pin size={Math.max(8, Math.round(px * 0.22))} aria-hidden="true" />
          <Box as="span" srOnly>
            {t('app.avatar.pinned')}
          </Box>
        </Box>
      )}
    </Box>
  );
}
