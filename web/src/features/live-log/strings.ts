// What the live logger's set rows and rest timer say to people, in one place (a second language is a second copy of
// this file).
import type { SetType } from '../../gql/graphql';

export const SET_TYPE_LABELS: Record<SetType, string> = {
  NORMAL: 'Working set',
  WARMUP: 'Warm-up',
  DROP: 'Drop set',
  FAILURE: 'To failure',
};

/** The letter a set of that type shows instead of its number (working sets show their number). */
export const SET_TYPE_LETTERS: Record<Exclude<SetType, 'NORMAL'>, string> = { WARMUP: 'W', DROP: 'D', FAILURE: 'F' };

/**
 * Column headings of a set's fields where the unit says too little ('kg' is enough for a weight, not for added
 * weight), and for measurements without a unit.
 */
export const COLUMN_NAMES: Record<string, (unit: string | null) => string> = {
  BODYWEIGHT_PLUS_WEIGHT: (unit) => `+${unit ?? ''}`,
  BODYWEIGHT_MINUS_ASSISTANCE: (unit) => `−${unit ?? ''}`,
  DURATION: () => 'Time',
  HOLD_DURATION: () => 'Hold',
  TREADMILL_INCLINE_PERCENTAGE: () => 'Incline',
  RESISTANCE_BAND: () => 'Band',
};

export const S = {
  setColumn: 'Set',
  previousColumn: 'Previous',
  doneColumn: 'Done',
  noPrevious: '–',
  setName: (position: number) => `Set ${position}`,
  lastTime: 'Last time: ',
  fieldName: (setName: string, measurement: string) => `${setName} ${measurement}`,
  complete: (setName: string) => `Complete ${setName.toLowerCase()}`,
  options: (setName: string, type: string) => `${setName}, ${type.toLowerCase()}: options`,
  optionsTitle: (setName: string) => `${setName} options`,
  /** The options' heading names the set as its row shows it: 'Working set 2', 'Warm-up'. */
  optionsHeading: (type: string, number: number | null) => (number === null ? type : `${type} ${number}`),
  setType: 'Set type',
  rpe: 'RPE',
  noRpe: '–',
  note: 'Note',
  rpeShown: (rpe: number) => `RPE ${rpe}`,
  removeSet: 'Remove set',
  rest: 'Rest',
  next: (label: string) => `Next: ${label}`,
  nextSet: (exerciseName: string, setType: SetType, number: number | null) =>
    `${exerciseName}, ${number === null ? SET_TYPE_LABELS[setType].toLowerCase() : `set ${number}`}`,
  restTimer: 'Rest timer',
  restElapsed: 'Rest elapsed',
  lessRest: '15 seconds less rest',
  moreRest: '15 seconds more rest',
  skip: 'Skip',
};
