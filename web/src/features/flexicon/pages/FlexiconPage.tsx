// The Flexicon page: /flexicon/explore in the website layout (no sign-in needed) and /flexicon in the signed-in
// layout with the sidebar. The layout around it is the route's; the page is the same.
import { usePageTitle } from '../../../lib/page-shell';
import { FlexiconBrowser } from '../components/FlexiconBrowser';
import { useTranslation } from 'react-i18next';

export function FlexiconPage() {
  const { t } = useTranslation();
  usePageTitle(t('flexicon.title'), t('flexicon.intro'));
  return <FlexiconBrowser />;
}
