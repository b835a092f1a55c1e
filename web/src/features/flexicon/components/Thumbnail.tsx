// A small image with its ThumbHash placeholder painted until the file arrives (spec §3: thumbnails carry a
// thumbHash), or an icon when there is no image.
import { Box } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { thumbHashToDataURL } from 'thumbhash';

/** The placeholder image of a base64 ThumbHash, or null when there is none or it cannot be read. */
export function thumbHashDataUrl(thumbHash: string | null | undefined): string | null {
  if (!thumbHash) return null;
  try {
    const binary = atob(thumbHash);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return null;
  }
}

export interface ThumbnailProps {
  /** thumbnailUrl, the server's small WebP copy, is preferred: these pictures are shown at icon size. */
  image?: { fileUrl: string; thumbnailUrl?: string | null; thumbHash?: string | null } | null;
  icon: LucideIcon;
  size?: number;
}

export function Thumbnail({ image, icon: Icon, size = 20 }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = useMemo(() => thumbHashDataUrl(image?.thumbHash), [image?.thumbHash]);
  if (!image?.fileUrl || failed === image.fileUrl) return <Icon size={size} aria-hidden="true" />;
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="sm"
      overflow="hidden"
      style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
    >
      <img
        src={image.thumbnailUrl ?? image.fileUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(image.fileUrl)}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
