// What each exercise type measures, from the logbook's reference lists, and its dates. Sets and figures are written
// by common/units.ts.
import type { LogbookReferenceQuery } from '../../gql/graphql';
import type { Language } from '../../../../common/languages';
import { entryOrder, type MeasurementLike } from '../../../../common/units';

export type MeasurementsOf = (exerciseTypeCode: string) => MeasurementLike[];

/** What an exercise type measures, from the reference lists; unknown until they arrive. */
export function measurementLookup(reference: LogbookReferenceQuery | undefined): MeasurementsOf {
  const measurements = new Map((reference?.measurements ?? []).map((item) => [item.measurementCode, item]));
  const types = new Map((reference?.exerciseTypes ?? []).map((item) => [item.exerciseTypeCode, item.exerciseTypeExerciseMeasurements]));
  return (exerciseTypeCode) =>
    entryOrder((types.get(exerciseTypeCode) ?? []).flatMap((code) => (measurements.has(code) ? [measurements.get(code)!] : [])));
}

export const formatDay = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
