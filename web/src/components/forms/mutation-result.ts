// Typed mutation results (`... on Mutation<X>Success { data }` or `... on AppError { code message details }`):
// `unwrapResult` returns the success branch or throws a MutationFailure carrying the server's per-field details,
// and `describeFailure` turns any error (typed, GraphQL, network, REST) into a message plus field messages.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RequestError, errorMessage } from '../../lib/errors';
import type { TFunction } from '../../i18n';

export interface FieldDetail {
  field: string;
  message: string;
}

/** Field messages keyed by the full path ('muscleUsage.0.targetPercentage') and by its first segment ('muscleUsage'). */
export type FieldErrors = Record<string, string>;

interface AppErrorShape {
  __typename: 'AppError';
  code: string;
  message: string;
  details: FieldDetail[];
}

export class MutationFailure extends Error {
  readonly code: string;
  readonly details: FieldDetail[];

  constructor(message: string, code: string, details: FieldDetail[] = []) {
    super(message);
    this.name = 'MutationFailure';
    this.code = code;
    this.details = details;
  }
}

function isAppError(value: unknown): value is AppErrorShape {
  return !!value && typeof value === 'object' && (value as { __typename?: unknown }).__typename === 'AppError';
}

/** The success branch of a typed mutation result; an AppError (or no result at all) throws a MutationFailure. */
export function unwrapResult<T extends { __typename?: string }>(
  result: T | null | undefined,
  t: TFunction,
): Exclude<T, { __typename: 'AppError' }> {
  if (!result) throw new MutationFailure(t('components.forms.noAnswer'), 'INTERNAL');
  if (isAppError(result)) throw new MutationFailure(result.message, result.code, result.details);
  return result as Exclude<T, { __typename: 'AppError' }>;
}

/** Groups details by field: several messages for one field are joined; each path also fills its first segment. */
export function fieldErrorsFrom(details: readonly FieldDetail[]): FieldErrors {
  const result: FieldErrors = {};
  const add = (key: string, message: string) => {
    if (!result[key]) result[key] = message;
    else if (!result[key].split(' · ').includes(message)) result[key] = `${result[key]} · ${message}`;
  };
  for (const detail of details) {
    add(detail.field, detail.message);
    const first = detail.field.split('.')[0];
    if (first && first !== detail.field) add(first, detail.message);
  }
  return result;
}

export interface FailureDescription {
  message: string;
  code?: string;
  fields: FieldErrors;
}

export function describeFailure(error: unknown): FailureDescription {
  if (error instanceof MutationFailure) return { message: error.message, code: error.code, fields: fieldErrorsFrom(error.details) };
  if (error instanceof RequestError) return { message: errorMessage(error), code: error.code, fields: fieldErrorsFrom(error.details) };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    return { message: first?.message || errorMessage(error), code, fields: {} };
  }
  return { message: errorMessage(error), fields: {} };
}

/** The message of an error whose code says the thing does not exist (for "new" forms checking a code is free). */
export function isNotFound(error: unknown): boolean {
  if (error instanceof MutationFailure) return error.code === 'NOT_FOUND';
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
  return false;
}
