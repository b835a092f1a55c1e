// An exercise's publication state as a badge reads it: the catalogues name every state the catalogue of states
// holds; a code added later reads as its words until they name it too.
import type { TFunction } from '../../i18n';
import { flexicon } from '../../i18n/en/flexicon';

type StatusCode = keyof typeof flexicon.exercise.statuses;

const isNamed = (code: string): code is StatusCode => Object.hasOwn(flexicon.exercise.statuses, code);

export function publishedStatusName(code: string, t: TFunction): string {
  if (isNamed(code)) return t(`flexicon.exercise.statuses.${code}`);
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
