import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/session';
import { switchLanguage } from '../../i18n';
import { rememberLanguage } from '../../i18n/choice';

/**
 * A signed-in member sees the interface in the language of their settings, on every device: once the session is
 * known, a device showing another one switches (and remembers it, so the next page loads in it).
 */
export function MemberLanguage() {
  const { userInfo } = useSession();
  const { i18n } = useTranslation();
  const wanted = userInfo?.language;
  useEffect(() => {
    if (!wanted || wanted === i18n.language) return;
    rememberLanguage(wanted);
    void switchLanguage(i18n, wanted);
  }, [wanted, i18n]);
  return null;
}
