// One error type for the whole domain layer. GraphQL turns it into a typed error result, REST into a status.

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (message: string, details: FieldError[] = []) => new AppError('BAD_USER_INPUT', message, details);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
export const unauthenticated = (message = 'You need to sign in to do that') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError('FORBIDDEN', message);
export const conflict = (message: string, details: FieldError[] = []) => new AppError('CONFLICT', message, details);

/** Turns database constraint failures into the errors a user can act on. */
export function fromDatabaseError(error: unknown, what: string): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'P2002') return conflict(`${what} already exists`);
  if (code === 'P2025') return notFound(what);
  if (code === 'P2003') return conflict(`${what} is still referenced elsewhere`);
  return error;
}
