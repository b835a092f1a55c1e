// Where each share target goes (spec §2.7): social sites open in a 550×420 popup, e-mail through a mailto link.
import type { TFunction } from '../../i18n';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from './constants';

export type ShareTargetId = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'reddit' | 'telegram' | 'email';

export interface ShareTarget {
  id: ShareTargetId;
  label: string;
  /** Opens in a popup window; e-mail is a plain mailto link instead. */
  popup: boolean;
  href: string;
}

export interface ShareContent {
  title: string;
  url: string;
}

export function shareTargets({ title, url }: ShareContent, t: TFunction): ShareTarget[] {
  const text = t('components.share.shareText', { title });
  const u = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  return [
    { id: 'x', label: 'X (Twitter)', popup: true, href: `https://twitter.com/intent/tweet?text=${encodedText}&url=${u}` },
    { id: 'facebook', label: 'Facebook', popup: true, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'linkedin', label: 'LinkedIn', popup: true, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: 'whatsapp', label: 'WhatsApp', popup: true, href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { id: 'reddit', label: 'Reddit', popup: true, href: `https://www.reddit.com/submit?url=${u}&title=${encodedText}` },
    { id: 'telegram', label: 'Telegram', popup: true, href: `https://t.me/share/url?url=${u}&text=${encodedText}` },
    {
      id: 'email',
      label: t('components.share.email'),
      popup: false,
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
    },
  ];
}

/** The popup's window features: 550×420, centred over the current window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
}

export function openSharePopup(href: string) {
  window.open(href, '_blank', popupFeatures());
}
