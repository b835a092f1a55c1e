// A published status's colours on screen. The server's pair is a light background under dark text (each pair clears
// WCAG AA); a dark appearance turns it round, the light colour as text on a dark tint of the strong one, so a status
// reads on a dark page instead of glaring from it.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { CSSProperties } from 'react';

interface StatusPair {
  backgroundColor: string;
  color: string;
}

export function statusColourStyle(status: StatusPair): CSSProperties {
  return { '--status-bg': status.backgroundColor, '--status-fg': status.color } as CSSProperties;
}

export const STATUS_COLOURS: SystemStyleObject = {
  bg: 'var(--status-bg)',
  color: 'var(--status-fg)',
  _dark: {
    bg: 'color-mix(in srgb, var(--status-fg) 40%, var(--chakra-colors-bg-panel))',
    color: 'var(--status-bg)',
  },
};

/** The colour a mark drawn in the status's text colour is cut out of (a checkbox's tick). */
export const STATUS_COLOURS_INVERSE: SystemStyleObject = {
  color: 'var(--status-bg)',
  _dark: { color: 'color-mix(in srgb, var(--status-fg) 40%, var(--chakra-colors-bg-panel))' },
};
