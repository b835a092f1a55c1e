// Lists what breaks the catalogue's rules, and the Flexicon's filter chips with their counts. With file arguments
// (seed files under prisma/seed/exercises) it reports only the exercises those files write, for whoever is writing
// them; chip counts and catalogue-wide rules are always shown whole.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exercises } from '../../prisma/seed/exercises/index.js';
import { catalogueProblems, filterChipCounts, MIN_PER_FILTER_CHIP } from '../../prisma/seed/rules.js';

async function codesWrittenIn(files: string[]): Promise<Set<string> | null> {
  if (!files.length) return null;
  const found = new Set<string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (Array.isArray(value)) {
        for (const row of value as { code?: string }[]) if (row.code) found.add(row.code);
      } else if (value && typeof value === 'object') for (const code of Object.keys(value)) found.add(code);
    }
  }
  return found;
}

const only = await codesWrittenIn(process.argv.slice(2));
const mentions = (line: string) => !only || [...only].some((code) => line.includes(code));
let failures = 0;
for (const [rule, lines] of Object.entries(catalogueProblems(exercises))) {
  const shown = lines.filter((line) => mentions(line) || rule.startsWith('every filter chip') || rule.startsWith('every equipment code'));
  if (!shown.length) continue;
  failures += shown.length;
  console.log(`\n✗ ${rule} (${shown.length})`);
  for (const line of shown.slice(0, 40)) console.log(`  ${line}`);
}
console.log(`\n${exercises.length} exercises${only ? `, ${only.size} in the files given` : ''}.`);
console.log(
  filterChipCounts(exercises)
    .map(({ chip, count }) => `${count < MIN_PER_FILTER_CHIP ? '✗' : ' '} ${chip}: ${count}`)
    .join('\n'),
);
process.exit(failures ? 1 : 0);
