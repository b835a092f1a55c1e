// The session of spec §4/§7: status, revalidation on focus and online with the 30 s dedupe, no logging of 401,
// optimistic updateSession with rollback, logout across tabs, and the time zone rule.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, SessionStore, sessionStatus, useSession, useTimeZone, type UserInfo } from '../../web/src/features/auth/session';
import { setNavigator } from '../../web/src/lib/navigation';
import { resetRefreshState } from '../../web/src/lib/refresh';
import { callInit, callUrl, json, signedOutBrowser, unauthorized } from './setup';

const fetchMock = vi.fn<typeof fetch>();
const navigator = vi.fn();

const userInfo: UserInfo = {
  userId: 'u1',
  email: 'sam@example.com',
  userName: 'sam_lifts',
  userTimezone: 'Europe/Lisbon',
  roles: ['User', 'Creator'],
  measurementSystem: 'METRIC',
  emailConfirmed: true,
  creatorProfile: null,
  userPrivateMeta: { gender: 'Male' },
};

beforeEach(() => {
  fetchMock.mockReset();
  navigator.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigator);
  resetRefreshState();
  window.history.replaceState(null, '', '/logbook');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
  vi.restoreAllMocks();
});

const sessionCalls = () => fetchMock.mock.calls.filter((call) => callUrl(call).endsWith('/auth/session'));

function Probe() {
  const session = useSession();
  const timeZone = useTimeZone();
  return (
    <output data-testid="session">{`${session.status}|${session.userInfo?.userName ?? '-'}|${session.isCreator}|${session.isAdmin}|${timeZone}`}</output>
  );
}

function renderWith(store: SessionStore) {
  render(
    <SessionProvider store={store}>
      <Probe />
    </SessionProvider>,
  );
  return () => screen.getByTestId('session').textContent;
}

describe('session status', () => {
  it('is unauthenticated at once, asking nothing, in a browser without session cookies', async () => {
    signedOutBrowser();
    const read = renderWith(new SessionStore());
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    expect(read()).toMatch(/^unauthenticated\|-\|/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is loading while the first check runs, then authenticated with userInfo', async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    const read = renderWith(new SessionStore());
    expect(read()).toMatch(/^loading\|-/);
    await act(async () => resolve(json({ data: { userInfo } })));
    expect(read()).toBe('authenticated|sam_lifts|true|false|Europe/Lisbon');
    expect(callInit(sessionCalls()[0]!).credentials).toBe('include');
  });

  it('is unauthenticated after a 401 (refresh tried, no redirect, nothing logged)', async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = renderWith(new SessionStore());
    await vi.waitFor(() => expect(read()).toMatch(/^unauthenticated/));
    expect(error).not.toHaveBeenCalled();
    expect(navigator).not.toHaveBeenCalled();
  });

  it('logs other errors and does not retry', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'INTERNAL', message: 'boom', details: [] } }, { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = renderWith(new SessionStore());
    await vi.waitFor(() => expect(read()).toMatch(/^unauthenticated/));
    expect(error).toHaveBeenCalledWith('Session check failed', expect.anything());
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionCalls()).toHaveLength(1);
  });

  it('follows the rule: authenticated only with userInfo and no error', () => {
    expect(sessionStatus({ data: undefined, error: null, isValidating: true, signedOut: false })).toBe('loading');
    expect(sessionStatus({ data: userInfo, error: null, isValidating: true, signedOut: false })).toBe('authenticated');
    expect(sessionStatus({ data: userInfo, error: new Error('x'), isValidating: false, signedOut: false })).toBe('unauthenticated');
    expect(sessionStatus({ data: null, error: null, isValidating: false, signedOut: false })).toBe('unauthenticated');
  });
});

describe('revalidation', () => {
  it('revalidates on focus and online, deduped for 30 000 ms', async () => {
    let now = 1_000_000;
    fetchMock.mockImplementation(async () => json({ data: { userInfo } }));
    const read = renderWith(new SessionStore({ now: () => now }));
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));
    expect(sessionCalls()).toHaveLength(1);

    now += 29_999;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
    });
    expect(sessionCalls()).toHaveLength(1);

    now += 2;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(sessionCalls()).toHaveLength(2);

    now += 30_001;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sessionCalls()).toHaveLength(3);
  });
});

