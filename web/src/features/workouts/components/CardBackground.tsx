// A workout's background: its picture over the picture's ThumbHash while the file arrives, or, without one, a
// gradient of its own picked from the workout id so cards stay told apart.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { thumbHashDataUrl } from '../../flexicon/components/Thumbnail';

const GRADIENTS = [
  ['#7f1d1d', '#ea580c'],
  ['#0c4a6e', '#0891b2'],
  ['#1e1b4b', '#6d28d9'],
  ['#14532d', '#15803d'],
  ['#831843', '#db2777'],
  ['#172554', '#1d4ed8'],
  ['#134e4a', '#0d9488'],
  ['#1f2937', '#4b5563'],
] as const;

export function gradientFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [from, to] = GRADIENTS[hash % GRADIENTS.length]!;
  return `linear-gradient(135deg, ${from}, ${to})`;
}

interface Picture {
  fileUrl: string;
  thumbHash?: string | null;
  srcSet?: string | null;
}

export function CardBackground({
  id,
  image,
  sizes,
  children,
  ...box
}: { id: string; image: Picture | null | undefined; sizes: string } & BoxProps) {
  const placeholder = useMemo(() => thumbHashDataUrl(image?.thumbHash), [image?.thumbHash]);
  return (
    <Box
      position="relative"
      overflow="hidden"
      style={{ background: placeholder ? `center / cover no-repeat url(${placeholder})` : gradientFor(id) }}
      {...box}
    >
      {image ? (
        <img
          src={image.fileUrl}
          srcSet={image.srcSet ?? undefined}
          sizes={sizes}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
      {/* Keeps white text readable on light pictures. */}
      <Box position="absolute" inset="0" bgGradient="to-b" gradientFrom="blackAlpha.100" gradientTo="blackAlpha.700" />
      <Box position="relative" height="100%">
        {children}
      </Box>
    </Box>
  );
}
