// The docs pages load their Markdown through the request helper and render it safely (no raw HTML, only safe
// links); a failed load shows an honest error with a retry and the §8 error toast.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocPage } from '../../web/src/features/docs/DocPage';
import { parseBlocks, parseInline, safeHref } from '../../web/src/features/docs/markdown';
import { emphasizeQuoted } from '../../web/src/components/toaster/AppToaster';
import { errorToaster } from '../../web/src/components/toaster/toaster';
import { SessionProvider, SessionStore } from '../../web/src/features/auth/session';
import { fetchErrorMessage } from '../../web/src/lib/fetch-errors';
import { resetRefreshState } from '../../web/src/lib/refresh';
import { RequestError } from '../../web/src/lib/request';
import { system } from '../../web/src/lib/system';
import { callUrl, json, unauthorized } from './setup';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRefreshState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTENT = `# Terms of Service

Welcome to **Liftmates**. Read the [privacy policy](/privacy) and *train safely*.

## Your account
- Keep your password to yourself
- Tell us at once: [mail us](mailto:support@liftmates.app)

1. First
2. Second

<script>window.hacked = true</script>
[click me](javascript:alert(1)) and <img src=x onerror="window.hacked=true">`;

function renderDoc() {
  const router = createMemoryRouter([{ path: '/terms', element: <DocPage documentId="terms" fallbackTitle="Terms of Service" /> }], {
    initialEntries: ['/terms'],
  });
  render(
    <ChakraProvider value={system}>
      <SessionProvider store={new SessionStore()}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ChakraProvider>,
  );
}

describe('markdown', () => {
  it('parses headings, paragraphs and both kinds of lists', () => {
    const blocks = parseBlocks(CONTENT);
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'paragraph']);
    expect(blocks[3]).toEqual({
      type: 'list',
      ordered: false,
      items: ['Keep your password to yourself', 'Tell us at once: [mail us](mailto:support@liftmates.app)'],
    });
    expect(blocks[4]).toEqual({ type: 'list', ordered: true, items: ['First', 'Second'] });
  });

  it('parses bold, italic, code and links, and keeps only safe addresses', () => {
    expect(parseInline('a **b** _c_ `d` [e](/f)').map((node) => node.type)).toEqual([
      'text',
      'strong',
      'text',
      'em',
      'text',
      'code',
      'text',
      'link',
    ]);
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('/privacy')).toBe('/privacy');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('renders a doc from GET /api/docs/{id} without injecting markup', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = callUrl([input]);
      if (url === '/api/docs/terms')
        return json({ data: { documentId: 'terms', title: 'Terms of Service', content: CONTENT, updatedAt: '2025-05-01T10:00:00.000Z' } });
      return unauthorized();
    });
    renderDoc();
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your account', level: 2 })).toBeTruthy();
    expect(screen.getByText('Liftmates').tagName).toBe('STRONG');
    expect(screen.getByText('train safely').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe('mailto:support@liftmates.app');
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect(document.querySelector('[data-testid="markdown"] script')).toBeNull();
    expect(document.querySelector('[data-testid="markdown"] img')).toBeNull();
    expect(screen.getByText(/<script>window.hacked = true<\/script>/)).toBeTruthy();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(/Last updated May 1, 2025/)).toBeTruthy();
  });

  it('shows an error with a retry, and the global error toast, when the doc cannot be loaded', async () => {
    const toast = vi.spyOn(errorToaster, 'create');
    fetchMock.mockImplementation(async (input) => {
      const url = callUrl([input]);
      if (url === '/api/docs/terms')
        return json({ error: { code: 'NOT_FOUND', message: "Doc 'terms' was not found", details: [] } }, { status: 404 });
      return unauthorized();
    });
    renderDoc();
    expect(await screen.findByText("Doc 'terms' was not found")).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Doc 'terms' was not found", type: 'error' }));

    fetchMock.mockImplementation(async (input) =>
      callUrl([input]) === '/api/docs/terms'
        ? json({ data: { documentId: 'terms', title: 'Terms of Service', content: 'Plain text.', updatedAt: '2025-05-01T10:00:00.000Z' } })
        : unauthorized(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plain text.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
  });
});

describe('global data-fetch error handler (§8)', () => {
  it("uses the message, else the status text, else 'An error occurred'", () => {
    expect(fetchErrorMessage(new RequestError('Nope', { status: 500 }))).toBe('Nope');
    expect(fetchErrorMessage(new RequestError('', { status: 503, statusText: 'Service Unavailable' }))).toBe('Service Unavailable');
    expect(fetchErrorMessage({ statusText: 'Bad Gateway' })).toBe('Bad Gateway');
    expect(fetchErrorMessage(undefined)).toBe('An error occurred');
  });

  it('toasts only messages longer than 2 characters, bottom-centre', async () => {
    const { handleFetchError } = await import('../../web/src/lib/fetch-errors');
    const toast = vi.spyOn(errorToaster, 'create');
    handleFetchError(new Error('no'));
    expect(toast).not.toHaveBeenCalled();
    handleFetchError(new Error('Could not load'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(errorToaster.attrs.placement).toBe('bottom');
  });

  it('renders text in single quotes bold', () => {
    const { container } = render(
      <ChakraProvider value={system}>
        <p>{emphasizeQuoted("Could not load 'Leg day' or 'Push'")}</p>
      </ChakraProvider>,
    );
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(["'Leg day'", "'Push'"]);
    expect(container.textContent).toBe("Could not load 'Leg day' or 'Push'");
  });
});
