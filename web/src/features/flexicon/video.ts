// How a creator's video is shown: YouTube and Vimeo addresses become their players in an <iframe> (the hosts the
// server's Content-Security-Policy allows in frame-src), uploaded or direct video files play in <video controls>,
// anything else is offered as a link.

export type VideoEmbed =
  | { kind: 'iframe'; provider: 'youtube' | 'vimeo'; src: string }
  | { kind: 'file'; src: string; type: string | undefined }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
};

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const [, kind, value] = url.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') id = value ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').find((part) => /^\d{5,12}$/.test(part));
  return id ?? null;
}

function fileType(url: URL, format?: string | null): string | undefined {
  const extension = (format ?? url.pathname.split('.').pop() ?? '').toLowerCase().replace(/^video\//, '');
  return VIDEO_TYPES[extension] ?? (format?.startsWith('video/') ? format : undefined);
}

/** How to show a video address. `fileFormat` is the uploaded asset's format when there is one. */
export function videoEmbed(videoUrl: string, fileFormat?: string | null): VideoEmbed {
  let url: URL;
  try {
    url = new URL(videoUrl, typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  } catch {
    return { kind: 'link', href: videoUrl };
  }
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'iframe', provider: 'youtube', src: `https://www.youtube.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'iframe', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  const type = fileType(url, fileFormat);
  if (type || fileFormat) return { kind: 'file', src: videoUrl, type };
  return { kind: 'link', href: videoUrl };
}
