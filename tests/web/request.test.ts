// The request helper of spec §7 against a fetch replaced by vi.fn returning real Response objects.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, request, RequestError } from '../../web/src/lib/request';
import { resetRefreshState } from '../../web/src/lib/refresh';
import { callHeader, callInit, callUrl, json } from './setup';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRefreshState();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('URL building', () => {
  it('uses /api by default and trims trailing slashes from the base', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await request({ url: '/auth/session' });
    expect(callUrl(fetchMock.mock.calls[0]!)).toBe('/api/auth/session');
    expect(buildUrl('things', undefined, 'https://api.example.com///')).toBe('https://api.example.com/things');
    expect(buildUrl('/things', undefined, '/v2/')).toBe('/v2/things');
  });

  it('skips null and undefined params and repeats arrays', () => {
    expect(buildUrl('/list', { a: 1, b: null, c: undefined, d: 'x y', e: false, tags: ['A', null, 'B'] })).toBe(
      '/api/list?a=1&d=x+y&e=false&tags=A&tags=B',
    );
    expect(buildUrl('/list?x=1', { y: 2 })).toBe('/api/list?x=1&y=2');
    expect(buildUrl('/list', { only: null })).toBe('/api/list');
  });

  it('leaves absolute URLs alone', () => {
    expect(buildUrl('https://hooks.example.com/x', { q: 1 })).toBe('https://hooks.example.com/x?q=1');
  });

  it("fails with 'Missing request URL' when no URL is given", async () => {
    await expect(request({ url: '' })).rejects.toThrow(new Error('Missing request URL'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request bodies and options', () => {
  it('sends JSON with a content type, the method, headers, credentials and the signal', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }, { status: 201 }));
    const controller = new AbortController();
    const result = await request<{ ok: boolean }>({
      url: '/feedback',
      method: 'POST',
      data: { feedback: 'hi', isAnonymous: false },
      headers: { 'X-Trace': 'abc' },
      signal: controller.signal,
    });
    expect(result).toEqual({ ok: true });
    const call = fetchMock.mock.calls[0]!;
    const init = callInit(call);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ feedback: 'hi', isAnonymous: false }));
    expect(callHeader(call, 'Content-Type')).toBe('application/json');
    expect(callHeader(call, 'X-Trace')).toBe('abc');
    expect(init.credentials).toBe('include');
    expect(init.signal).toBe(controller.signal);
  });

  it('passes FormData through unchanged and lets the browser set its content type', async () => {
    fetchMock.mockResolvedValue(json({ data: { mediaAssetId: 'm1' } }));
    const form = new FormData();
    form.append('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    await request({ url: '/media-assets', method: 'POST', data: form });
    const call = fetchMock.mock.calls[0]!;
    expect(callInit(call).body).toBe(form);
    expect(callHeader(call, 'Content-Type')).toBeUndefined();
  });

  it('keeps a caller-given content type', async () => {
    fetchMock.mockResolvedValue(json({ data: null }));
    await request({ url: '/x', method: 'PUT', data: { a: 1 }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(callHeader(fetchMock.mock.calls[0]!, 'Content-Type')).toBe('application/merge-patch+json');
  });

  it('rejects when the signal aborts', async () => {
    fetchMock.mockImplementation((_input, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    });
    const controller = new AbortController();
    const pending = request({ url: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('responses', () => {
  it('returns the data payload of {data} bodies', async () => {
    fetchMock.mockResolvedValue(json({ data: { userInfo: { userName: 'sam' } } }));
    await expect(request({ url: '/auth/session' })).resolves.toEqual({ userInfo: { userName: 'sam' } });
  });

  it('returns bodies without a data key as they are', async () => {
    fetchMock.mockResolvedValue(json([1, 2, 3]));
    await expect(request({ url: '/list' })).resolves.toEqual([1, 2, 3]);
  });

  it('gives null for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request({ url: '/auth/signout', method: 'POST' })).resolves.toBeNull();
  });

  it('parses a non-JSON body as JSON when it can, else leaves it as text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"data":{"a":1}}', { headers: { 'content-type': 'text/plain' } }));
    await expect(request({ url: '/a' })).resolves.toEqual({ a: 1 });
    fetchMock.mockResolvedValueOnce(new Response('plain words', { headers: { 'content-type': 'text/plain' } }));
    await expect(request({ url: '/b' })).resolves.toBe('plain words');
  });

  it('reads blob, arraybuffer and text response types', async () => {
    fetchMock.mockResolvedValueOnce(new Response('binary', { headers: { 'content-type': 'application/octet-stream' } }));
    const blob = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(blob.size).toBe(6);
    expect(await blob.text()).toBe('binary');

    fetchMock.mockResolvedValueOnce(new Response('abc'));
    const buffer = await request<ArrayBuffer>({ url: '/file', responseType: 'arraybuffer' });
    expect(buffer.byteLength).toBe(3);

    fetchMock.mockResolvedValueOnce(new Response('{"data":"not unwrapped"}', { headers: { 'content-type': 'application/json' } }));
    await expect(request({ url: '/file', responseType: 'text' })).resolves.toBe('{"data":"not unwrapped"}');
    expect(callHeader(fetchMock.mock.calls[2]!, 'Accept')).toBeUndefined();
  });

  it("fails with 'Failed to parse response as {type}' and the status when a declared body cannot be read", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await request({ url: '/broken' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe('Failed to parse response as json');
    expect((error as RequestError).status).toBe(200);

    const unreadable = new Response('x');
    vi.spyOn(unreadable, 'blob').mockRejectedValue(new TypeError('stream broke'));
    fetchMock.mockResolvedValueOnce(unreadable);
    await expect(request({ url: '/file', responseType: 'blob' })).rejects.toMatchObject({
      message: 'Failed to parse response as blob',
      status: 200,
    });
  });

  it('fails on other non-ok answers with the body, status and statusText', async () => {
    const body = {
      error: {
        code: 'BAD_USER_INPUT',
        message: 'userName: Must be at least 3 characters',
        details: [{ field: 'userName', message: 'Must be at least 3 characters' }],
      },
    };
    fetchMock.mockResolvedValue(json(body, { status: 400, statusText: 'Bad Request' }));
    const error = (await request({ url: '/user', method: 'PUT', data: { userName: 'x' } }).catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.body).toEqual(body);
    expect(error.message).toBe('userName: Must be at least 3 characters');
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.details).toEqual([{ field: 'userName', message: 'Must be at least 3 characters' }]);
  });

  it('uses the status text when an error body has no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: 'Service Unavailable', status: 503, body: null });
  });

  it('does not refresh on a 401 from a credential call (a wrong password)', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'UNAUTHENTICATED', message: 'The e-mail or password is not right', details: [] } }, { status: 401 }),
    );
    await expect(request({ url: '/auth/password/initiate', method: 'POST', data: {}, auth: 'none' })).rejects.toMatchObject({
      status: 401,
      message: 'The e-mail or password is not right',
    });
    await expect(request({ url: '/auth/password/initiate', method: 'POST', data: {} })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.every((call) => !callUrl(call).endsWith('/auth/refresh'))).toBe(true);
  });
});