describe('updateSession', () => {
  it('applies the change at once and sends the current userInfo merged with it', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') return new Promise<Response>((r) => (answer = r));
      return json({ data: { userInfo } });
    });
    const store = new SessionStore();
    const read = renderWith(store);
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));

    let update: Promise<UserInfo> = Promise.resolve(userInfo);
    act(() => {
      update = store.update({ userName: 'sam_new', userTimezone: 'Asia/Tokyo' });
    });
    expect(read()).toBe('authenticated|sam_new|true|false|Asia/Tokyo');
    const put = fetchMock.mock.calls.find((call) => callInit(call).method === 'PUT')!;
    expect(callUrl(put)).toBe('/api/user');
    expect(JSON.parse(String(callInit(put).body))).toEqual({
      userName: 'sam_new',
      userTimezone: 'Asia/Tokyo',
      measurementSystem: 'METRIC',
      userPrivateMeta: { gender: 'Male' },
    });
    await act(async () => {
      answer(json({ data: { ...userInfo, userName: 'sam_new', userTimezone: 'Asia/Tokyo' } }));
      await update;
    });
    expect(read()).toBe('authenticated|sam_new|true|false|Asia/Tokyo');
  });

  it('rolls back and rejects with the server error when refused', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT')
        return json(
          {
            error: {
              code: 'CONFLICT',
              message: 'This user name is taken',
              details: [{ field: 'userName', message: 'This user name is taken' }],
            },
          },
          { status: 409, statusText: 'Conflict' },
        );
      return json({ data: { userInfo } });
    });
    const store = new SessionStore();
    const read = renderWith(store);
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));
    let failure: unknown;
    await act(async () => {
      failure = await store.update({ userName: 'taken_name' }).catch((e: unknown) => e);
    });
    expect(failure).toMatchObject({ status: 409, details: [{ field: 'userName', message: 'This user name is taken' }] });
    expect(read()).toBe('authenticated|sam_lifts|true|false|Europe/Lisbon');
  });
});

describe('logout', () => {
  it('signs out, clears the session, signals every tab and goes to /auth/login', async () => {
    fetchMock.mockImplementation(async (input) =>
      callUrl([input]).endsWith('/auth/signout') ? new Response(null, { status: 204 }) : json({ data: { userInfo } }),
    );
    const onSignOut = vi.fn();
    const store = new SessionStore({ onSignOut });
    const read = renderWith(store);
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));
    const authChange = vi.fn();
    window.addEventListener('auth-change', authChange);
    await act(async () => {
      await store.logout();
    });
    window.removeEventListener('auth-change', authChange);
    expect(fetchMock.mock.calls.some((call) => callUrl(call) === '/api/auth/signout' && callInit(call).method === 'POST')).toBe(true);
    expect(read()).toMatch(/^unauthenticated\|-/);
    expect(store.getSnapshot().signedOut).toBe(true);
    expect(onSignOut).toHaveBeenCalled();
    expect(authChange).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem('auth-event'))).toBeGreaterThan(0);
    expect(navigator).toHaveBeenCalledWith('/auth/login', undefined);
  });

  it('proceeds when the sign-out call fails, only logging it', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (callUrl([input]).endsWith('/auth/signout')) throw new TypeError('Failed to fetch');
      return json({ data: { userInfo } });
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = new SessionStore();
    const read = renderWith(store);
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));
    await act(async () => {
      await store.logout();
    });
    expect(error).toHaveBeenCalledWith('Logout call failed', expect.any(TypeError));
    expect(read()).toMatch(/^unauthenticated/);
    expect(navigator).toHaveBeenCalledWith('/auth/login', undefined);
  });

  it("drops the session when another tab writes 'auth-event', and goes to /auth/login", async () => {
    fetchMock.mockImplementation(async () => json({ data: { userInfo } }));
    const store = new SessionStore();
    const read = renderWith(store);
    await vi.waitFor(() => expect(read()).toMatch(/^authenticated/));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth-event', newValue: String(Date.now()) }));
    });
    expect(read()).toMatch(/^unauthenticated/);
    expect(navigator).toHaveBeenCalledWith('/auth/login', undefined);
  });
});

describe('time zone', () => {
  it('uses the browser time zone when signed out or unset, and UTC when detection fails', async () => {
    fetchMock.mockImplementation(async () => json({ data: { userInfo: { ...userInfo, userTimezone: null } } }));
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const read = renderWith(new SessionStore());
    await vi.waitFor(() => expect(read()).toBe(`authenticated|sam_lifts|true|false|${browserZone}`));

    const { browserTimeZone } = await import('../../web/src/features/auth/session');
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time zone support');
    });
    expect(browserTimeZone()).toBe('UTC');
    spy.mockRestore();
  });
});
