// The 401 flow of spec §8: one refresh at a time, the waiting calls retried once with a Bearer token, and the
// failed-refresh path (cookies cleared, sign-out, login redirect with callbackUrl, the exact error).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../web/src/lib/navigation';
import { resetRefreshState, setRefreshFailureHandler } from '../../web/src/lib/refresh';
import { request, RequestError } from '../../web/src/lib/request';
import { callHeader, callUrl, json, signedOutBrowser, unauthorized } from './setup';

const fetchMock = vi.fn<typeof fetch>();
const navigator = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  navigator.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigator);
  resetRefreshState();
  window.history.replaceState(null, '', '/settings?tab=units');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
});

const refreshCalls = () => fetchMock.mock.calls.filter((call) => callUrl(call).endsWith('/auth/refresh'));

/** A server whose old token is expired: answers 401 unless the call carries the new Bearer token. */
function expiredSessionServer({ refreshOk = true, delayMs = 20 } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : (input as Request).url;
    if (url.endsWith('/auth/refresh')) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return refreshOk ? json({ data: { accessToken: 'fresh-token' } }) : unauthorized();
    }
    if (url.endsWith('/auth/signout')) return new Response(null, { status: 204 });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (headers.Authorization === 'Bearer fresh-token') return json({ data: { url } });
    return unauthorized();
  });
}

describe('refresh queue', () => {
  it('asks for no refresh and no sign-out in a browser without session cookies: straight to the login page', async () => {
    signedOutBrowser();
    expiredSessionServer();
    await expect(request({ url: '/one' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.map((call) => callUrl(call))).toEqual(['/api/one']);
    expect(navigator).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%3Ftab%3Dunits', { replace: true });
  });

  it('refreshes once for three concurrent 401s and retries each with the new Bearer token', async () => {
    expiredSessionServer();
    const results = await Promise.all([
      request({ url: '/one' }),
      request({ url: '/two' }),
      request({ url: '/three', method: 'POST', data: { a: 1 } }),
    ]);
    expect(results).toEqual([{ url: '/api/one' }, { url: '/api/two' }, { url: '/api/three' }]);
    expect(refreshCalls()).toHaveLength(1);
    const refresh = refreshCalls()[0]!;
    expect(refresh[1]?.method).toBe('POST');
    expect(refresh[1]?.credentials).toBe('include');
    const retries = fetchMock.mock.calls.filter((call) => callHeader(call, 'Authorization') === 'Bearer fresh-token');
    expect(retries.map((call) => callUrl(call)).sort()).toEqual(['/api/one', '/api/three', '/api/two']);
    // The retry repeats the original call: same method and body.
    const postRetry = retries.find((call) => callUrl(call) === '/api/three')!;
    expect(postRetry[1]?.method).toBe('POST');
    expect(postRetry[1]?.body).toBe(JSON.stringify({ a: 1 }));
    expect(navigator).not.toHaveBeenCalled();
  });

  it('retries only once: a retry that is refused again fails with that 401', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : (input as Request).url;
      if (url.endsWith('/auth/refresh')) return json({ data: { accessToken: 'fresh-token' } });
      return unauthorized();
    });
    const error = (await request({ url: '/still-401' }).catch((e: unknown) => e)) as RequestError;
    expect(error.status).toBe(401);
    expect(error.message).toBe('You need to sign in to do that');
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock.mock.calls.filter((call) => callUrl(call) === '/api/still-401')).toHaveLength(2);
  });

  it('never refreshes for the refresh call itself', async () => {
    fetchMock.mockResolvedValue(unauthorized());
    await expect(request({ url: '/auth/refresh', method: 'POST', data: {} })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('on a failed refresh: clears the cookies, signs out, goes to the login page with callbackUrl and fails with the §8 error', async () => {
    expiredSessionServer({ refreshOk: false });
    const dropSession = vi.fn();
    setRefreshFailureHandler(dropSession);
    document.cookie = 'jwt_token=stale; path=/';
    document.cookie = 'refresh_token=stale; path=/';
    const errors = await Promise.all(
      [request({ url: '/a' }), request({ url: '/b' }), request({ url: '/c' })].map((p) => p.catch((e: unknown) => e)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).message).toBe('Unauthorized: Token refresh failed');
      expect((error as RequestError).status).toBe(401);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(navigator).toHaveBeenCalledTimes(1);
    expect(navigator).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%3Ftab%3Dunits', { replace: true });
    // The session store drops the stale user once, so the login page does not send them straight back.
    expect(dropSession).toHaveBeenCalledTimes(1);
    setRefreshFailureHandler(null);
    expect(document.cookie).not.toContain('jwt_token=stale');
    expect(document.cookie).not.toContain('refresh_token=stale');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some((call) => callUrl(call).endsWith('/auth/signout'))).toBe(true));
  });

  it("in 'silent' mode a failed refresh only rejects (the session check of a signed-out visitor)", async () => {
    expiredSessionServer({ refreshOk: false });
    await expect(request({ url: '/auth/session', auth: 'silent' })).rejects.toMatchObject({
      message: 'Unauthorized: Token refresh failed',
      status: 401,
    });
    expect(navigator).not.toHaveBeenCalled();
  });

  it('does not redirect from an /auth/ page', async () => {
    expiredSessionServer({ refreshOk: false });
    window.history.replaceState(null, '', '/auth/login');
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 401 });
    expect(navigator).not.toHaveBeenCalled();
  });

  it('a call that was sent before a finished refresh retries with the new token without refreshing again', async () => {
    let releaseLate: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : (input as Request).url;
      if (url.endsWith('/auth/refresh')) return json({ data: { accessToken: 'fresh-token' } });
      const headers = (init?.headers ?? {}) as Record<string, string>;
      if (headers.Authorization === 'Bearer fresh-token') return json({ data: 'ok' });
      if (url.endsWith('/late')) return new Promise<Response>((resolve) => (releaseLate = resolve));
      return unauthorized();
    });
    const late = request({ url: '/late' });
    await request({ url: '/early' });
    releaseLate(unauthorized());
    await expect(late).resolves.toBe('ok');
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('Apollo uses the same queue', () => {
  it('an UNAUTHENTICATED GraphQL error refreshes once and retries the operation with the Bearer token', async () => {
    const { gql } = await import('@apollo/client');
    const { createApolloClient } = await import('../../web/src/lib/apollo');
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : (input as Request).url;
      if (url.endsWith('/auth/refresh')) return json({ data: { accessToken: 'fresh-token' } });
      const headers = new Headers(init?.headers as HeadersInit);
      if (headers.get('authorization') === 'Bearer fresh-token')
        return json({ data: { viewer: { __typename: 'User', userId: 'u1', userName: 'sam' } } });
      return json({ data: null, errors: [{ message: 'You need to sign in to do that', extensions: { code: 'UNAUTHENTICATED' } }] });
    });
    const client = createApolloClient('http://localhost/graphql');
    const query = gql`
      query Viewer {
        viewer {
          userId
          userName
        }
      }
    `;
    const [first, second] = await Promise.all([client.query({ query }), client.query({ query, fetchPolicy: 'network-only' })]);
    expect(first.data).toEqual({ viewer: { __typename: 'User', userId: 'u1', userName: 'sam' } });
    expect(second.data).toEqual(first.data);
    expect(refreshCalls()).toHaveLength(1);
    expect(navigator).not.toHaveBeenCalled();
  });

  it('a 401 from /graphql with a failed refresh goes to the login page', async () => {
    const { gql } = await import('@apollo/client');
    const { createApolloClient } = await import('../../web/src/lib/apollo');
    fetchMock.mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : (input as Request).url;
      if (url.endsWith('/auth/signout')) return new Response(null, { status: 204 });
      return unauthorized();
    });
    const client = createApolloClient('http://localhost/graphql');
    const query = gql`
      query Me {
        viewer {
          userId
        }
      }
    `;
    await expect(client.query({ query })).rejects.toMatchObject({ message: 'Unauthorized: Token refresh failed' });
    expect(navigator).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%3Ftab%3Dunits', { replace: true });
  });
});

