// What a lifter would see wrong on a page, read from the page itself: a page wider than the screen, something cut off
// by its container or the screen's edge, a control drawn without the app's styles (the browser's own, or the bare
// reset), and the computed styles of what the page shows, to compare two visits of the same page.
import type { Page, Request } from '@playwright/test';

export interface PageReport {
  problems: string[];
  /** Computed styles of the page's controls and headings, in document order. */
  styles: string[];
}

/**
 * Counts the page's requests in flight, less the event streams that stay open as long as the page (live updates):
 * `quiet()` waits until none has been in flight for a moment, then for loading placeholders to go and fonts to load.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const streams = (request: Request) => /text\/event-stream/.test(request.headers().accept ?? '');
  page.on('request', (request) => {
    if (streams(request)) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      const started = Date.now();
      while (Date.now() - started < 15_000 && (pending.size > 0 || Date.now() - lastChange < 300)) await page.waitForTimeout(50);
      await page
        .waitForFunction(
          () =>
            ![...document.querySelectorAll('.chakra-skeleton, .chakra-spinner, [aria-busy="true"], [data-testid="route-progress"]')].some(
              (element) => (element as HTMLElement).offsetParent !== null,
            ),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await page.evaluate(() =>
        document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))),
      );
    },
  };
}

export async function inspect(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0' && !(element as HTMLElement).closest('[inert], [aria-hidden="true"]');
    };
    /** Cut-off checks are about what people read and press: elements with text of their own, and controls. */
    const reads = (element: Element) =>
      element.matches('button, input, select, textarea, a, label, [role="button"], [role="tab"], img') ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page is wider than the screen: ${document.documentElement.scrollWidth} px for ${width} px`);

    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      if (!reads(element) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Text clipped inside itself without an ellipsis that says so.
      if (
        (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.matches('input, select, textarea')
      )
        problems.push(`${describe(element)} is cut off inside itself (${element.scrollWidth} px of ${element.clientWidth})`);
      // Clipped by an ancestor that hides what overflows it, or pushed past the screen's edge.
      let clipped = false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const ancestorStyle = getComputedStyle(ancestor);
        if (ancestorStyle.overflowX === 'auto' || ancestorStyle.overflowX === 'scroll') {
          clipped = true; // scrolls into view: not cut off
          break;
        }
        if (ancestorStyle.overflowX === 'hidden' || ancestorStyle.overflowX === 'clip') {
          const outer = ancestor.getBoundingClientRect();
          if (outer.width >= 2 && (box.right > outer.right + 1 || box.left < outer.left - 1)) {
            problems.push(
              `${describe(element)} is cut off by ${describe(ancestor)} (${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(outer.left)}–${Math.round(outer.right)})`,
            );
          }
          clipped = true;
          break;
        }
      }
      if (!clipped && style.position !== 'fixed' && (box.right > width + 1 || box.left < -1))
        problems.push(`${describe(element)} runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} px of ${width})`);
    }

    const styles: string[] = [];
    const controls = document.querySelectorAll('button, input, select, textarea, a[href], h1, h2, h3, [role="tab"], [role="dialog"]');
    for (const element of controls) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const hasText = (element.textContent ?? '').trim() !== '';
      // The browser's own look: its control font size, outset buttons, inset fields.
      if (
        element.matches('button, input, select, textarea') &&
        (style.fontSize === '13.3333px' || /outset|inset/.test(style.borderTopStyle))
      )
        problems.push(`${describe(element)} has the browser's default style (${style.fontSize}, border ${style.borderTopStyle})`);
      // The reset's look where a recipe should apply: a button of text with no padding, no size of its own (a
      // recipe gives every button a height and a minimum width; a square one may do without padding), a tab with no
      // padding, a field with no border and no background.
      const unpadded = hasText && parseFloat(style.paddingLeft) === 0 && parseFloat(style.paddingRight) === 0;
      const unsized = !(parseFloat(style.minWidth) > 0) && element.getBoundingClientRect().height < 28;
      if ((element.matches('.chakra-button') && unpadded && unsized) || (element.matches('.chakra-tabs__trigger') && unpadded))
        problems.push(`${describe(element)} is drawn without its component styles (no padding)`);
      if (
        element.matches('.chakra-input, .chakra-textarea, .chakra-native-select__field') &&
        parseFloat(style.borderTopWidth) === 0 &&
        parseFloat(style.borderBottomWidth) === 0 &&
        style.backgroundColor === 'rgba(0, 0, 0, 0)'
      )
        problems.push(`${describe(element)} is drawn without its component styles (no border, no background)`);
      if (styles.length < 120 && element.closest('main, [role="main"], #main-content, [role="dialog"]'))
        styles.push(
          [
            element.tagName.toLowerCase(),
            style.display,
            style.fontSize,
            style.fontWeight,
            style.color,
            style.backgroundColor,
            `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
            `${style.paddingTop} ${style.paddingLeft}`,
            style.borderRadius,
          ].join(' | '),
        );
    }
    return { problems: [...new Set(problems)], styles };
  });
}
