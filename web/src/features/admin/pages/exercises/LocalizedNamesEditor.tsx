// The exercise's name and aliases in each locale other than English (US), whose name and aliases are the exercise's
// own. A locale left without a name has none: the Flexicon shows the English name there.
import { Stack, Text } from '@chakra-ui/react';
import { NAME_MAX_CHARS } from '../../../../components/forms/constants';
import { TextField } from '../../../../components/forms/fields';
import { ChipsInput } from '../../components/ChipsInput';
import { EXERCISE_MAX_ALIASES } from '../../constants';
import { adminStrings } from '../../strings';
import type { LocaleOption } from './InstructionsEditor';

const t = adminStrings.editor;

/** The locale whose name and aliases are the exercise's own fields. */
export const BASE_LOCALE = 'en-US';

export type LocalizedNames = Record<string, { name: string; aliases: string[] }>;

export function toNamesInput(names: LocalizedNames) {
  return Object.entries(names)
    .filter(([, entry]) => entry.name.trim())
    .map(([localeCode, entry]) => ({ localeCode, name: entry.name.trim(), aliases: entry.aliases }));
}

/** Aliases need a name to belong to: an error per locale that has aliases and no name. */
export function localizedNameErrors(names: LocalizedNames): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .filter(([, entry]) => !entry.name.trim() && entry.aliases.length)
      .map(([localeCode]) => [`names.${localeCode}`, t.localizedNameRequired]),
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
  const others = locales.filter((locale) => locale.localeCode !== BASE_LOCALE);
  if (!others.length) return null;
  const update = (localeCode: string, change: Partial<LocalizedNames[string]>) =>
    onChange({ ...names, [localeCode]: { name: '', aliases: [], ...names[localeCode], ...change } });
  return (
    <Stack gap="4" data-testid="localized-names">
      <Text fontSize="sm" color="fg.muted">
        {t.localizedNamesHelp}
      </Text>
      {others.map((locale) => (
        <Stack key={locale.localeCode} gap="2">
          <TextField
            label={t.localizedName(locale.localeName)}
            value={names[locale.localeCode]?.name ?? ''}
            onValueChange={(name) => update(locale.localeCode, { name })}
            maxLength={NAME_MAX_CHARS}
            lang={locale.localeCode}
            error={errorFor(`names.${locale.localeCode}`) ?? errorFor('names')}
          />
          <ChipsInput
            label={t.localizedAliases(locale.localeName)}
            inputLabel={t.localizedAliasInput(locale.localeName)}
            addLabel={t.addAlias}
            removeLabel={t.removeAlias}
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
