// The Flexicon's filters and the URL query string, both ways (pure functions, so a link reproduces a view and the
// browser's back and forward buttons move between views):
//   ?q=squat&muscles=LOWER_BODY,QUADS&equipment=DUMBBELLS&tags=HOME_EXERCISE&types=WEIGHT_REPS&mine=1&sort=NAME_DESC
// Defaults are left out of the URL; unknown or malformed values are dropped when read.
import type { ExerciseFilter, ExerciseSort } from '../../gql/graphql';

export const EXERCISE_SORTS = ['NAME_ASC', 'NAME_DESC', 'NEWEST', 'RECENTLY_UPDATED'] as const satisfies readonly ExerciseSort[];
export const DEFAULT_SORT: ExerciseSort = 'NAME_ASC';

/** The query-string keys. */
export const FILTER_PARAMS = {
  search: 'q',
  muscleGroups: 'muscles',
  equipmentGroups: 'equipment',
  tags: 'tags',
  types: 'types',
  mine: 'mine',
  sort: 'sort',
} as const;

/** The server accepts at most 50 codes per filter and 100 characters of search. */
export const MAX_CODES_PER_FILTER = 50;
export const MAX_SEARCH_LENGTH = 100;

export interface FlexiconFilters {
  search: string;
  muscleGroups: string[];
  equipmentGroups: string[];
  tags: string[];
  types: string[];
  /** Only exercises whose required equipment the signed-in member has. */
  mine: boolean;
  sort: ExerciseSort;
}

export type CodeFilterKey = 'muscleGroups' | 'equipmentGroups' | 'tags' | 'types';
export const CODE_FILTER_KEYS: readonly CodeFilterKey[] = ['muscleGroups', 'equipmentGroups', 'tags', 'types'];

export const EMPTY_FILTERS: FlexiconFilters = {
  search: '',
  muscleGroups: [],
  equipmentGroups: [],
  tags: [],
  types: [],
  mine: false,
  sort: DEFAULT_SORT,
};

const CODE = /^[A-Z0-9][A-Z0-9_]*$/;

/** Codes from one or more comma-separated values: upper snake case only, each once, in the order given. */
export function parseCodes(values: readonly string[]): string[] {
  const codes: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const code = part.trim().toUpperCase();
      if (CODE.test(code) && !codes.includes(code)) codes.push(code);
    }
  }
  return codes.slice(0, MAX_CODES_PER_FILTER);
}

export function parseSort(value: string | null): ExerciseSort {
  return (EXERCISE_SORTS as readonly string[]).includes(value ?? '') ? (value as ExerciseSort) : DEFAULT_SORT;
}

export function filtersFromSearchParams(params: URLSearchParams): FlexiconFilters {
  const mine = params.get(FILTER_PARAMS.mine);
  return {
    search: (params.get(FILTER_PARAMS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    muscleGroups: parseCodes(params.getAll(FILTER_PARAMS.muscleGroups)),
    equipmentGroups: parseCodes(params.getAll(FILTER_PARAMS.equipmentGroups)),
    tags: parseCodes(params.getAll(FILTER_PARAMS.tags)),
    types: parseCodes(params.getAll(FILTER_PARAMS.types)),
    mine: mine === '1' || mine === 'true',
    sort: parseSort(params.get(FILTER_PARAMS.sort)),
  };
}

/**
 * The query string for some filters. Parameters that are not filters (say a campaign tag) are kept from `base`.
 * Commas stay readable: codes never contain one, so a list is joined with ','.
 */
export function filtersToSearchParams(filters: FlexiconFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(FILTER_PARAMS)) params.delete(key);
  const search = filters.search.trim();
  if (search) params.set(FILTER_PARAMS.search, search);
  for (const key of CODE_FILTER_KEYS) {
    if (filters[key].length) params.set(FILTER_PARAMS[key], filters[key].join(','));
  }
  if (filters.mine) params.set(FILTER_PARAMS.mine, '1');
  if (filters.sort !== DEFAULT_SORT) params.set(FILTER_PARAMS.sort, filters.sort);
  return params;
}

/** `?a=1&b=X,Y` rather than URLSearchParams' `b=X%2CY`. */
export function searchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export function toggleCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((item) => item !== code) : [...codes, code];
}

export function hasActiveFilters(filters: FlexiconFilters): boolean {
  return !!filters.search.trim() || filters.mine || CODE_FILTER_KEYS.some((key) => filters[key].length > 0);
}

/** Clearing keeps the sort: it is how to look, not what to look for. */
export function clearedFilters(filters: FlexiconFilters): FlexiconFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

export interface MuscleGroupNode {
  muscleGroupCode: string;
  muscleGroupParent: string | null;
}

function parents(groups: readonly MuscleGroupNode[]) {
  return new Map(groups.map((group) => [group.muscleGroupCode, group.muscleGroupParent]));
}

/** True when `code` sits somewhere below `ancestor` in the hierarchy (main group → subgroup → exercise group). */
function isBelow(code: string, ancestor: string, parentOf: Map<string, string | null>): boolean {
  let parent = parentOf.get(code) ?? null;
  for (let depth = 0; parent && depth < 5; depth += 1) {
    if (parent === ancestor) return true;
    parent = parentOf.get(parent) ?? null;
  }
  return false;
}

/**
 * The muscle-group codes the server is asked for. A main group and one of its subgroups both chosen means "this
 * subgroup of that main group": the main group narrows to its chosen subgroups (values of one filter are
 * alternatives on the server, so sending both would match the whole main group).
 */
export function effectiveMuscleGroups(selected: readonly string[], groups: readonly MuscleGroupNode[]): string[] {
  const parentOf = parents(groups);
  return selected.filter((code) => !selected.some((other) => isBelow(other, code, parentOf)));
}

/** Unchoosing a muscle group unchooses the groups below it too. */
export function toggleMuscleGroup(selected: readonly string[], code: string, groups: readonly MuscleGroupNode[]): string[] {
  if (!selected.includes(code)) return [...selected, code];
  const parentOf = parents(groups);
  return selected.filter((other) => other !== code && !isBelow(other, code, parentOf));
}

/** The GraphQL filter for the current filters; "only what I have" needs a signed-in member. */
export function toExerciseFilter(
  filters: FlexiconFilters,
  options: { signedIn: boolean; muscleGroups?: readonly MuscleGroupNode[] },
): ExerciseFilter {
  const filter: ExerciseFilter = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  const muscleGroupCodes = options.muscleGroups ? effectiveMuscleGroups(filters.muscleGroups, options.muscleGroups) : filters.muscleGroups;
  if (muscleGroupCodes.length) filter.muscleGroupCodes = muscleGroupCodes;
  if (filters.equipmentGroups.length) filter.equipmentGroupCodes = filters.equipmentGroups;
  if (filters.tags.length) filter.exerciseTagCodes = filters.tags;
  if (filters.types.length) filter.exerciseTypeCodes = filters.types;
  if (filters.mine && options.signedIn) filter.withMyEquipment = true;
  return filter;
}
