// The language exercise names and instructions are shown in (English (US) or Español (ES)): kept in the address as
// ?lang= and remembered on the device, so the Flexicon's cards and an exercise's page follow one choice.
import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_INSTRUCTION_LOCALE, INSTRUCTION_LOCALES, LOCALE_PARAM, type InstructionLocale } from '../constants';
import { chosenLocale, parseLocale, rememberLocale } from '../variables';

/** The chosen language, from and to the query string (replacing the entry: it is a view setting). */
export function useInstructionLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const locale = chosenLocale(params);
  const setLocale = (next: InstructionLocale) => {
    rememberLocale(next);
    const nextParams = new URLSearchParams(location.search);
    if (next === DEFAULT_INSTRUCTION_LOCALE) nextParams.delete(LOCALE_PARAM);
    else nextParams.set(LOCALE_PARAM, next);
    const search = nextParams.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };
  return [locale, setLocale] as const;
}

export function LanguageSelect({ testId, size = 'sm' }: { testId: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [locale, setLocale] = useInstructionLocale();
  const selectId = useId();
  return (
    <HStack gap="2" flex="0 0 auto">
      <Text asChild fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        <label htmlFor={selectId}>{t('flexicon.exercise.language')}</label>
      </Text>
      <NativeSelect.Root size={size} width="auto">
        <NativeSelect.Field
          id={selectId}
          value={locale}
          bg="surface"
          onChange={(event) => setLocale(parseLocale(event.target.value))}
          data-testid={testId}
        >
          {INSTRUCTION_LOCALES.map((item) => (
            <option key={item.localeCode} value={item.localeCode}>
              {item.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
