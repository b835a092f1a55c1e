// The small catalogues exercises are described with: tags, types (with what they measure), measurements and
// published statuses. Read by anyone; changed only through the seed.
import type { AppContext } from '../../context.js';
import { withKey, type Selection } from '../../lib/query.js';

export const listExerciseTags = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.exerciseTag.findMany({ ...withKey(selection, 'exerciseTagCode'), orderBy: { exerciseTagName: 'asc' } });

export const listExerciseTypes = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.exerciseType.findMany({ ...withKey(selection, 'exerciseTypeCode'), orderBy: { exerciseTypeName: 'asc' } });

export const listMeasurements = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.measurement.findMany({ ...withKey(selection, 'measurementCode'), orderBy: { measurementName: 'asc' } });

export const listPublishedStatuses = (ctx: AppContext, selection: Selection = {}) =>
  ctx.db.publishedStatus.findMany({ ...withKey(selection, 'publishedStatusCode'), orderBy: { sortOrder: 'asc' } });
