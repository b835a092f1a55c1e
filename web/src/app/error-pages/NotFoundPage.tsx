import { ErrorScreen } from './ErrorScreen';
import { errorPageStrings } from './constants';

/** The 404 page (spec §2.7): unknown paths, and pages that raise a not-found condition. */
export function NotFoundPage() {
  return <ErrorScreen status={404} title={errorPageStrings.notFound.title} description={errorPageStrings.notFound.description} />;
}
