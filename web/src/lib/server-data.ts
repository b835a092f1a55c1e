// What a server-rendered page hands to the browser: the answers its render read (Apollo's normalized cache) and the
// router's state, as a JSON data block (the page's Content-Security-Policy allows no inline script). The server
// renders public pages for visitors who are not signed in (server/web.ts), so a page that carries this block was
// rendered signed out.
import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';
import type { Language } from '../../../common/languages';

export const SERVER_DATA_ID = 'liftmates-server-data';
/** The modules a server-rendered page needs, listed by the server (server/web.ts) for main.tsx to fetch. */
export const PAGE_MODULES_ID = 'liftmates-modules';

export interface ServerData {
  apollo: NormalizedCacheObject;
  router: HydrationState;
  /** The language the server assumed for defaults (units), from the request's Accept-Language. */
  language: string | null;
  /** The language the page was rendered in (common/languages.ts), which the browser hydrates in. */
  interfaceLanguage: Language;
}

let read: ServerData | null | undefined;

/** The block of the page this app was loaded with, or null when the page was not rendered on the server. */
export function serverData(): ServerData | null {
  if (read !== undefined) return read;
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID);
  try {
    read = element?.textContent ? (JSON.parse(element.textContent) as ServerData) : null;
  } catch (error) {
    console.error('The page came with unreadable server data', error);
    read = null;
  }
  return read;
}

/** The block itself, safe inside HTML: no sequence in it can close the script element or open a comment. */
export function serverDataBlock(data: ServerData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}
