// The browser's entry. A page the server rendered is on screen as soon as its HTML is: its modules (listed by the
// server) are fetched and the app (app/start.tsx) is run after that first paint, so the page never waits on scripts
// to be shown, and the app's work is done in tasks of its own.
import { PAGE_MODULES_ID, SERVER_DATA_ID } from './lib/server-data';
import { applyAppearance, readDarkVariant, readThemePreference, resolveAppearance } from './lib/theme';

// Paint the stored theme first, so a dark-theme user never sees a light flash.
applyAppearance(
  resolveAppearance(readThemePreference(), readDarkVariant(), window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false),
);

if (document.getElementById(SERVER_DATA_ID)) {
  // A form sent before the app has taken the page over would leave as a plain GET, its fields (a password) in the
  // address: until then, sending is held back.
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.app !== 'ready') event.preventDefault();
    },
    true,
  );
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.appendChild(link);
  }
}
// The largest pieces of the app's start run in tasks of their own, so that no one task holds the page for long: the
// definitions of Chakra's recipes, the style system built from them, then the app.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await import('./lib/chakra-theme');
await nextTask();
await import('./lib/system');
await nextTask();
await import('./app/start');
