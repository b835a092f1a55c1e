// Every catalogue has every key of the English one, filled, with the same placeholders, and the plural forms its
// language's rules ask for; none has a key English lacks. t() only takes English's keys (i18next.d.ts), so a text
// cannot be asked for that the catalogues do not hold. Every English key is asked for somewhere in web/src.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** The start of each key the app builds from a value (t(`homies.status.${status}`)): all keys under it count as asked for. */
const DYNAMIC_PREFIXES = [
  'admin.contributions.roles.',
  'admin.muscleGroups.types.',
  'app.breadcrumbs.',
  'app.theme.',
  'app.website.',
  'builder.setTypes.',
  'builder.visibilities.',
  'components.bodyMap.figureLabel.',
  'components.bodyMap.regions.',
  'components.bodyMap.views.',
  'components.pullToRefresh.',
  'dashboard.tiles.',
  'docs.fallbackTitle.',
  'flexicon.exercise.statuses.',
  'flexicon.sorts.',
  'homies.card.visibility.',
  'homies.composer.audiences.',
  'homies.headlines.',
  'homies.relation.',
  'homies.status.',
  'liveLog.column.',
  'liveLog.finishDialog.visibility.',
  'liveLog.finishDialog.visibilityHelp.',
  'liveLog.setLetter.',
  'liveLog.setType.',
  'logHistory.failure.',
  'logHistory.ownTypes.',
  'logHistory.sources.',
  'logbook.fieldError.',
  'logbook.periods.',
  'logbook.visibilityOption.',
  'logbook.visibleTo.',
  'logbook.weekday.',
  'onboarding.equipment.presets.',
  'onboarding.goals.details.',
  'onboarding.goals.names.',
  'onboarding.units.',
  'profile.roleNames.',
  'programs.builder.statuses.',
  'programs.builder.visibilities.',
  'programs.dayTypes.',
  'programs.tabs.',
  'records.kind.',
  'settings.genders.',
  'settings.shortcut.',
  'settings.systems.',
  'together.reaction.',
  'together.status.',
  'workoutImport.modes.',
  'workoutImport.sources.',
  'workouts.page.setTypes.',
  'workouts.sorts.',
  'workouts.tabs.',
];

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

  it('holds only keys that web/src asks for', () => {
    const source = webSource();
    const quoted = new Set([...source.matchAll(/['"`]([a-zA-Z]\w*(?:\.\w+)+)['"`]/g)].map((match) => match[1]));
    const unused = [...english.keys()].filter(
      (key) => !quoted.has(askedAs(key)) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('lists every prefix of a key built in a template literal', () => {
    const source = webSource();
    const built = new Set([...source.matchAll(/t\(`([a-zA-Z]\w*(?:\.\w+)*\.)\$\{/g)].map((match) => match[1] ?? ''));
    expect([...built].filter((prefix) => !DYNAMIC_PREFIXES.includes(prefix))).toEqual([]);
  });
});

/** The key as code names it: without its plural suffix, and an array by the key holding it (returnObjects). */
function askedAs(key: string): string {
  const base = key.replace(PLURAL, '');
  const item = base.search(/\.\d+(\.|$)/);
  return item < 0 ? base : base.slice(0, item);
}

const webSource = () =>
  sourceFiles(join(import.meta.dirname, '../../web/src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** The app's own modules, without the catalogues themselves and the generated GraphQL types. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith('/src/i18n') || path.endsWith('/src/gql') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
