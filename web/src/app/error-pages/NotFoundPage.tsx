import { ErrorScreen } from './ErrorScreen';
import { useTranslation } from 'react-i18next';

/** The 404 page (spec §2.7): unknown paths, and pages that raise a not-found condition. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen status={404} title={t('app.errorPage.notFoundTitle')} description={t('app.errorPage.notFoundDescription')} />;
}
