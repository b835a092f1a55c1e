// The program builder's draft: weeks of seven days, turned into the server's input (only the days that are not
// Empty without a note) and back; the server's per-day errors are mapped back to their slots.
import type { BackgroundChooser_ImageFragment, ProgramPageQuery } from '../../gql/graphql';
import { EMPTY_DAY, type DraftDay } from './components/DayEditor';
import { DAYS_PER_WEEK } from './components/days';

export interface DraftProgram {
  programTitle: string;
  programDescription: string;
  weekCount: number;
  /** Keyed 'week/day'. */
  days: Record<string, DraftDay>;
  creatorProfileId: string | null;
  background: BackgroundChooser_ImageFragment | null;
  publishedStatusCode: string;
  visibility: 'PUBLIC' | 'BUDDIES' | 'PRIVATE';
}

export const slotKey = (week: number, day: number) => `${week}/${day}`;

export const newDraft = (): DraftProgram => ({
  programTitle: '',
  programDescription: '',
  weekCount: 1,
  days: {},
  creatorProfileId: null,
  background: null,
  publishedStatusCode: 'DRAFT',
  visibility: 'PUBLIC',
});

export function draftOf(program: ProgramPageQuery['program']): DraftProgram {
  return {
    programTitle: program.programTitle,
    programDescription: program.programDescription ?? '',
    weekCount: program.programSummary.weekCount,
    days: Object.fromEntries(
      program.programDays.map((day) => [
        slotKey(day.weekNumber, day.dayNumber),
        {
          dayType: day.dayType,
          title: day.title ?? '',
          notes: day.notes ?? '',
          workoutId: day.workoutId,
          workoutTitle: day.workout?.workoutTitle ?? null,
        },
      ]),
    ),
    creatorProfileId: program.creatorProfile?.creatorProfileId ?? null,
    background: program.programBackgroundImage
      ? {
          mediaAssetId: program.programBackgroundImage.mediaAssetId,
          fileName: program.programBackgroundImage.fileName,
          fileUrl: program.programBackgroundImage.fileUrl,
          thumbHash: program.programBackgroundImage.thumbHash,
        }
      : null,
    publishedStatusCode: program.publishedStatusCode,
    visibility: program.visibility,
  };
}

const isBlank = (day: DraftDay) => day.dayType === 'Empty' && !day.title.trim() && !day.notes.trim();

/** The days the server keeps, in grid order, with the slot each came from. */
export function daysInput(draft: DraftProgram) {
  const slots: string[] = [];
  const days = [];
  for (let week = 1; week <= draft.weekCount; week += 1) {
    for (let day = 1; day <= DAYS_PER_WEEK; day += 1) {
      const value = draft.days[slotKey(week, day)] ?? EMPTY_DAY;
      if (isBlank(value)) continue;
      slots.push(slotKey(week, day));
      days.push({
        weekNumber: week,
        dayNumber: day,
        dayType: value.dayType,
        title: value.title.trim() || null,
        notes: value.notes.trim() || null,
        workoutId: value.dayType === 'Workout' ? value.workoutId : null,
      });
    }
  }
  return { slots, days };
}

/** The week copied onto the next one (added when it is the last). */
export function copyWeek(draft: DraftProgram, week: number): DraftProgram {
  const days = { ...draft.days };
  for (let day = 1; day <= DAYS_PER_WEEK; day += 1) {
    const source = draft.days[slotKey(week, day)];
    if (source) days[slotKey(week + 1, day)] = { ...source };
    else delete days[slotKey(week + 1, day)];
  }
  return { ...draft, weekCount: Math.max(draft.weekCount, week + 1), days };
}

/** Server messages on `programDays.{i}.*` by slot; the others by field name. */
export function errorsBySlot(details: readonly { field: string; message: string }[], slots: readonly string[]) {
  const bySlot: Record<string, string> = {};
  const byField: Record<string, string> = {};
  for (const { field, message } of details) {
    const match = /^programDays\.(\d+)\./.exec(field);
    const slot = match ? slots[Number(match[1])] : undefined;
    if (slot) bySlot[slot] = bySlot[slot] ? `${bySlot[slot]} · ${message}` : message;
    else byField[field] = message;
  }
  return { bySlot, byField };
}
