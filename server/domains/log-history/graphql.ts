import { builder } from '../../graphql/builder.js';
import { AppError, badInput } from '../../lib/errors.js';
import { VisibilityEnum } from '../workouts/graphql.js';
import { OWN_EXERCISE_TYPE_CODES } from '../../../common/own-exercises.js';
import { EXPORT_FORMATS, exportLogs } from './export.js';
import { importLogs, listLogImports, MAX_HISTORY_BYTES, previewLogImport, undoLogImport, type HistorySource } from './service.js';

type Preview = Awaited<ReturnType<typeof previewLogImport>>;
type Match = NonNullable<Preview['exercises'][number]['exercise']>;

const HistoryMatchType = builder.objectRef<Match>('HistoryExerciseMatch').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    score: t.exposeFloat('score', { description: '0 to 1; 1 is an exact name or alias.' }),
  }),
});

const OwnExerciseTypeEnum = builder.enumType('OwnExerciseType', {
  values: OWN_EXERCISE_TYPE_CODES,
  description: 'The exercise types a name kept as your own exercise can have (weight & reps, reps only, time, distance).',
});

const HistoryExerciseType = builder.objectRef<Preview['exercises'][number]>('HistoryImportExercise').implement({
  fields: (t) => ({
    sourceName: t.exposeString('sourceName', { description: 'The name the file uses.' }),
    setCount: t.exposeInt('setCount'),
    exercise: t.field({
      type: HistoryMatchType,
      nullable: true,
      description: 'What it will be logged as; null when no match is trusted or it is left out.',
      resolve: (entry) => entry.exercise,
    }),
    candidates: t.field({ type: [HistoryMatchType], resolve: (entry) => entry.candidates }),
    suggestedOwnType: t.field({
      type: OwnExerciseTypeEnum,
      description: 'The type to keep it as your own exercise with, judged from the columns its sets fill.',
      resolve: (entry) => entry.suggestedOwnType,
    }),
    keptAsOwnType: t.field({
      type: OwnExerciseTypeEnum,
      nullable: true,
      description: 'The type of the exercise of yours it will be logged as, made on import; null unless kept as your own.',
      resolve: (entry) => entry.keptAsOwnType as (typeof OWN_EXERCISE_TYPE_CODES)[number] | null,
    }),
  }),
});

const WeightUnitEnum = builder.enumType('WeightUnit', { values: ['KG', 'LB'] as const });
const WeightUnitSourceEnum = builder.enumType('WeightUnitSource', {
  values: {
    FILE: { description: 'The file names its unit; it cannot be changed.' },
    PLATES: { description: 'Judged from the plate steps of its weights.' },
    MEMBER: { description: 'The file gives no hint: the member’s measurement system.' },
    CHOSEN: { description: 'The member chose it.' },
  } as const,
});

const HistoryPreviewType = builder.objectRef<Preview>('HistoryImportPreview').implement({
  fields: (t) => ({
    source: t.exposeString('source', { description: 'STRONG, HEVY or FITNOTES.' }),
    weightUnit: t.field({
      type: WeightUnitEnum,
      description: 'The unit the file’s weights are read in.',
      resolve: (preview) => preview.weightUnit,
    }),
    weightUnitSource: t.field({ type: WeightUnitSourceEnum, resolve: (preview) => preview.weightUnitSource }),
    weightUnitNote: t.exposeString('weightUnitNote', { description: 'Why that unit, in a sentence.' }),
    timeZone: t.exposeString('timeZone', { description: 'The zone the file’s wall-clock times are read in.' }),
    sessionCount: t.exposeInt('sessionCount'),
    alreadyImported: t.exposeInt('alreadyImported', { description: 'Sessions of the file already in your logbook.' }),
    setCount: t.exposeInt('setCount'),
    firstDate: t.expose('firstDate', { type: 'DateTime', nullable: true }),
    lastDate: t.expose('lastDate', { type: 'DateTime', nullable: true }),
    exercises: t.field({ type: [HistoryExerciseType], resolve: (preview) => preview.exercises }),
  }),
});

const OwnExerciseType = builder.objectRef<Awaited<ReturnType<typeof importLogs>>['ownExercises'][number]>('OwnExercise').implement({
  description: 'An exercise of yours, kept under the name an imported file uses; only you see it.',
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    exerciseTypeCode: t.exposeString('exerciseTypeCode'),
  }),
});

const HistoryResultType = builder.objectRef<Awaited<ReturnType<typeof importLogs>>>('HistoryImportResult').implement({
  fields: (t) => ({
    logsImported: t.exposeInt('logsImported'),
    alreadyImported: t.exposeInt('alreadyImported', { description: 'Sessions skipped because they were imported before.' }),
    setsImported: t.exposeInt('setsImported'),
    exercisesSkipped: t.exposeInt('exercisesSkipped', { description: 'Exercises left out by the mapping or with no match.' }),
    logImportId: t.exposeID('logImportId', { nullable: true, description: 'The import to undo; null when nothing was written.' }),
    ownExercises: t.field({
      type: [OwnExerciseType],
      description: 'The exercises of yours the import made for the names kept as your own.',
      resolve: (result) => result.ownExercises,
    }),
  }),
});