describe('Apollo cache policies', () => {
  it('normalizes entities by their code, keeps key-less objects embedded, and pages connections relay-style', async () => {
    const { InMemoryCache, gql } = await import('@apollo/client');
    const { createTypePolicies } = await import('../../web/src/lib/apollo');
    const policies = createTypePolicies();
    const cache = new InMemoryCache({ typePolicies: policies });
    cache.writeQuery({
      query: gql`
        query Muscles {
          muscles {
            muscleCode
            muscleName
            thumbnail {
              fileUrl
            }
          }
        }
      `,
      data: {
        muscles: [
          {
            __typename: 'Muscle',
            muscleCode: 'QUADRICEPS',
            muscleName: 'Quadriceps',
            thumbnail: { __typename: 'MediaAsset', fileUrl: '/q.png' },
          },
        ],
      },
    });
    const store = cache.extract() as Record<string, Record<string, unknown>>;
    expect(store['Muscle:{"muscleCode":"QUADRICEPS"}']).toMatchObject({ muscleName: 'Quadriceps', thumbnail: { fileUrl: '/q.png' } });
    expect(Object.keys(store).some((key) => key.startsWith('MediaAsset:'))).toBe(false);
    const fields = (policies.Query as { fields: Record<string, { keyArgs?: unknown; merge?: unknown }> }).fields;
    for (const name of ['users', 'creatorProfiles', 'feedback', 'exercises', 'exerciseVideos', 'exerciseInstructions'])
      expect(typeof fields[name]?.merge).toBe('function');
    expect(fields.exercises?.keyArgs).toEqual(['filter', 'sort']);
  });
});
