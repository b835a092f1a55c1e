// The Flexicon's filters ⇄ URL query string: reading, writing, round trips, defaults left out, bad values dropped,
// muscle-group narrowing and the GraphQL filter.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  clearedFilters,
  effectiveMuscleGroups,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  parseCodes,
  searchString,
  toExerciseFilter,
  toggleCode,
  toggleMuscleGroup,
  type FlexiconFilters,
} from '../../web/src/features/flexicon/filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));
const write = (filters: FlexiconFilters, base?: string) =>
  searchString(filtersToSearchParams(filters, base === undefined ? undefined : new URLSearchParams(base)));

const groups = [
  { muscleGroupCode: 'UPPER_BODY', muscleGroupParent: null },
  { muscleGroupCode: 'LOWER_BODY', muscleGroupParent: null },
  { muscleGroupCode: 'QUADS', muscleGroupParent: 'LOWER_BODY' },
  { muscleGroupCode: 'HAMSTRINGS', muscleGroupParent: 'LOWER_BODY' },
  { muscleGroupCode: 'CHEST', muscleGroupParent: 'UPPER_BODY' },
  { muscleGroupCode: 'UPPER_CHEST', muscleGroupParent: 'CHEST' },
];

describe('reading the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
    expect(EMPTY_FILTERS.sort).toBe('NAME_ASC');
  });

  it('reads every filter', () => {
    expect(
      read(
        '?q=goblet%20squat&muscles=LOWER_BODY,QUADS&equipment=DUMBBELLS&tags=HOME_EXERCISE&types=WEIGHT_REPS,REPS_ONLY&mine=1&sort=NEWEST',
      ),
    ).toEqual({
      search: 'goblet squat',
      muscleGroups: ['LOWER_BODY', 'QUADS'],
      equipmentGroups: ['DUMBBELLS'],
      tags: ['HOME_EXERCISE'],
      types: ['WEIGHT_REPS', 'REPS_ONLY'],
      mine: true,
      sort: 'NEWEST',
    });
  });

  it('accepts repeated keys and %2C commas, upper-cases codes, drops duplicates and malformed codes', () => {
    expect(read('muscles=quads&muscles=QUADS%2CHAMSTRINGS&equipment=DUMB-BELLS,,BARBELL,%20KETTLEBELLS%20').muscleGroups).toEqual([
      'QUADS',
      'HAMSTRINGS',
    ]);
    expect(read('equipment=DUMB-BELLS,,BARBELL,%20KETTLEBELLS%20').equipmentGroups).toEqual(['BARBELL', 'KETTLEBELLS']);
    expect(parseCodes(['A,B', 'b', '_X', 'C D', '1RM'])).toEqual(['A', 'B', '1RM']);
    expect(parseCodes([Array.from({ length: 60 }, (_, index) => `C${index}`).join(',')])).toHaveLength(50);
  });

  it('ignores an unknown sort, other values of mine and an overlong search', () => {
    expect(read('sort=POPULAR').sort).toBe('NAME_ASC');
    expect(read('sort=name_desc').sort).toBe('NAME_ASC');
    expect(read('mine=true').mine).toBe(true);
    expect(read('mine=0').mine).toBe(false);
    expect(read('mine=yes').mine).toBe(false);
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('writing the URL', () => {
  it('leaves defaults out and joins codes with readable commas', () => {
    expect(write(EMPTY_FILTERS)).toBe('');
    expect(write({ ...EMPTY_FILTERS, muscleGroups: ['LOWER_BODY', 'QUADS'], equipmentGroups: ['DUMBBELLS'] })).toBe(
      '?muscles=LOWER_BODY,QUADS&equipment=DUMBBELLS',
    );
    expect(write({ ...EMPTY_FILTERS, sort: 'NAME_DESC', mine: true, search: '  curl  ' })).toBe('?q=curl&mine=1&sort=NAME_DESC');
    expect(write({ ...EMPTY_FILTERS, search: 'a & b' })).toBe('?q=a+%26+b');
  });

  it('keeps parameters that are not filters and replaces the old filter values', () => {
    expect(write({ ...EMPTY_FILTERS, tags: ['YOGA'] }, 'utm_source=newsletter&tags=CARDIO&q=old')).toBe('?utm_source=newsletter&tags=YOGA');
  });

  it('round-trips', () => {
    const filters: FlexiconFilters = {
      search: 'press',
      muscleGroups: ['UPPER_BODY', 'CHEST'],
      equipmentGroups: ['BARBELL', 'DUMBBELLS'],
      tags: ['GYM_FAVORITES'],
      types: ['WEIGHT_REPS'],
      mine: true,
      sort: 'RECENTLY_UPDATED',
    };
    expect(read(write(filters))).toEqual(filters);
    expect(write(read(write(filters)))).toBe(write(filters));
  });
});

describe('changing filters', () => {
  it('toggles codes in and out, keeping the order chosen', () => {
    expect(toggleCode([], 'A')).toEqual(['A']);
    expect(toggleCode(['A', 'B'], 'C')).toEqual(['A', 'B', 'C']);
    expect(toggleCode(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });

  it('unchoosing a main group unchooses its subgroups', () => {
    expect(toggleMuscleGroup(['LOWER_BODY'], 'QUADS', groups)).toEqual(['LOWER_BODY', 'QUADS']);
    expect(toggleMuscleGroup(['LOWER_BODY', 'QUADS', 'CHEST'], 'LOWER_BODY', groups)).toEqual(['CHEST']);
    expect(toggleMuscleGroup(['UPPER_BODY', 'CHEST', 'UPPER_CHEST', 'QUADS'], 'UPPER_BODY', groups)).toEqual(['QUADS']);
    expect(toggleMuscleGroup(['LOWER_BODY', 'QUADS'], 'QUADS', groups)).toEqual(['LOWER_BODY']);
  });

  it('knows when filters are active, and clearing keeps the sort', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'NEWEST' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'row' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, mine: true })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, types: ['YOGA'] })).toBe(true);
    expect(clearedFilters({ ...EMPTY_FILTERS, tags: ['YOGA'], sort: 'NEWEST' })).toEqual({ ...EMPTY_FILTERS, sort: 'NEWEST' });
  });
});

