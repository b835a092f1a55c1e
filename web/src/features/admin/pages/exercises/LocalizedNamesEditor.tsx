// The exercise's name and aliases in each locale other than English (US), whose name and aliases are the exercise's
// own. A locale left without a name has none: the Flexicon shows the English name there.
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from '../../../../i18n';
import { NAME_MAX_CHARS } from '../../../../components/forms/constants';
import { TextField } from '../../../../components/forms/fields';
import { ChipsInput } from '../../components/ChipsInput';
import { EXERCISE_MAX_ALIASES } from '../../constants';
import type { LocaleOption } from './InstructionsEditor';

/** The locale whose name and aliases are the exercise's own fields. */
export const BASE_LOCALE = 'en-US';

export type LocalizedNames = Record<string, { name: string; aliases: string[] }>;

export function toNamesInput(names: LocalizedNames) {
  return Object.entries(names)
    .filter(([, entry]) => entry.name.trim())
    .map(([localeCode, entry]) => ({ localeCode, name: entry.name.trim(), aliases: entry.aliases }));
}

/** Aliases need a name to belong to: an error per locale that has aliases and no name. */
export function localizedNameErrors(t: TFunction, names: LocalizedNames): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .filter(([, entry]) => !entry.name.trim() && entry.aliases.length)
      .map(([localeCode]) => [`names.${localeCode}`, t('admin.editor.localizedNameRequired')]),
  );
}

export function LocalizedNamesEditor({
  locales,
  names,
  onChange,
  errorFor,
}: {
  locales: readonly LocaleOption[];
  names: LocalizedNames;
  onChange(names: LocalizedNames): void;
  errorFor(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  const others = locales.filter((locale) => locale.localeCode !== BASE_LOCALE);
  if (!others.length) return null;
  const update = (localeCode: string, change: Partial<LocalizedNames[string]>) =>
    onChange({ ...names, [localeCode]: { name: '', aliases: [], ...names[localeCode], ...change } });
  return (
    <Stack gap="4" data-testid="localized-names">
      <Text fontSize="sm" color="fg.muted">
        {t('admin.editor.localizedNamesHelp')}
      </Text>
      {others.map((locale) => (
        <Stack key={locale.localeCode} gap="2">
          <TextField
            label={t('admin.editor.localizedName', { language: locale.localeName })}
            value={names[locale.localeCode]?.name ?? ''}
            onValueChange={(name) => update(locale.localeCode, { name })}
            maxLength={NAME_MAX_CHARS}
            lang={locale.localeCode}
            error={errorFor(`names.${locale.localeCode}`) ?? errorFor('names')}
          />
          <ChipsInput
            label={t('admin.editor.localizedAliases', { language: locale.localeName })}
            inputLabel={t('admin.editor.localizedAliasInput', { language: locale.localeName })}
            addLabel={t('admin.editor.addAlias')}
            removeLabel={(alias) => t('admin.editor.removeAlias', { alias })}
            values={names[locale.localeCode]?.aliases ?? []}
            onChange={(aliases) => update(locale.localeCode, { aliases })}
            max={EXERCISE_MAX_ALIASES}
            maxLength={NAME_MAX_CHARS}
          />
        </Stack>
      ))}
    </Stack>
  );
}
