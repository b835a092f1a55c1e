// Every catalogue has every key of the English one, filled, with the same placeholders, and the plural forms its
// language's rules ask for; none has a key English lacks. t() only takes English's keys (i18next.d.ts), so a text
// cannot be asked for that the catalogues do not hold.
import { describe, expect, it } from 'vitest';
import { ENABLED_LANGUAGES, DEFAULT_LANGUAGE } from '../../common/languages';
import { loadCatalogue } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';

type Tree = { [key: string]: string | Tree | readonly Tree[] };

/** Every leaf as 'a.b.c' → text; array items as 'a.0.b'. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const english = leaves(en);

describe.each(ENABLED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))('the %s catalogue', (language) => {
  it('has every English key, filled, with the same placeholders', async () => {
    const translated = leaves(await loadCatalogue(language));
    const problems: string[] = [];
    for (const [key, text] of english) {
      const other = translated.get(key);
      if (other === undefined) problems.push(`${key}: missing`);
      else if (!other.trim() && text.trim()) problems.push(`${key}: empty`);
      else if (placeholders(other).join() !== placeholders(text).join())
        problems.push(`${key}: placeholders ${placeholders(other)} ≠ ${placeholders(text)}`);
    }
    for (const key of translated.keys()) {
      if (!english.has(key) && !english.has(key.replace(PLURAL, '_other'))) problems.push(`${key}: not an English key`);
    }
    expect(problems).toEqual([]);
  });

  it("has each plural in every form the language's rules use", async () => {
    const translated = leaves(await loadCatalogue(language));
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));
    const missing = bases.flatMap((base) => forms.filter((form) => !translated.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
    expect(missing).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it("has each plural in every form English's rules use", () => {
    const bases = [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
    const missing = [...new Set(bases)].flatMap((base) =>
      ['one', 'other'].filter((form) => !english.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });
});
