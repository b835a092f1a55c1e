// How an export is read for a member: the zone of its wall-clock times and the unit of its unnamed weights are the
// member's own (their settings) unless they choose others in the preview. The same rule for every import.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { keep } from '../../lib/validate.js';
import type { Reading, WeightUnit } from './units-read.js';
import { isTimeZone } from './wall-clock.js';

export const readingFields = {
  /** Where the file names no unit: read its weights in this one. Refused for a file that names its unit. */
  weightUnit: keep(z.enum(['KG', 'LB'], { error: 'Use KG or LB' })),
  /** The zone the file's wall-clock times are read in; the member's own by default. */
  timeZone: keep(z.string().max(64).refine(isTimeZone, 'Not a time zone, such as Europe/Berlin or America/New_York')),
};

export async function readingFor(
  ctx: AppContext,
  userId: string,
  chosen: { weightUnit?: WeightUnit | undefined; timeZone?: string | undefined },
): Promise<Reading> {
  const member = await ctx.db.user.findUnique({ where: { userId }, select: { userTimezone: true, measurementSystem: true } });
  const own = member?.userTimezone && isTimeZone(member.userTimezone) ? member.userTimezone : 'UTC';
  return {
    timeZone: chosen.timeZone ?? own,
    memberUnit: member?.measurementSystem === 'IMPERIAL' ? 'LB' : 'KG',
    ...(chosen.weightUnit ? { chosenUnit: chosen.weightUnit } : {}),
  };
}