describe('the GraphQL filter', () => {
  it('narrows a main group to its chosen subgroups, at any depth', () => {
    expect(effectiveMuscleGroups(['LOWER_BODY'], groups)).toEqual(['LOWER_BODY']);
    expect(effectiveMuscleGroups(['LOWER_BODY', 'QUADS'], groups)).toEqual(['QUADS']);
    expect(effectiveMuscleGroups(['LOWER_BODY', 'QUADS', 'HAMSTRINGS', 'UPPER_BODY'], groups)).toEqual([
      'QUADS',
      'HAMSTRINGS',
      'UPPER_BODY',
    ]);
    expect(effectiveMuscleGroups(['UPPER_BODY', 'UPPER_CHEST'], groups)).toEqual(['UPPER_CHEST']);
    expect(effectiveMuscleGroups(['QUADS'], groups)).toEqual(['QUADS']);
  });

  it('sends only what is set, and "only what I have" only when signed in', () => {
    expect(toExerciseFilter(EMPTY_FILTERS, { signedIn: true })).toEqual({});
    const filters: FlexiconFilters = {
      search: ' squat ',
      muscleGroups: ['LOWER_BODY', 'QUADS'],
      equipmentGroups: ['DUMBBELLS'],
      tags: ['HOME_EXERCISE'],
      types: ['WEIGHT_REPS'],
      mine: true,
      sort: 'NAME_DESC',
    };
    expect(toExerciseFilter(filters, { signedIn: true, muscleGroups: groups })).toEqual({
      search: 'squat',
      muscleGroupCodes: ['QUADS'],
      equipmentGroupCodes: ['DUMBBELLS'],
      exerciseTagCodes: ['HOME_EXERCISE'],
      exerciseTypeCodes: ['WEIGHT_REPS'],
      withMyEquipment: true,
    });
    expect(toExerciseFilter(filters, { signedIn: false }).withMyEquipment).toBeUndefined();
    expect(toExerciseFilter(filters, { signedIn: false }).muscleGroupCodes).toEqual(['LOWER_BODY', 'QUADS']);
  });
});
