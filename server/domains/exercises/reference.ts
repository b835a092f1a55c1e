// The small catalogues exercises are described with: tags, types (with what they measure), measurements and
// published statuses. Read by anyone; changed only through the seed.
import type { AppContext } from '../../context.js';
import type { Selection } from '../../lib/query.js';

export const listExerciseTags = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.exerciseTag.findMany({ ...(selection as object), orderBy: { exerciseTagName: 'asc' } });

export const listExerciseTypes = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.exerciseType.findMany({ ...(selection as object), orderBy: { exerciseTypeName: 'asc' } });

export const listMeasurements = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.measurement.findMany({ ...(selection as object), orderBy: { measurementName: 'asc' } });

export const listPublishedStatuses = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.publishedStatus.findMany({ ...(selection as object), orderBy: { sortOrder: 'asc' } });
