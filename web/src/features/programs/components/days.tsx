// The five day types of spec §3, each with an icon and a colour, and a program's days laid out as weeks × 7.
import { Circle, Dumbbell, Footprints, HeartPulse, Moon, type LucideIcon } from 'lucide-react';
import type { ProgramDayType } from '../../../gql/graphql';

export const DAY_TYPES: ProgramDayType[] = ['Empty', 'Workout', 'Rest', 'Cardio', 'ActiveRecovery'];

export const DAY_STYLE: Record<ProgramDayType, { icon: LucideIcon; palette: string }> = {
  Empty: { icon: Circle, palette: 'gray' },
  Workout: { icon: Dumbbell, palette: 'orange' },
  Rest: { icon: Moon, palette: 'blue' },
  Cardio: { icon: HeartPulse, palette: 'red' },
  ActiveRecovery: { icon: Footprints, palette: 'teal' },
};

export const DAYS_PER_WEEK = 7;

/** Days by week, every slot filled: a slot the program leaves out is an Empty day. */
export function weekGrid<D extends { weekNumber: number; dayNumber: number }>(days: readonly D[], weekCount: number): (D | null)[][] {
  const bySlot = new Map(days.map((day) => [`${day.weekNumber}/${day.dayNumber}`, day]));
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: DAYS_PER_WEEK }, (_, day) => bySlot.get(`${week + 1}/${day + 1}`) ?? null),
  );
}
