// The notation people write in notes apps and forums, one exercise per line:
//   Bench Press 3x8 @ 60kg · Squat 5x5 100 kg · Plank 3 x 45s · Pull-ups 4x AMRAP · Row 3x8-12 @ RPE 8
// A "Superset:" line starts a block of exercises done back to back, up to the next blank line. A first line that is
// no exercise is the title; other lines that are not exercises are reported, not fatal.
import { toCanonical } from '../../../common/units.js';
import { emptySet, type ImportWarning, type ParsedExercise, type ParsedWorkout } from './model.js';

const SETS_AND_WORK =
  /(\d{1,2})\s*[x×]\s*(AMRAP|max|\d+(?:\.\d+)?\s*(?:-|–|to)\s*\d+|\d+(?:\.\d+)?\s*(?:s|sec|secs|seconds|m|min|mins|minutes)\b|\d+(?::\d{2})|\d+)/i;
const LOAD = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|lb|lbs|pounds?)\b/i;
const RPE = /\bRPE\s*(\d+(?:[.,]5)?)/i;
const SUPERSET = /^\s*(super\s*set|superset|ss)\s*:?\s*$/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

function seconds(amount: number, unit: string): number {
  return /^m(in|ins|inutes)?$/i.test(unit) ? amount * 60 : amount;
}

function work(token: string) {
  const clock = /^(\d+):(\d{2})$/.exec(token);
  if (clock) return { durationSeconds: Number(clock[1]) * 60 + Number(clock[2]) };
  const timed = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(token);
  if (timed) return { durationSeconds: Math.round(seconds(Number(timed[1]), timed[2]!)) };
  const range = /^(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+)$/i.exec(token);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    return { reps: low, repsMax: high };
  }
  if (/^(amrap|max)$/i.test(token)) return { setType: 'FAILURE' as const };
  return { reps: Number(token) };
}

export function parseText(text: string): ParsedWorkout {
  const exercises: ParsedExercise[] = [];
  const warnings: ImportWarning[] = [];
  let title: string | null = null;
  let superset: number | null = null;
  let supersets = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.replace(BULLET, '').trim();
    if (!line) {
      superset = null;
      return;
    }
    if (SUPERSET.test(line)) {
      superset = ++supersets;
      return;
    }
    const match = SETS_AND_WORK.exec(line);
    const name = match
      ? line
          .slice(0, match.index)
          .replace(/[:\-–,]\s*$/, '')
          .trim()
      : '';
    if (!match || !name) {
      if (title === null && !exercises.length) title = line.replace(/^#+\s*/, '');
      else warnings.push({ lineNumber, message: `Line ${lineNumber}: no sets × reps found in “${line.slice(0, 60)}”` });
      return;
    }
    const rest = line.slice(match.index + match[0].length);
    const load = LOAD.exec(rest);
    const rpe = RPE.exec(rest);
    const weight = load ? Number(load[1]!.replace(',', '.')) : null;
    const set = emptySet({
      ...work(match[2]!.trim()),
      weightKg: weight === null ? null : toCanonical(weight, 'kg', /^(lb|lbs|pounds?)$/i.test(load![2]!) ? 'imperial' : 'metric'),
      rpe: rpe ? Number(rpe[1]!.replace(',', '.')) : null,
    });
    const count = Math.min(Number(match[1]), 30);
    exercises.push({
      sourceName: name,
      lineNumber,
      supersetGroup: superset,
      restSeconds: null,
      notes: null,
      sets: Array.from({ length: Math.max(1, count) }, () => ({ ...set })),
    });
  });
  return { source: 'TEXT', workoutTitle: title ?? 'Imported workout', workoutDescription: null, exercises, warnings };
}
