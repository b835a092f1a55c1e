import { Badge, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '../../../../common/languages';
import { useSession } from '../../features/auth/session';
import { switchLanguage } from '../../i18n';
import { rememberLanguage } from '../../i18n/choice';

/**
 * §2.7: the interface's languages; English (US) and Spanish (Spain) can be chosen, the others are marked as coming.
 * The choice is kept on the device (the server renders public pages in it) and, signed in, in the member's settings.
 */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { userInfo, updateSession } = useSession();
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  const choose = async (code: Language) => {
    rememberLanguage(code);
    await switchLanguage(i18n, code);
    if (userInfo && userInfo.language !== code) await updateSession({ language: code }).catch(() => undefined);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => void (isLanguage(value) && choose(value))}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('app.language.label')}: ${current.label}`} data-testid="language-selector">
          <Languages aria-hidden="true" />
          {!compact && <Text as="span">{current.label}</Text>}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="240px">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('app.language.label')}</Menu.ItemGroupLabel>
              {LANGUAGES.map((language) => (
                <Menu.Item key={language.code} value={language.code} disabled={!language.enabled} data-testid={`language-${language.code}`}>
                  <HStack justify="space-between" width="100%">
                    <Text as="span" lang={language.code}>
                      {language.label}
                    </Text>
                    {!language.enabled ? (
                      <Badge size="xs" variant="subtle" colorPalette="gray">
                        {t('app.language.comingSoon')}
                      </Badge>
                    ) : (
                      language.code === current.code && <Check size={16} aria-label={t('app.language.selected')} />
                    )}
                  </HStack>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
