// The rules the workout and program pages show numbers and build inputs by: ratings to one decimal or N/A, lengths,
// volume and targets in both measurement systems, supersets as blocks, a rating replacing the viewer's own, the
// program grid's input and its per-day errors.
import { describe, expect, it } from 'vitest';
import { ratedAnalytics } from '../../web/src/features/content/analytics';
import { copyWeek, daysInput, errorsBySlot, newDraft } from '../../web/src/features/programs/builder';
import { supersetBlocks } from '../../web/src/features/workouts/components/ExerciseList';
import { formatVolume } from '../../common/units';
import { formatRating, formatTarget, formatWorkoutLength } from '../../web/src/features/workouts/format';

describe('workout numbers', () => {
  it('shows ratings to one decimal or N/A, lengths in minutes and hours', () => {
    expect([formatRating(4.25, 'en-US', 'N/A'), formatRating(4, 'en-US', 'N/A'), formatRating(null, 'en-US', 'N/A')]).toEqual([
      '4.3',
      '4.0',
      'N/A',
    ]);
    expect(formatRating(3.8, 'es-ES', 'N/A')).toBe('3,8');
    expect([formatWorkoutLength(45), formatWorkoutLength(2700), formatWorkoutLength(4800), formatWorkoutLength(7200)]).toEqual([
      '45 s',
      '45 min',
      '1 h 20 min',
      '2 h',
    ]);
  });

  it('writes ratings and targets with the decimal mark of the interface’s language', () => {
    expect([formatRating(4.25, 'es-ES', 'N/D'), formatRating(4, 'es-ES', 'N/D'), formatRating(null, 'es-ES', 'N/D')]).toEqual([
      '4,3',
      '4,0',
      'N/D',
    ]);
    const weight = { measurementName: 'Weight', unit: 'kg' };
    expect(formatTarget({ value: 60 }, weight, 'imperial', 'es-ES')).toBe('132,3 lb');
    expect(formatTarget({ value: 5000 }, { measurementName: 'Distance', unit: 'm' }, 'imperial', 'es-ES')).toBe('3,11 mi');
  });

  it('shows volume and targets in the user’s system', () => {
    expect(formatVolume(1000, 'metric')).toBe('1,000 kg');
    expect(formatVolume(1000, 'imperial')).toBe('2,205 lb');
    const reps = { measurementName: 'Reps', unit: 'count' };
    const weight = { measurementName: 'Weight', unit: 'kg' };
    expect(formatTarget({ value: 8, valueMax: 12 }, reps, 'metric', 'en-US')).toBe('8–12 reps');
    expect(formatTarget({ value: 60 }, weight, 'metric', 'en-US')).toBe('60 kg');
    expect(formatTarget({ value: 60 }, weight, 'imperial', 'en-US')).toBe('132.3 lb');
    expect(formatTarget({ value: 90 }, { measurementName: 'Duration', unit: 's' }, 'metric', 'en-US')).toBe('1:30');
    expect(formatTarget({ value: 5000 }, { measurementName: 'Distance', unit: 'm' }, 'imperial', 'en-US')).toBe('3.11 mi');
  });

  it('groups consecutive exercises of one superset', () => {
    const exercise = (id: string, group: number | null) =>
      ({ workoutExerciseId: id, supersetGroup: group }) as Parameters<typeof supersetBlocks>[0][number];
    const blocks = supersetBlocks([exercise('a', null), exercise('b', 1), exercise('c', 1), exercise('d', 2), exercise('e', null)]);
    expect(blocks.map((block) => block.map((item) => item.workoutExerciseId))).toEqual([['a'], ['b', 'c'], ['d'], ['e']]);
  });

  it('predicts the average after the viewer rates again or for the first time', () => {
    const analytics = { ratingCount: 2, ratingAverage: 4, totalViews: 9, shareCount: 0, duplicateCount: 0 };
    expect(ratedAnalytics(analytics, null, 1)).toMatchObject({ ratingCount: 3, ratingAverage: 3 });
    expect(ratedAnalytics(analytics, 5, 3)).toMatchObject({ ratingCount: 2, ratingAverage: 3 });
  });
});

describe('the program builder’s draft', () => {
  it('sends only the days that say something, in grid order, and maps errors back to their days', () => {
    const draft = {
      ...newDraft(),
      weekCount: 2,
      days: {
        '2/1': { dayType: 'Rest' as const, title: '', notes: '', workoutId: null, workoutTitle: null },
        '1/3': { dayType: 'Workout' as const, title: ' Push ', notes: '', workoutId: 'w1', workoutTitle: 'Push' },
        '1/5': { dayType: 'Empty' as const, title: '', notes: '', workoutId: null, workoutTitle: null },
        '3/1': { dayType: 'Rest' as const, title: '', notes: '', workoutId: null, workoutTitle: null },
      },
    };
    const { slots, days } = daysInput(draft);
    expect(slots).toEqual(['1/3', '2/1']);
    expect(days).toEqual([
      { weekNumber: 1, dayNumber: 3, dayType: 'Workout', title: 'Push', notes: null, workoutId: 'w1' },
      { weekNumber: 2, dayNumber: 1, dayType: 'Rest', title: null, notes: null, workoutId: null },
    ]);
    expect(
      errorsBySlot(
        [
          { field: 'programDays.0.workoutId', message: 'Publish this workout first' },
          { field: 'programTitle', message: 'Required' },
        ],
        slots,
      ),
    ).toEqual({ bySlot: { '1/3': 'Publish this workout first' }, byField: { programTitle: 'Required' } });
  });

  it('copies a week onto the next, adding it when it is the last', () => {
    const draft = {
      ...newDraft(),
      days: { '1/1': { dayType: 'Cardio' as const, title: 'Run', notes: '', workoutId: null, workoutTitle: null } },
    };
    const copied = copyWeek(draft, 1);
    expect(copied.weekCount).toBe(2);
    expect(copied.days['2/1']).toEqual(draft.days['1/1']);
    expect(copied.days['2/1']).not.toBe(draft.days['1/1']);
  });
});