const LogImportType = builder.objectRef<Awaited<ReturnType<typeof listLogImports>>[number]>('LogImport').implement({
  description: 'One import of a history, which can be undone as a whole.',
  fields: (t) => ({
    logImportId: t.exposeID('logImportId'),
    source: t.exposeString('source', { description: 'STRONG, HEVY or FITNOTES.' }),
    fileName: t.exposeString('fileName', { nullable: true }),
    logCount: t.exposeInt('logCount', { description: 'Logs the import wrote.' }),
    setCount: t.exposeInt('setCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UndoLogImportResultType = builder.objectRef<Awaited<ReturnType<typeof undoLogImport>>>('UndoLogImportResult').implement({
  fields: (t) => ({
    logsRemoved: t.exposeInt('logsRemoved'),
    ownExercisesRemoved: t.exposeInt('ownExercisesRemoved', {
      description: 'Exercises of yours the import made that no log of yours uses any more.',
    }),
  }),
});

const LogExportFormat = builder.enumType('LogExportFormat', {
  values: EXPORT_FORMATS,
  description: 'strong: Strong 6’s CSV; hevy: Hevy’s CSV; csv: the same as hevy; json.',
});

const KEEP_AS_OWN = 'Source name → an OwnExerciseType: kept as an exercise of yours under that name (made on import, seen by you only).';

/** The export to read and how: previewing and importing take the same. */
const readingArgs = builder.args((t) => ({
  text: t.string({ required: false }),
  file: t.field({ type: 'File', required: false }),
  mapping: t.field({ type: 'JSON', required: false, description: 'Source name → exercise code, or null to leave it out.' }),
  keepAsOwn: t.field({ type: 'JSON', required: false, description: KEEP_AS_OWN }),
  weightUnit: t.field({
    type: WeightUnitEnum,
    required: false,
    description: 'Where the file names no unit, read its weights in this one; refused for a file that names its unit.',
  }),
  timeZone: t.string({ required: false, description: 'The zone its wall-clock times are read in; yours by default.' }),
}));

/** The reading options as the service takes them: an argument sent as null is one not given. */
function readingOptions(args: { mapping?: unknown; keepAsOwn?: unknown; weightUnit?: string | null; timeZone?: string | null }) {
  return {
    mapping: args.mapping ?? undefined,
    keepAsOwn: args.keepAsOwn ?? undefined,
    weightUnit: args.weightUnit ?? undefined,
    timeZone: args.timeZone ?? undefined,
  };
}

/** Yoga's File comes from its own fetch implementation: read by shape. */
async function sourceOf(text: string | null | undefined, file: File | null | undefined): Promise<HistorySource> {
  if (!file) return { text };
  if (typeof file.arrayBuffer !== 'function') throw badInput('file: Send a file', [{ field: 'file', message: 'Send a file' }]);
  if (file.size > MAX_HISTORY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB');
  return { file: { data: Buffer.from(await file.arrayBuffer()), fileName: file.name || null } };
}

builder.queryFields((t) => ({
  previewLogImport: t.field({
    type: HistoryPreviewType,
    authScopes: { user: true },
    errors: {},
    description:
      'Reads a Strong or Hevy CSV export (text, or a file in a multipart request) without storing anything: its sessions and how each exercise name matches the Flexicon.',
    args: {
      ...readingArgs,
    },
    resolve: async (_root, args, ctx) => previewLogImport(ctx, await sourceOf(args.text, args.file), readingOptions(args)),
  }),
  logExport: t.string({
    authScopes: { user: true },
    description:
      'Your finished logs as CSV (Strong’s or Hevy’s layout, times on your time zone’s clock) or JSON ({format: "liftmates.logs", version: 1, logs}).',
    args: { format: t.arg({ type: LogExportFormat, required: false }) },
    resolve: async (_root, args, ctx) => {
      const pieces: string[] = [];
      for await (const piece of exportLogs(ctx, args.format ?? 'csv')) pieces.push(piece);
      return pieces.join('');
    },
  }),
  logImports: t.field({
    type: [LogImportType],
    authScopes: { user: true },
    description: 'Your history imports, newest first.',
    resolve: (_root, _args, ctx) => listLogImports(ctx),
  }),
}));

builder.mutationFields((t) => ({
  importLogs: t.field({
    type: HistoryResultType,
    authScopes: { user: true },
    errors: {},
    description: 'Imports every session of a Strong or Hevy CSV export not imported before, as finished logs.',
    args: {
      visibility: t.arg({ type: VisibilityEnum, required: false, description: 'PRIVATE unless chosen.' }),
      ...readingArgs,
    },
    resolve: async (_root, args, ctx) =>
      importLogs(ctx, await sourceOf(args.text, args.file), { ...readingOptions(args), visibility: args.visibility ?? undefined }),
  }),
  undoLogImport: t.field({
    type: UndoLogImportResultType,
    authScopes: { user: true },
    description: 'Removes exactly the logs an import wrote, and derives the records again.',
    args: { logImportId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => undoLogImport(ctx, args.logImportId),
  }),
}));
