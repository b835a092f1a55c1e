// The style cache of Chakra's Emotion, one per render on the server and one for the app in the browser.
//
// A page the server rendered carries its style elements in <head> (entry-server.tsx): the global ones, the insertion
// point (a meta element of index.html), then the components' under SERVER_STYLE_KEY. The browser's cache takes the
// latter over where they are, with the names of the styles they hold. Emotion's own way (key `css`, or this cache's
// key) moves each element it finds, and moving a style element makes the browser restyle the whole page.
import createCache, { type EmotionCache } from '@emotion/cache';

export const STYLE_KEY = 'lm';
/** The `data-emotion` key of the components' style elements a server render sends. */
export const SERVER_STYLE_KEY = 'lm-server';
const INSERTION_POINT = 'emotion-insertion-point';

export function createStyleCache(): EmotionCache {
  if (typeof document === 'undefined') return createCache({ key: STYLE_KEY });
  const insertionPoint = document.querySelector<HTMLElement>(`meta[name="${INSERTION_POINT}"]`);
  const cache = createCache({ key: STYLE_KEY, ...(insertionPoint ? { insertionPoint } : {}) });
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${SERVER_STYLE_KEY} "]`)) {
    for (const name of (element.dataset.emotion ?? '').split(' ').slice(1)) cache.inserted[name] = true;
    // Styles added later go after these.
    cache.sheet.tags.push(element);
  }
  return cache;
}
