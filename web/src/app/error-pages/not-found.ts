// "A not-found condition raises a 404 error" (§2.7): pages and loaders call notFound(); the route error page shows
// the 404 screen for it, as it does for a thrown 404 response.
import { isRouteErrorResponse } from 'react-router-dom';

export class NotFoundError extends Error {
  readonly status = 404;
  constructor(message = 'Not Found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export function notFound(message?: string): never {
  throw new NotFoundError(message);
}

export function isNotFound(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  if (isRouteErrorResponse(error)) return error.status === 404;
  if (error instanceof Response) return error.status === 404;
  return false;
}
