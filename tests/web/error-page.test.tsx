// The error pages (spec §2.7/§8/§9): the 404 page, the generic 'Oops!' screen with status 500 and the message,
// the random exclamation, the Escape and Ctrl/Cmd+H shortcuts, the home fallbacks (push → replace → window
// location) and the escalation at 2, 3 and 5 attempts.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../web/src/app/error-pages/NotFoundPage';
import { RouteErrorPage } from '../../web/src/app/error-pages/RouteErrorPage';
import { pickExclamation } from '../../web/src/app/error-pages/ErrorScreen';
import { HOME_FALLBACK_MS } from '../../web/src/app/error-pages/constants';
import { en } from '../../web/src/i18n/en';

const ERROR_EXCLAMATIONS = en.app.errorPage.exclamations;
import { escalationFor, homeNavigationFor, windowNavigation } from '../../web/src/app/error-pages/escalation';
import { notFound } from '../../web/src/app/error-pages/not-found';

function Crash(): never {
  throw new Error('Kaboom: the workout could not be read');
}

function Missing(): never {
  notFound();
}

function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

const homeButton = () => screen.getByRole('button', { name: 'Get Me Outta Here!' });

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('escalation rules', () => {
  it('offers help from 2 attempts and more help after 3', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => escalationFor(n))).toEqual([
      { showStillStuck: false, showMoreHelp: false },
      { showStillStuck: false, showMoreHelp: false },
      { showStillStuck: true, showMoreHelp: false },
      { showStillStuck: true, showMoreHelp: false },
      { showStillStuck: true, showMoreHelp: true },
      { showStillStuck: true, showMoreHelp: true },
    ]);
  });

  it('goes home by push, then replace from 3 attempts, then the window location from 5', () => {
    expect([1, 2, 3, 4, 5, 6].map(homeNavigationFor)).toEqual(['push', 'push', 'replace', 'replace', 'location', 'location']);
  });

  it('picks the exclamation from the fixed list', () => {
    expect(ERROR_EXCLAMATIONS).toContain('FOR CRYING OUT LOUD');
    expect(ERROR_EXCLAMATIONS).toHaveLength(21);
    expect(pickExclamation(ERROR_EXCLAMATIONS, () => 0)).toBe('FRICK');
    expect(pickExclamation(ERROR_EXCLAMATIONS, () => 0.9999)).toBe('FOR CRYING OUT LOUD');
  });
});

describe('NotFoundPage', () => {
  it('shows 404 with an exclamation and goes home with Escape', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/no/such/page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    const exclamation = screen.getByTestId('error-exclamation').textContent ?? '';
    expect(ERROR_EXCLAMATIONS.map((word) => `${word}!`)).toContain(exclamation);
    expect(screen.queryByText('Still stuck? Try these:')).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home with Ctrl+H and with the button', async () => {
    const user = userEvent.setup();
    const routes = [
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <NotFoundPage /> },
    ];
    renderRoutes(routes, '/missing');
    await user.keyboard('{Control>}h{/Control}');
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

describe('RouteErrorPage', () => {
  it("shows status 500, 'Oops!' and the error's message for an unhandled error", () => {
    renderRoutes([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }], '/');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText('Kaboom: the workout could not be read')).toBeTruthy();
  });

  it('shows the 404 page for a not-found condition', () => {
    renderRoutes([{ path: '/', element: <Missing />, errorElement: <RouteErrorPage /> }], '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('escalates at 2, 3 and 5 attempts while home keeps failing', async () => {
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => {});
    // Home itself crashes, so every attempt lands on the error screen again.
    const router = renderRoutes([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }], '/');
    const click = async () => {
      await act(async () => {
        fireEvent.click(homeButton());
      });
    };

    await click();
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.queryByText('Still stuck? Try these:')).toBeNull();

    await click();
    await waitFor(() => expect(screen.getByText('Still stuck? Try these:')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.queryByText(/Ctrl\/Cmd \+ H/)).toBeNull();

    await click();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Still stuck? Try these:')).toBeTruthy();
    expect(screen.queryByText(/Ctrl\/Cmd \+ H/)).toBeNull();

    await click();
    await waitFor(() => expect(screen.getByText(/Ctrl\/Cmd \+ H/)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Take me to the home page' }).getAttribute('href')).toBe('/');

    const before = assign.mock.calls.length;
    await click();
    expect(assign.mock.calls.length).toBe(before + 1);
    expect(assign).toHaveBeenLastCalledWith('/');
    expect(screen.getByText(/Ctrl\/Cmd \+ H/)).toBeTruthy();
  });

  it('sets the window location when the in-app navigation leaves the error screen up', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }], '/');
    await act(async () => {
      fireEvent.click(homeButton());
    });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(HOME_FALLBACK_MS);
    });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does not fall back when home worked', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => {});
    renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/broken', element: <Crash />, errorElement: <RouteErrorPage /> },
      ],
      '/broken',
    );
    await act(async () => {
      fireEvent.click(homeButton());
    });
    expect(screen.getByText('Home page')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(HOME_FALLBACK_MS * 2);
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
