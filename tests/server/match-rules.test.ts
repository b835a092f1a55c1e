// The pure rules of exercise-name matching, over the seeded Flexicon without a database: Strong's and Hevy's stock
// names land on the right exercise, equipment, movement and body part named are binding, noise is ignored with a
// lower score, and a name it cannot be sure of is left for review with its candidates.
import { describe, expect, it } from 'vitest';
import { exercises } from '../../prisma/seed/exercises/index.js';
import { STOCK_NAMES } from '../../server/domains/workout-import/stock-names.js';
import {
  createNameMatcher,
  featuresOf,
  MATCH_THRESHOLD,
  nameKey,
  NOISE_SCORE,
  ruleBroken,
  typo,
  withoutNoise,
} from '../../server/domains/workout-import/match-rules.js';

const entries = exercises.map((e) => ({ exerciseCode: e.code, exerciseName: e.name, aliases: e.aliases }));
const matcher = createNameMatcher(entries);
const best = (name: string) => matcher.rank(name).best?.exerciseCode ?? null;

describe('matching exercise names', () => {
  it('names only exercises the Flexicon has, once per name', () => {
    const codes = new Set(entries.map((e) => e.exerciseCode));
    expect(STOCK_NAMES.filter(([, code]) => !codes.has(code))).toEqual([]);
    const byKey = new Map<string, string>();
    const conflicts: (readonly [string, string])[] = [];
    for (const [name, code] of STOCK_NAMES) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), code);
    for (const [name, code] of STOCK_NAMES) if (byKey.get(nameKey(name)) !== code) conflicts.push([name, code]);
    expect(conflicts).toEqual([]);
    expect(STOCK_NAMES.length).toBeGreaterThan(300);
  });

  it('maps the stock names that fuzzy matching got wrong', () => {
    expect(
      Object.fromEntries(
        [
          'Squat (Barbell)',
          'Leg Extension (Machine)',
          'Lat Pulldown (Cable)',
          'Incline Bench Press (Dumbbell)',
          'Iso-Lateral Row (Machine)',
          'Calf Extension (Machine)',
          'Reverse Curl (Barbell)',
          'Lat Pulldown - Close Grip (Cable)',
          'Bent Over One Arm Row (Dumbbell)',
          'Seated Cable Row - V Grip (Cable)',
          'Triceps Pushdown (Cable - Straight Bar)',
          'Seated Calf Raise (Plate Loaded)',
          "Knee Raise (Captain's Chair)",
          'Pull Up (Assisted)',
          'Shoulder Press (Machine Plates)',
          'Extensão de Tríceps na Polia (Máquina)',
          'Cadeira Extensora (Máquina)',
          'Supino Sentado (Máquina)',
          'Agachamento no Smith (Máquina)',
          'Puxada Alta na Polia (Máquina)',
          'Stiff',
        ].map((name) => [name, best(name)]),
      ),
    ).toEqual({
      'Squat (Barbell)': 'BARBELL_BACK_SQUAT',
      'Leg Extension (Machine)': 'LEG_EXTENSION',
      'Lat Pulldown (Cable)': 'LAT_PULLDOWN',
      'Incline Bench Press (Dumbbell)': 'INCLINE_DUMBBELL_PRESS',
      'Iso-Lateral Row (Machine)': 'MACHINE_SEATED_ROW',
      'Calf Extension (Machine)': 'LEG_PRESS_CALF_RAISE',
      'Reverse Curl (Barbell)': 'EZ_BAR_REVERSE_CURL',
      'Lat Pulldown - Close Grip (Cable)': 'CLOSE_GRIP_LAT_PULLDOWN',
      'Bent Over One Arm Row (Dumbbell)': 'SINGLE_ARM_DUMBBELL_ROW',
      'Seated Cable Row - V Grip (Cable)': 'SEATED_CABLE_ROW',
      'Triceps Pushdown (Cable - Straight Bar)': 'TRICEPS_PUSHDOWN',
      'Seated Calf Raise (Plate Loaded)': 'MACHINE_SEATED_CALF_RAISE',
      "Knee Raise (Captain's Chair)": 'CAPTAINS_CHAIR_KNEE_RAISE',
      'Pull Up (Assisted)': 'ASSISTED_PULL_UP',
      'Shoulder Press (Machine Plates)': 'MACHINE_SHOULDER_PRESS',
      'Extensão de Tríceps na Polia (Máquina)': 'TRICEPS_PUSHDOWN',
      'Cadeira Extensora (Máquina)': 'LEG_EXTENSION',
      'Supino Sentado (Máquina)': 'MACHINE_CHEST_PRESS',
      'Agachamento no Smith (Máquina)': 'SMITH_MACHINE_SQUAT',
      'Puxada Alta na Polia (Máquina)': 'LAT_PULLDOWN',
      Stiff: 'STIFF_LEG_DEADLIFT',
    });
    expect(matcher.rank('Squat (Barbell)').best?.score).toBe(1);
  });

  it('keeps equipment, movement and body part named', () => {
    const broken = (source: string, target: string) => ruleBroken(featuresOf(source), featuresOf(target));
    expect(broken('Squat (Barbell)', 'Seated Barbell Overhead Press')).toBe('no squat');
    expect(broken('Lat Pulldown (Cable)', 'Resistance Band Lat Pulldown')).toBe('cable became band');
    expect(broken('Incline Bench Press (Dumbbell)', 'Incline Barbell Bench Press')).toBe('dumbbell became barbell');
    expect(broken('Iso-Lateral Row (Machine)', 'Single-Arm Dumbbell Row')).toBe('machine became dumbbell');
    expect(broken('Calf Extension (Machine)', 'Machine Neck Extension')).toBe('calf became neck');
    expect(broken('Leg Extension (Machine)', 'Machine Triceps Extension')).toBe('leg became triceps');
    expect(broken('Reverse Curl (Barbell)', 'Barbell Reverse Lunge')).toBe('no curl');
    expect(broken('Shrug (Smith Machine)', 'Barbell Shrug')).toBe('smith became other equipment');
    expect(broken('Squat (Barbell)', 'Barbell Back Squat')).toBeNull();
    expect(broken('Chest Fly (Machine)', 'Pec Deck Fly')).toBeNull();
  });

  it('never takes a fuzzy match that drops what the name says; offers it for review instead', () => {
    for (const name of [
      'Shrug (Smith Machine)',
      'Reverse Curl (Dumbbell)',
      'Squat (Band)',
      'Bench Press (Kettlebell)',
      'Leg Curl (Band)',
    ]) {
      const { best: found, candidates } = matcher.rank(name);
      expect(found, name).toBeNull();
      expect(candidates.length, name).toBeGreaterThan(0);
      expect(candidates.every((c) => c.score < MATCH_THRESHOLD)).toBe(true);
      // Ranked: the ones that keep the rules first, each group by score.
      const names = new Map(entries.map((e) => [e.exerciseCode, e.exerciseName]));
      const keeps = candidates.map((c) => ruleBroken(featuresOf(name), featuresOf(names.get(c.exerciseCode)!)) === null);
      expect(keeps, name).toEqual([...keeps].sort((a, b) => Number(b) - Number(a)));
      for (const group of [true, false]) {
        const scores = candidates.filter((_, index) => keeps[index] === group).map((c) => c.score);
        expect(scores, name).toEqual([...scores].sort((a, b) => b - a));
      }
    }
    const { candidates } = matcher.rank('Shrug (Smith Machine)');
    expect(candidates.map((c) => c.exerciseCode)).not.toContain('BARBELL_SHRUG');
    expect(matcher.rank('Zzyzx Wiggle').best).toBeNull();
  });

  it('sees through noise in custom names, trusting them a little less', () => {
    for (const [name, code] of [
      ['Deadlift Old Data', 'CONVENTIONAL_DEADLIFT'],
      ['Leg Press OLD', 'LEG_PRESS'],
      ['Squat RPE6', 'BARBELL_BACK_SQUAT'],
      ['Bench press Backup', 'BARBELL_BENCH_PRESS'],
      ["KB Snatch 30''", 'KETTLEBELL_SNATCH'],
      ['Plank Tabata', 'PLANK'],
      ['Hanging Leg Raise L', 'HANGING_LEG_RAISE'],
      ['Crunch Old #2', 'CRUNCH'],
    ] as const) {
      const found = matcher.rank(name).best;
      expect(found?.exerciseCode, name).toBe(code);
      expect(found!.score, name).toBeLessThan(1);
      expect(found!.score, name).toBeGreaterThanOrEqual(NOISE_SCORE - 0.05);
    }
    expect(withoutNoise('Kettlebell One Arm Static Hold 20’’/20’’/20’’')).toBe('Kettlebell One Arm Static Hold');
  });

  it("leaves out FitNotes' “(Each Side)”, also beside equipment in the same brackets", () => {
    expect(withoutNoise('Overhead Press (Each Side, Dumbbells)')).toBe('Overhead Press (Dumbbells)');
    expect(best('Dumbbell Hammer Curl (Each Side)')).toBe('HAMMER_CURL');
    expect(best('Barbell Squat (Each Side)')).toBe('BARBELL_BACK_SQUAT');
  });

  it('forgives a misspelt long word, never a short one', () => {
    expect(typo('dedlift', 'deadlift')).toBe(true);
    expect(typo('romainan', 'romanian')).toBe(true);
    expect(typo('neck', 'deck')).toBe(false);
    expect(best('Romainan Dedlift')).toBe('BARBELL_ROMANIAN_DEADLIFT');
    expect(best('Pull-ups')).toBe('PULL_UP');
  });

  it('falls back to fuzzy matching when a table entry names an exercise no longer visible', () => {
    const without = createNameMatcher(entries.filter((e) => e.exerciseCode !== 'SEATED_CABLE_ROW'));
    const found = without.rank('Seated Row (Cable)');
    expect(found.best?.exerciseCode).not.toBe('SEATED_CABLE_ROW');
    if (found.best) expect(ruleBroken(featuresOf('Seated Row (Cable)'), featuresOf(found.best.exerciseCode))).toBeNull();
    const squat = createNameMatcher(entries.filter((e) => e.exerciseCode !== 'BARBELL_BACK_SQUAT')).rank('Squat (Barbell)');
    expect(squat.best?.exerciseCode ?? null).not.toBe('SEATED_BARBELL_OVERHEAD_PRESS');
  });
});
