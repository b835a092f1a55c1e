import { builder } from '../../graphql/builder.js';
import { AppError, badInput } from '../../lib/errors.js';
import { SetTypeEnum } from '../workouts/graphql.js';
import { MAX_FILE_BYTES, previewWorkoutImport } from './service.js';

type Preview = Awaited<ReturnType<typeof previewWorkoutImport>>;
type Exercise = Preview['workout']['workoutExercises'][number];
type ImportedSet = {
  setType: string;
  restSeconds?: number | null;
  tempo?: string | null;
  targetRpe?: number | null;
  notes?: string | null;
  targets: { measurementCode: string; value: number; valueMax?: number | null }[];
  values: {
    reps: number | null;
    repsMax: number | null;
    weightKg: number | null;
    durationSeconds: number | null;
    distanceMeters: number | null;
  };
};

const ImportSourceEnum = builder.enumType('WorkoutImportSource', { values: ['LIFTMATES', 'TEXT', 'STRONG', 'HEVY', 'FITNOTES'] as const });

const MatchType = builder.objectRef<Exercise['candidates'][number]>('ImportExerciseMatch').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    exerciseTypeCode: t.exposeString('exerciseTypeCode'),
    score: t.exposeFloat('score', { description: '0 to 1; 1 is an exact name or alias.' }),
  }),
});

const ValuesType = builder.objectRef<ImportedSet['values']>('ImportedSetValues').implement({
  description: 'What the source said, in canonical units, whichever exercise ends up chosen.',
  fields: (t) => ({
    reps: t.exposeFloat('reps', { nullable: true }),
    repsMax: t.exposeFloat('repsMax', { nullable: true }),
    weightKg: t.exposeFloat('weightKg', { nullable: true }),
    durationSeconds: t.exposeFloat('durationSeconds', { nullable: true }),
    distanceMeters: t.exposeFloat('distanceMeters', { nullable: true }),
  }),
});

const TargetType = builder.objectRef<ImportedSet['targets'][number]>('ImportedSetTarget').implement({
  fields: (t) => ({
    measurementCode: t.exposeString('measurementCode'),
    value: t.exposeFloat('value'),
    valueMax: t.exposeFloat('valueMax', { nullable: true }),
  }),
});

const SetType = builder.objectRef<ImportedSet>('ImportedSet').implement({
  fields: (t) => ({
    setType: t.field({ type: SetTypeEnum, resolve: (set) => set.setType as 'NORMAL' }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    tempo: t.exposeString('tempo', { nullable: true }),
    targetRpe: t.exposeFloat('targetRpe', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    targets: t.field({ type: [TargetType], resolve: (set) => set.targets }),
    values: t.field({ type: ValuesType, resolve: (set) => set.values }),
  }),
});

const ImportedExerciseType = builder.objectRef<Exercise>('ImportedExercise').implement({
  fields: (t) => ({
    sourceName: t.exposeString('sourceName', { description: 'The name the source used.' }),
    lineNumber: t.exposeInt('lineNumber'),
    exerciseCode: t.exposeString('exerciseCode', { nullable: true, description: 'The matched Flexicon exercise; null when unsure.' }),
    exercise: t.field({ type: MatchType, nullable: true, resolve: (e) => (e.exercise ? { ...e.exercise, score: e.matchScore } : null) }),
    matchScore: t.exposeFloat('matchScore'),
    candidates: t.field({ type: [MatchType], resolve: (e) => e.candidates }),
    supersetGroup: t.exposeInt('supersetGroup', { nullable: true }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    sets: t.field({ type: [SetType], resolve: (e) => e.sets as ImportedSet[] }),
  }),
});

const ImportedWorkoutType = builder.objectRef<Preview['workout']>('ImportedWorkout').implement({
  fields: (t) => ({
    workoutTitle: t.exposeString('workoutTitle'),
    workoutDescription: t.exposeString('workoutDescription', { nullable: true }),
    workoutExercises: t.field({ type: [ImportedExerciseType], resolve: (w) => w.workoutExercises }),
  }),
});

const WarningType = builder.objectRef<Preview['warnings'][number]>('ImportWarning').implement({
  fields: (t) => ({ lineNumber: t.exposeInt('lineNumber', { nullable: true }), message: t.exposeString('message') }),
});

const PreviewType = builder.objectRef<Preview>('WorkoutImportPreview').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    source: t.field({ type: ImportSourceEnum, resolve: (p) => p.source }),
    workout: t.field({ type: ImportedWorkoutType, resolve: (p) => p.workout }),
    warnings: t.field({ type: [WarningType], resolve: (p) => p.warnings }),
  }),
});

/** Yoga's File comes from its own fetch implementation: read by shape. */
async function fileOf(file: File | null | undefined) {
  if (!file) return null;
  if (file.size > MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB');
  if (typeof file.arrayBuffer !== 'function') throw badInput('file: Send a file', [{ field: 'file', message: 'Send a file' }]);
  return { fileName: file.name, data: Buffer.from(await file.arrayBuffer()) };
}

builder.mutationFields((t) => ({
  previewWorkoutImport: t.field({
    type: PreviewType,
    authScopes: { user: true },
    errors: {},
    description: 'Reads a workout to import (our JSON export, a Strong or Hevy CSV, or notes); nothing is stored.',
    args: { text: t.arg.string({ required: false }), file: t.arg({ type: 'File', required: false }) },
    resolve: async (_root, args, ctx) => previewWorkoutImport(ctx, { text: args.text, file: await fileOf(args.file) }),
  }),
}));
