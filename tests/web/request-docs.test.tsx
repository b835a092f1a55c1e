// The docs pages load their Markdown through GraphQL (the app's own Apollo client and links) and render it safely (no
// raw HTML, only safe links); a failed load shows an honest error with a retry, and the §8 error toast when the
// server failed.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocPage } from '../../web/src/features/docs/DocPage';
import { parseBlocks, parseInline, safeHref } from '../../web/src/features/docs/markdown';
import { emphasizeQuoted } from '../../web/src/components/toaster/AppToaster';
import { errorToaster } from '../../web/src/components/toaster/toaster';
import { createApolloClient } from '../../web/src/lib/apollo';
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
  const router = createMemoryRouter([{ path: '/terms', element: <DocPage documentId="terms" /> }], {
    initialEntries: ['/terms'],
  });
  render(
    <ApolloProvider client={createApolloClient('/graphql')}>
      <ChakraProvider value={system}>
        <SessionProvider store={new SessionStore()}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ChakraProvider>
    </ApolloProvider>,
  );
}

const TERMS = { __typename: 'Doc', documentId: 'terms', title: 'Terms of Service', updatedAt: '2025-05-01T10:00:00.000Z' };

/** Answers the page's DocPage query with `answer`; every other call is refused as signed out. */
function answerDocWith(answer: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (callUrl([input]) === '/graphql' && JSON.parse(String(init?.body)).operationName === 'DocPage') return answer();
    return unauthorized();
  });
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

  it('renders a doc from GraphQL’s doc(documentId) without injecting markup', async () => {
    answerDocWith(() => json({ data: { doc: { ...TERMS, content: CONTENT } } }));
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

  it('shows an error with a retry, and the global error toast, when the server fails', async () => {
    const toast = vi.spyOn(errorToaster, 'create');
    const failure = { message: 'The database is not answering', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    answerDocWith(() => json({ errors: [failure], data: null }));
    renderDoc();
    expect(await screen.findByText('The database is not answering')).toBeTruthy();
    expect(screen.getByText('Could not load Terms of Service')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'The database is not answering', type: 'error' }));

    answerDocWith(() => json({ data: { doc: { ...TERMS, content: 'Plain text.' } } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plain text.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeTruthy();
  });

  it('says a missing doc was not found, without the error toast', async () => {
    const toast = vi.spyOn(errorToaster, 'create');
    answerDocWith(() => json({ errors: [{ message: 'Document terms was not found', extensions: { code: 'NOT_FOUND' } }], data: null }));
    renderDoc();
    expect(await screen.findByText('Document terms was not found')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
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
