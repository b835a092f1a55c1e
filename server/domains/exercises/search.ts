import { searchTextOf } from '../../lib/search-text.js';

/** What an exercise is found by: its code, names and aliases in every locale, and the codes merged into it. */
export interface ExerciseSearchParts {
  code: string;
  name: string;
  aliases: string[];
  mergedCodes?: string[];
  names?: { name: string; aliases: string[] }[];
}

export const exerciseSearchText = ({ code, name, aliases, mergedCodes = [], names = [] }: ExerciseSearchParts) =>
  searchTextOf([
    name,
    ...aliases,
    ...[code, ...mergedCodes].map((value) => value.replace(/_/g, ' ')),
    ...names.flatMap((entry) => [entry.name, ...entry.aliases]),
  ]);
