// Changing a log: what changed (upserts by client-made ids, so a replayed change changes nothing) and an action of
// the state machine (act.ts). The change is checked once (change-rules.ts), then written by the set writer when it
// is a save of sets it takes on (save-sets.ts), by the general writer otherwise (write-changes.ts).
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { publishFeedItems, syncFeedVisibility } from '../feed/service.js';
import { noteRecords } from '../activity/service.js';
import { noteSessionLogEnded, noteSessionSets } from '../training-sessions/service.js';
import { sqlOf } from '../../db/sql.js';
import { ownLog } from './access.js';
import { announceLog, applyAction } from './act.js';
import { checkChange } from './change-rules.js';
import { readLogRow, type LogRow } from './detail.js';
import { fitsSetWriter, saveSets } from './save-sets.js';
import { writeChanges } from './write-changes.js';
import { actionQuery, changeLogInput } from './schemas.js';

/** The sets a change ticks: what the others in a training session see arrive (values typed before are not news). */
const tickedSetIds = (input: { exercises?: { sets?: { workoutLogSetId: string; completed?: boolean }[] | null }[] | null }) =>
  (input.exercises ?? []).flatMap((exercise) => (exercise.sets ?? []).filter((set) => set.completed).map((set) => set.workoutLogSetId));

export interface ChangeOptions {
  /** False writes every change with the general writer: what the writers' equivalence test compares against. */
  setWriter?: boolean;
}

/**
 * A change to a log, an action, or both: `PUT /workout-logs/{id}?action=` with the changed fields as the body.
 * Answers the log's row: a live logger saving a set asks for little of what is under it (see json.ts).
 */
export async function changeLog(
  ctx: AppContext,
  rawId: unknown,
  rawQuery: unknown,
  rawBody: unknown,
  { setWriter = true }: ChangeOptions = {},
): Promise<LogRow> {
  requireUser(ctx);
  const query = parseInput(actionQuery, rawQuery ?? {});
  // An unknown or foreign log answers before a bad body does.
  const current = await ownLog(ctx, rawId);
  const input = parseInput(changeLogInput, rawBody ?? {});
  const checked = await checkChange(ctx, current, input);
  const now = new Date();
  if (setWriter && !query.action && fitsSetWriter(checked, now)) {
    await saveSets(ctx.db, checked, now);
    noteSessionSets(ctx, current, tickedSetIds(input));
    return (await readLogRow(sqlOf(ctx.db), current.workoutLogId))!;
  }

  const feedItemIds: string[] = [];
  await ctx.db.$transaction(async (tx) => {
    await writeChanges(tx, sqlOf(ctx.db, tx), checked, now);
    let log = await tx.workoutLog.findUniqueOrThrow({ where: { workoutLogId: current.workoutLogId } });
    if (input.workoutLogTitle !== undefined || input.notes !== undefined || input.perceivedEffort !== undefined || input.visibility) {
      log = await tx.workoutLog.update({
        where: { workoutLogId: log.workoutLogId },
        data: {
          ...(input.workoutLogTitle ? { title: input.workoutLogTitle } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.perceivedEffort !== undefined ? { perceivedEffort: input.perceivedEffort } : {}),
          ...(input.visibility ? { visibility: input.visibility } : {}),
        },
      });
      if (input.visibility) await syncFeedVisibility(tx, { workoutLogId: log.workoutLogId }, input.visibility);
    }
    if (query.action) {
      const before = log.status;
      log = await applyAction(tx, log, query.action, query.at);
      if (before !== 'COMPLETED' && log.status === 'COMPLETED') feedItemIds.push(...(await announceLog(tx, log)));
    }
  });
  await publishFeedItems(ctx, feedItemIds);
  noteSessionSets(ctx, current, tickedSetIds(input));
  if (query.action === 'End') {
    await noteRecords(ctx, current.workoutLogId);
    await noteSessionLogEnded(ctx, current);
  }
  return (await readLogRow(sqlOf(ctx.db), current.workoutLogId))!;
}
