// The router's error element: a 404 (a thrown 404 response or notFound()) shows the not-found page; anything else
// shows the generic error screen of spec §2.7/§8 with title 'Oops!' and the error's message.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import type { TFunction } from '../../i18n';
import { isNotFound } from './not-found';

/** The status shown for an unhandled error (§8). A thrown error response keeps its own 4xx/5xx status. */
export const UNHANDLED_ERROR_STATUS = 500;

export function routeErrorMessage(error: unknown, t: TFunction): string {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data) return error.data;
    const message = (error.data as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    return error.statusText || t('app.errorPage.unhandledMessage');
  }
  if (error instanceof Error) return error.message || t('app.errorPage.unhandledMessage');
  if (typeof error === 'string' && error) return error;
  return t('app.errorPage.unhandledMessage');
}

export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 600) return error.status;
  return UNHANDLED_ERROR_STATUS;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <ErrorScreen status={routeErrorStatus(error)} title={t('app.errorPage.unhandledTitle')} description={routeErrorMessage(error, t)} />
  );
}
