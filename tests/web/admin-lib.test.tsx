// The admin area's pure helpers: typed mutation results and field messages, code suggestions, table sorting,
// instruction drafts, the muscle-group tree and the social platform checks.
import { describe, expect, it } from 'vitest';
import { describeFailure, fieldErrorsFrom, MutationFailure, unwrapResult } from '../../web/src/components/forms/mutation-result';
import { codeError, suggestCode } from '../../web/src/features/admin/lib/codes';
import {
  draftsToSave,
  toInstructionInput,
  validateInstruction,
  validateInstructions,
  type InstructionDraft,
} from '../../web/src/features/admin/lib/instructions';
import { buildMuscleGroupTree } from '../../web/src/features/admin/lib/muscle-group-tree';
import { contrastRatio, patternError, urlFormatError } from '../../web/src/features/admin/lib/platforms';
import { ariaSort, nextSort, sortRows } from '../../web/src/features/admin/lib/sort';
import type { AdminMuscleGroupFragment } from '../../web/src/gql/graphql';
import { RequestError } from '../../web/src/lib/errors';
import { createI18n } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';

// The checks take the interface's t; these read the English texts.
const t = createI18n('en-US', en).t;

describe('typed mutation results', () => {
  it('returns the success branch and throws the AppError with its details', () => {
    const success = { __typename: 'MutationUpsertLocaleSuccess' as const, data: { localeCode: 'fr-FR' } };
    expect(unwrapResult(success, t).data.localeCode).toBe('fr-FR');
    const failure = {
      __typename: 'AppError' as const,
      code: 'BAD_USER_INPUT',
      message: 'Some fields are not valid',
      details: [{ field: 'exerciseName', message: 'Required' }],
    };
    expect(() => unwrapResult<typeof success | typeof failure>(failure, t)).toThrow(MutationFailure);
    try {
      unwrapResult<typeof success | typeof failure>(failure, t);
    } catch (error) {
      expect(describeFailure(error)).toEqual({
        message: 'Some fields are not valid',
        code: 'BAD_USER_INPUT',
        fields: { exerciseName: 'Required' },
      });
    }
    expect(() => unwrapResult(null, t)).toThrow('The server did not answer.');
  });

  it('keys field messages by full path and first segment, joining several for one field', () => {
    expect(
      fieldErrorsFrom([
        { field: 'muscleUsage', message: 'Mark at least one muscle as primary' },
        { field: 'muscleUsage', message: 'Target percentages must add up to 100' },
        { field: 'instructions.1.steps', message: 'Add at least one step' },
      ]),
    ).toEqual({
      muscleUsage: 'Mark at least one muscle as primary · Target percentages must add up to 100',
      'instructions.1.steps': 'Add at least one step',
      instructions: 'Add at least one step',
    });
  });

  it('reads REST errors with details too', () => {
    const error = new RequestError('Bad input', {
      status: 400,
      body: {
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Bad input',
          details: [{ field: 'localeCode', message: 'Use a language tag such as en-US' }],
        },
      },
    });
    expect(describeFailure(error)).toEqual({
      message: 'Bad input',
      code: 'BAD_USER_INPUT',
      fields: { localeCode: 'Use a language tag such as en-US' },
    });
  });
});

describe('codes', () => {
  it('suggests UPPER_SNAKE_CASE from a name', () => {
    expect(suggestCode('Barbell Back Squat (High-Bar)')).toBe('BARBELL_BACK_SQUAT_HIGH_BAR');
    expect(suggestCode('  Élévation latérale ')).toBe('ELEVATION_LATERALE');
    expect(suggestCode('90/90 Hip Switch')).toBe('EX_90_90_HIP_SWITCH');
    expect(suggestCode('')).toBe('');
    expect(suggestCode('x'.repeat(80)).length).toBe(64);
  });

  it('checks a code like the server does', () => {
    expect(codeError(t, 'BENCH_PRESS')).toBeUndefined();
    expect(codeError(t, '')).toBe('Required');
    expect(codeError(t, 'B')).toBe('Must be at least 2 characters');
    expect(codeError(t, 'X', 1)).toBeUndefined();
    expect(codeError(t, 'bench')).toBe('Use UPPER_SNAKE_CASE: capital letters, digits and underscores');
    expect(codeError(t, '1ST')).toBe('Use UPPER_SNAKE_CASE: capital letters, digits and underscores');
  });
});

