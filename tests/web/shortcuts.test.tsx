// Keyboard shortcuts of spec §2.7/§4: t cycles light → dark → oled → light, m flips the measurement system,
// Shift+G flips the gender, Ctrl+Shift+P opens /profile, and none of them fire while typing in a field.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../web/src/app/AppRoot';
import { SessionProvider, SessionStore } from '../../web/src/features/auth/session';
import { PreferencesProvider, usePreferences } from '../../web/src/features/settings/preferences';
import { resetRefreshState } from '../../web/src/lib/refresh';
import { isTypingTarget, shortcutFor, useShortcuts, type ShortcutActions } from '../../web/src/lib/shortcuts';
import { system } from '../../web/src/lib/system';
import { ThemeProvider, useTheme } from '../../web/src/lib/theme';
import { callInit, callUrl, json, unauthorized } from './setup';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRefreshState();
});
afterEach(() => vi.unstubAllGlobals());

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key, bubbles: true, ...init });
  });

describe('shortcutFor', () => {
  const event = (key: string, extra: Partial<KeyboardEvent> = {}) =>
    ({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      isComposing: false,
      target: document.body,
      ...extra,
    }) as KeyboardEvent;

  it('maps the four shortcuts and nothing else', () => {
    expect(shortcutFor(event('t'))).toBe('cycleTheme');
    expect(shortcutFor(event('m'))).toBe('toggleMeasurement');
    expect(shortcutFor(event('G', { shiftKey: true }))).toBe('toggleGender');
    expect(shortcutFor(event('P', { ctrlKey: true, shiftKey: true }))).toBe('openProfile');
    expect(shortcutFor(event('p', { metaKey: true, shiftKey: true }))).toBe('openProfile');
    expect(shortcutFor(event('g'))).toBeNull();
    expect(shortcutFor(event('T', { shiftKey: true }))).toBeNull();
    expect(shortcutFor(event('t', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(event('m', { altKey: true }))).toBeNull();
    expect(shortcutFor(event('p', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(event('t', { isComposing: true }))).toBeNull();
  });

  it('recognises typing targets', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.appendChild(inside);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(inside)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });
});

describe('useShortcuts', () => {
  function Harness({ actions }: { actions: ShortcutActions }) {
    useShortcuts(actions);
    return (
      <div>
        <input aria-label="name" />
        <textarea aria-label="notes" />
        <select aria-label="zone">
          <option>UTC</option>
        </select>
        <div contentEditable suppressContentEditableWarning data-testid="editor">
          text
        </div>
      </div>
    );
  }

  it('calls the action for each shortcut and ignores keys typed in fields', () => {
    const actions = { cycleTheme: vi.fn(), toggleMeasurement: vi.fn(), toggleGender: vi.fn(), openProfile: vi.fn() };
    render(<Harness actions={actions} />);
    press('t');
    press('m');
    press('G', { shiftKey: true });
    press('P', { ctrlKey: true, shiftKey: true });
    expect(actions.cycleTheme).toHaveBeenCalledTimes(1);
    expect(actions.toggleMeasurement).toHaveBeenCalledTimes(1);
    expect(actions.toggleGender).toHaveBeenCalledTimes(1);
    expect(actions.openProfile).toHaveBeenCalledTimes(1);

    for (const field of [
      screen.getByLabelText('name'),
      screen.getByLabelText('notes'),
      screen.getByLabelText('zone'),
      screen.getByTestId('editor'),
    ]) {
      press('t', {}, field);
      press('m', {}, field);
      press('G', { shiftKey: true }, field);
      press('P', { ctrlKey: true, shiftKey: true }, field);
    }
    expect(actions.cycleTheme).toHaveBeenCalledTimes(1);
    expect(actions.toggleMeasurement).toHaveBeenCalledTimes(1);
    expect(actions.toggleGender).toHaveBeenCalledTimes(1);
    expect(actions.openProfile).toHaveBeenCalledTimes(1);
  });
});

describe('the shortcuts wired in the app root', () => {
  function Status() {
    const { appearance } = useTheme();
    const { measurementSystem, gender } = usePreferences();
    return <output data-testid="status">{`${appearance}|${measurementSystem}|${gender}`}</output>;
  }

  function renderApp(store: SessionStore) {
    const router = createMemoryRouter(
      [
        {
          element: <AppRoot />,
          children: [
            { path: '/', element: <Status /> },
            { path: '/profile', element: <p>Profile page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ChakraProvider value={system}>
        <ThemeProvider>
          <SessionProvider store={store}>
            <PreferencesProvider>
              <RouterProvider router={router} />
            </PreferencesProvider>
          </SessionProvider>
        </ThemeProvider>
      </ChakraProvider>,
    );
    return router;
  }

  it('signed out: t cycles the theme, m and Shift+G flip and save to local storage, Ctrl+Shift+P opens /profile', async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const router = renderApp(new SessionStore());
    const status = await screen.findByTestId('status');
    expect(status.textContent).toBe('light|imperial|Male');

    press('t');
    expect(status.textContent).toBe('dark|imperial|Male');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme-preference')).toBe('dark');
    press('t');
    expect(status.textContent).toBe('oled|imperial|Male');
    expect(document.documentElement.classList.contains('oled')).toBe(true);
    expect(localStorage.getItem('theme-dark-variant')).toBe('oled');
    press('t');
    expect(status.textContent).toBe('light|imperial|Male');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    press('m');
    expect(status.textContent).toBe('light|metric|Male');
    expect(localStorage.getItem('measurement-system')).toBe('metric');
    press('G', { shiftKey: true });
    expect(status.textContent).toBe('light|metric|Female');
    expect(localStorage.getItem('user-gender')).toBe('Female');

    const field = document.createElement('input');
    document.body.appendChild(field);
    press('t', {}, field);
    expect(status.textContent).toBe('light|metric|Female');
    field.remove();

    press('P', { ctrlKey: true, shiftKey: true });
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('signed in: m and Shift+G are saved to the session with PUT /api/user', async () => {
    const userInfo = {
      userId: 'u1',
      email: 'sam@example.com',
      userName: 'sam_lifts',
      userTimezone: null,
      roles: ['User'],
      measurementSystem: 'METRIC',
      emailConfirmed: true,
      creatorProfile: null,
      userPrivateMeta: { gender: 'Male' },
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = callUrl([input]);
      if (url.endsWith('/auth/session')) return json({ data: { userInfo } });
      if (url.endsWith('/user') && init?.method === 'PUT') return json({ data: { ...userInfo, ...JSON.parse(String(init.body)) } });
      return unauthorized();
    });
    renderApp(new SessionStore());
    const status = await screen.findByTestId('status');
    await vi.waitFor(() => expect(status.textContent).toBe('light|metric|Male'));
    press('m');
    expect(status.textContent).toBe('light|imperial|Male');
    press('G', { shiftKey: true });
    await vi.waitFor(() => expect(status.textContent).toBe('light|imperial|Female'));
    const puts = fetchMock.mock.calls.filter((call) => callInit(call).method === 'PUT');
    expect(puts.length).toBe(2);
    expect(callUrl(puts[0]!)).toBe('/api/user');
    expect(JSON.parse(String(callInit(puts[0]!).body))).toMatchObject({ userName: 'sam_lifts', measurementSystem: 'IMPERIAL' });
    expect(JSON.parse(String(callInit(puts[1]!).body))).toMatchObject({ userPrivateMeta: { gender: 'Female' } });
    expect(localStorage.getItem('measurement-system')).toBeNull();
  });
});
