import { builder } from './builder.js';
import { AppError, type FieldError } from '../lib/errors.js';
import { translateMessage } from '../messages/translate.js';

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'Why one input field was refused.',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.string({ resolve: (error, _args, ctx) => translateMessage(error.message, ctx.language) }),
  }),
});

const ErrorCodeEnum = builder.enumType('ErrorCode', {
  values: [
    'BAD_USER_INPUT',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'RATE_LIMITED',
    'BAD_GATEWAY',
    'INTERNAL',
  ] as const,
});

/** The typed error result of every mutation: a stable code, a message and per-field details. */
builder.objectType(AppError, {
  name: 'AppError',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    message: t.string({ resolve: (error, _args, ctx) => translateMessage(error.message, ctx.language) }),
    details: t.field({ type: [FieldErrorRef], resolve: (error) => error.details }),
  }),
});
