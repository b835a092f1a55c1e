// The generic REST helper of spec §7: base URL with trailing slashes trimmed (default '/api'); query params with
// null and undefined skipped; JSON bodies, or FormData/Blob/URLSearchParams/ArrayBuffer passed unchanged; headers;
// responseType json | blob | arraybuffer | text; AbortSignal; 204 → null; a non-JSON body parsed as JSON when
// possible, else left as text; 'Failed to parse response as {type}' with the status when a body cannot be read;
// any other non-ok answer fails with the body, status and statusText (RequestError); `{data}` bodies give `data`.
// A 401 goes through the shared refresh queue (./refresh.ts) and the call is retried once with a Bearer token.
// While the browser is offline a call fails at once, unsent (./online.ts).
import { API_BASE_URL } from './constants';
import { RequestError, serverError } from './errors';
import { fetchWhenOnline } from './online';
import { getAuthGeneration, isRefreshExempt, tokenAfterUnauthorized } from './refresh';
import { translate } from '../i18n';

export { RequestError } from './errors';
export type { FieldError } from './errors';

export type ResponseType = 'json' | 'blob' | 'arraybuffer' | 'text';
type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  url: string;
  method?: string;
  params?: QueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** Defaults to '/api'. */
  baseURL?: string;
  /** Set on the one retry after a token refresh; a retry that fails with 401 is not retried again. */
  isRetry?: boolean;
  /**
   * What a 401 does: 'redirect' (default) refreshes, and on failure signs out and goes to the login page;
   * 'silent' refreshes but on failure only rejects; 'none' rejects at once.
   */
  auth?: 'redirect' | 'silent' | 'none';
}

export function buildUrl(url: string, params?: QueryParams, baseURL: string = API_BASE_URL): string {
  if (!url) throw new Error(translate('app.errors.missingUrl'));
  let full: string;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) full = url;
  else {
    const base = baseURL.replace(/\/+$/, '');
    full = `${base}${url.startsWith('/') ? url : `/${url}`}`;
  }
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      const values: readonly ParamValue[] = Array.isArray(value) ? value : [value as ParamValue];
      for (const item of values) if (item !== null && item !== undefined) search.append(key, String(item));
    }
    const query = search.toString();
    if (query) full += `${full.includes('?') ? '&' : '?'}${query}`;
  }
  return full;
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && data instanceof ReadableStream) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function hasHeader(headers: Record<string, string>, name: string) {
  return Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
}

/** A body read as text, then as JSON when it parses; empty gives null. */
function parseLoose(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readSuccess(response: Response, type: ResponseType): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  try {
    switch (type) {
      case 'blob':
        return await response.blob();
      case 'arraybuffer':
        return await response.arrayBuffer();
      case 'text':
        return await response.text();
      default: {
        const text = await response.text();
        if (!text) return null;
        const declaredJson = /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
        // Declared JSON must parse; anything else is parsed as JSON when it can be, else left as text.
        return declaredJson ? (JSON.parse(text) as unknown) : parseLoose(text);
      }
    }
  } catch (cause) {
    throw new RequestError(translate('app.errors.parseFailed', { type }), {
      status: response.status,
      statusText: response.statusText,
      cause,
    });
  }
}

async function readFailure(response: Response): Promise<RequestError> {
  let body: unknown = null;
  try {
    body = parseLoose(await response.text());
  } catch {
    body = null;
  }
  const message =
    serverError(body)?.message ||
    (typeof body === 'string' && body.length < 300 ? body : '') ||
    response.statusText ||
    `Request failed with status ${response.status}`;
  return new RequestError(message, { status: response.status, statusText: response.statusText, body });
}

function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: unknown }).data;
  return body;
}

export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const { method = 'GET', params, data, responseType = 'json', signal, baseURL, isRetry = false, auth = 'redirect' } = options;
  const url = buildUrl(options.url, params, baseURL);
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: BodyInit | undefined;
  if (data !== undefined && data !== null) {
    if (isRawBody(data)) body = data;
    else {
      body = JSON.stringify(data);
      if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
    }
  }
  if (responseType === 'json' && !hasHeader(headers, 'Accept')) headers.Accept = 'application/json';

  const startedGeneration = getAuthGeneration();
  const response = await fetchWhenOnline(url, { method, headers, body, signal, credentials: 'include' });

  if (response.status === 401 && !isRetry && auth !== 'none' && !isRefreshExempt(url)) {
    // Drain the 401 body so the connection can be reused; its content does not matter.
    await response.text().catch(() => '');
    const token = await tokenAfterUnauthorized({ startedGeneration, redirect: auth === 'redirect' });
    return request<T>({ ...options, isRetry: true, headers: { ...(options.headers ?? {}), Authorization: `Bearer ${token}` } });
  }
  if (!response.ok) throw await readFailure(response);
  const result = await readSuccess(response, responseType);
  return (responseType === 'json' ? unwrap(result) : result) as T;
}
