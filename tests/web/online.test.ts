// While the browser says it is offline the app sends nothing (the browser would log each failed request as an
// error): REST calls and GraphQL fail at once with an OfflineError, the session carries on as the member this browser
// last saw signed in without logging a failure, and a subscription's stream waits for the `online` event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, type UserInfo } from '../../web/src/features/auth/session';
import { createApolloClient } from '../../web/src/lib/apollo';
import { LiveLogReferenceDocument } from '../../web/src/gql/graphql';
import { OfflineError, fetchWhenOnline, isOfflineError, whenOnline } from '../../web/src/lib/online';
import { request } from '../../web/src/lib/request';
import { json } from './setup';

const fetchMock = vi.fn<typeof fetch>();
let online = true;

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(() => {
  online = true;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('offline, nothing is sent', () => {
  it('fails a fetch at once with an OfflineError, a TypeError as fetch fails with', async () => {
    online = false;
    const error = await fetchWhenOnline('/api/auth/session').catch((caught: unknown) => caught);
    expect(isOfflineError(error)).toBe(true);
    expect(error).toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
    goOnline();
    fetchMock.mockResolvedValue(json({ data: null }));
    await fetchWhenOnline('/api/auth/session');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails REST calls and GraphQL operations unsent', async () => {
    online = false;
    await expect(request({ url: '/workout-logs' })).rejects.toBeInstanceOf(OfflineError);
    const client = createApolloClient('http://localhost/graphql');
    await expect(client.query({ query: LiveLogReferenceDocument, fetchPolicy: 'network-only' })).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the online event', async () => {
    online = false;
    let done = false;
    const waiting = whenOnline().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    goOnline();
    await waiting;
    expect(done).toBe(true);
  });
});

describe('the session offline', () => {
  const userInfo = { userId: 'u1', userName: 'sam_lifts', roles: ['User'] } as UserInfo;

  it('carries on as the member last signed in here, logging nothing', async () => {
    fetchMock.mockResolvedValue(json({ data: { userInfo } }));
    await new SessionStore().revalidate({ force: true });
    fetchMock.mockClear();

    online = false;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reopened = new SessionStore();
    expect(await reopened.revalidate({ force: true })).toMatchObject({ userName: 'sam_lifts' });
    expect(reopened.getSnapshot()).toMatchObject({ data: { userName: 'sam_lifts' }, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});
