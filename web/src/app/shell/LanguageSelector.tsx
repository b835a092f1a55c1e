import { Badge, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Check, Languages } from 'lucide-react';
import { LANGUAGES } from '../../lib/constants';
import { strings } from '../../lib/strings';

/** §2.7: only English (US) is enabled; the others are disabled and marked 'Coming Q4 2025'. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const current = LANGUAGES[0];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${strings.language.label}: ${current.label}`} data-testid="language-selector">
          <Languages aria-hidden="true" />
          {!compact && <Text as="span">{current.label}</Text>}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="240px">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{strings.language.label}</Menu.ItemGroupLabel>
              {LANGUAGES.map((language) => (
                <Menu.Item key={language.code} value={language.code} disabled={!language.enabled}>
                  <HStack justify="space-between" width="100%">
                    <Text as="span" lang={language.code}>
                      {language.label}
                    </Text>
                    {language.enabled ? (
                      <Check size={16} aria-label="Selected" />
                    ) : (
                      <Badge size="xs" variant="subtle" colorPalette="gray">
                        {strings.language.comingSoon}
                      </Badge>
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
