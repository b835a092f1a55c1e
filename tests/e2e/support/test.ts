// The browser tests' `test`: Playwright's, with navigations that return once the app has taken a server-rendered
// page over (hydrated, `<html data-app="ready">`), as a person waits for a page to respond before using it. Pages
// the server does not render, and navigations that name the moment to wait for (`waitUntil`), return as usual.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const settled = () =>
      page.waitForFunction(() => !document.getElementById('liftmates-server-data') || document.documentElement.dataset.app === 'ready');
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await settled();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await settled();
      return response;
    };
    await use(page);
  },
});
