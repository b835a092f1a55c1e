// The error every REST call fails with: the server's message, the HTTP status and status text, the parsed body,
// and the server's stable code and per-field details when it sent them ({"error": {code, message, details}}).
import { translate } from '../i18n';

export interface FieldError {
  field: string;
  message: string;
}

export interface RequestErrorInit {
  status: number;
  statusText?: string;
  body?: unknown;
  cause?: unknown;
}

export class RequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly code: string | undefined;
  readonly details: FieldError[];

  constructor(message: string, init: RequestErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RequestError';
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body ?? null;
    const error = serverError(init.body);
    this.code = error?.code;
    this.details = error?.details ?? [];
  }
}

interface ServerErrorBody {
  code?: string;
  message?: string;
  details?: FieldError[];
}

/** The `error` object of a server error body, if the body has one. */
export function serverError(body: unknown): ServerErrorBody | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    details: Array.isArray(details)
      ? details.filter((d): d is FieldError => !!d && typeof d.field === 'string' && typeof d.message === 'string')
      : undefined,
  };
}

/** §8: the error message, else the status text, else 'An error occurred'. */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestError) return error.message || error.statusText || translate('app.errors.fallback');
  if (error instanceof Error) return error.message || translate('app.errors.fallback');
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const { message, statusText } = error as { message?: unknown; statusText?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return translate('app.errors.fallback');
}

/** Field messages keyed by field name ('_' for the whole form), from a RequestError's details. */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof RequestError)) return result;
  for (const detail of error.details) {
    const key = detail.field.split('.')[0] ?? detail.field;
    result[key] ??= detail.message;
  }
  return result;
}