describe('table sorting', () => {
  it('flips the sorted column and starts another column at its first direction', () => {
    const state = { key: 'name', direction: 'ascending' as const };
    expect(nextSort(state, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(state, 'createdAt', 'descending')).toEqual({ key: 'createdAt', direction: 'descending' });
    expect(ariaSort(state, 'name')).toBe('ascending');
    expect(ariaSort(state, 'email')).toBe('none');
  });

  it('sorts text without case, numbers by value, and empty values last either way', () => {
    const rows = [{ v: 'banana' }, { v: null }, { v: 'Apple' }, { v: 'cherry' }];
    expect(sortRows(rows, (row) => row.v, 'ascending').map((row) => row.v)).toEqual(['Apple', 'banana', 'cherry', null]);
    expect(sortRows(rows, (row) => row.v, 'descending').map((row) => row.v)).toEqual(['cherry', 'banana', 'Apple', null]);
    expect(sortRows([{ n: 10 }, { n: 9 }, { n: 100 }], (row) => row.n, 'ascending').map((row) => row.n)).toEqual([9, 10, 100]);
  });
});

describe('instruction drafts', () => {
  const stored = { localeCode: 'en-US', creatorProfileId: 'liftmates', steps: ['Stand tall.'], tips: [], commonMistakes: [] };
  const draft = (changes: Partial<InstructionDraft> = {}): InstructionDraft => ({
    localeCode: 'en-US',
    creatorProfileId: 'liftmates',
    creatorName: 'Liftmates Team',
    steps: ['Stand tall.'],
    tips: [],
    commonMistakes: [],
    saved: true,
    ...changes,
  });

  it('sends new drafts with text and changed stored ones, not blank or unchanged ones', () => {
    const unchanged = draft({ steps: [' Stand tall. ', ''] });
    const changed = draft({ localeCode: 'es-ES', steps: ['De pie.'], tips: ['Respira.'] });
    const blankNew = draft({ localeCode: 'fr-FR', saved: false, steps: [''] });
    const filledNew = draft({ localeCode: 'de-DE', saved: false, steps: ['Aufrecht stehen.', '  '] });
    const esStored = { ...stored, localeCode: 'es-ES', steps: ['De pie.'] };
    expect(draftsToSave([unchanged, changed, blankNew, filledNew], [stored, esStored]).map((item) => item.localeCode)).toEqual([
      'es-ES',
      'de-DE',
    ]);
    expect(toInstructionInput(filledNew)).toEqual({
      localeCode: 'de-DE',
      creatorProfileId: 'liftmates',
      steps: ['Aufrecht stehen.'],
      tips: [],
      commonMistakes: [],
    });
  });

  it('needs a step in every instruction that will be saved and caps item length', () => {
    expect(validateInstruction(t, draft({ steps: ['  '] }))).toEqual({ steps: 'Add at least one step' });
    expect(validateInstruction(t, draft({ saved: false, steps: [''] }))).toEqual({});
    expect(validateInstruction(t, draft({ tips: ['x'.repeat(501)] }))).toEqual({ tips: 'At most 500 characters' });
    expect(Object.keys(validateInstructions(t, [draft(), draft({ localeCode: 'es-ES', steps: [] })]))).toEqual(['es-ES/liftmates']);
  });
});

describe('muscle-group tree', () => {
  const group = (
    code: string,
    type: AdminMuscleGroupFragment['muscleGroupType'],
    parent: string | null,
    sortOrder = 0,
  ): AdminMuscleGroupFragment => ({
    muscleGroupCode: code,
    muscleGroupName: code,
    muscleGroupType: type,
    muscleGroupParent: parent,
    muscleGroupMuscles: [],
    sortOrder,
    muscleGroupThumbnail: null,
  });

  it('puts main groups at the top, children under their parent in order, filter groups and orphans apart', () => {
    const tree = buildMuscleGroupTree([
      group('LOWER_BODY', 'main_group', null, 2),
      group('UPPER_BODY', 'main_group', null, 1),
      group('BACK', 'subgroup', 'UPPER_BODY', 2),
      group('CHEST', 'subgroup', 'UPPER_BODY', 1),
      group('UPPER_CHEST', 'exercise_group', 'CHEST'),
      group('UPPER_TRAPS', 'filter_group', 'BACK'),
      group('LOST', 'subgroup', 'NOWHERE'),
    ]);
    expect(tree.roots.map((item) => item.muscleGroupCode)).toEqual(['UPPER_BODY', 'LOWER_BODY']);
    expect(tree.childrenOf.get('UPPER_BODY')?.map((item) => item.muscleGroupCode)).toEqual(['CHEST', 'BACK']);
    expect(tree.childrenOf.get('CHEST')?.map((item) => item.muscleGroupCode)).toEqual(['UPPER_CHEST']);
    expect(tree.filterGroups.map((item) => item.muscleGroupCode)).toEqual(['UPPER_TRAPS']);
    expect(tree.unplaced.map((item) => item.muscleGroupCode)).toEqual(['LOST']);
  });
});

describe('social platform checks', () => {
  it('accepts an https URL format with {username}, or none', () => {
    expect(urlFormatError(t, 'https://x.com/{username}')).toBeUndefined();
    expect(urlFormatError(t, '')).toBeUndefined();
    expect(urlFormatError(t, 'http://x.com/{username}')).toBe('Use an https address containing {username}, or leave it empty');
    expect(urlFormatError(t, 'https://x.com/')).toBe('Use an https address containing {username}, or leave it empty');
  });

  it('needs a username pattern that compiles', () => {
    expect(patternError(t, '^[A-Za-z0-9_]{1,15}$')).toBeUndefined();
    expect(patternError(t, '')).toBe('Required');
    expect(patternError(t, '([a-z')).toBe('Not a valid regular expression');
  });

  it('measures the contrast of the hover colours', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#1DA1F2')).toBeLessThan(4.5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
