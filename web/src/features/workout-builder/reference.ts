// What each exercise type measures, looked up from the reference lists the builder and the logger read once.
import { useMemo } from 'react';
import type { MeasurementLike } from '../../../../common/units';

interface Reference {
  exerciseTypes: readonly { exerciseTypeCode: string; exerciseTypeName: string; exerciseTypeExerciseMeasurements: readonly string[] }[];
  measurements: readonly MeasurementLike[];
}

export function useReference(reference: Reference | undefined) {
  return useMemo(() => {
    const measurements = new Map((reference?.measurements ?? []).map((item) => [item.measurementCode, item]));
    const types = new Map((reference?.exerciseTypes ?? []).map((type) => [type.exerciseTypeCode, type]));
    return {
      measurementsOf: (typeCode: string) =>
        (types.get(typeCode)?.exerciseTypeExerciseMeasurements ?? []).flatMap((code) => {
          const measurement = measurements.get(code);
          return measurement ? [measurement] : [];
        }),
      typeName: (typeCode: string) => types.get(typeCode)?.exerciseTypeName ?? typeCode,
    };
  }, [reference]);
}
