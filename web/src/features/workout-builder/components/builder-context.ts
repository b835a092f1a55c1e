// What every part of the builder reads: the user's measurement system, what each exercise type measures, and the
// messages to show by field (the server's, and the fields' own while what is typed cannot be read).
import { createContext, useContext } from 'react';
import type { MeasurementSystem } from '../../../lib/measurement';
import type { MeasurementLike } from '../../../../../common/units';

export interface BuilderContextValue {
  system: MeasurementSystem;
  /** The measurements a set of this exercise type records, in display order. */
  measurementsOf(exerciseTypeCode: string): MeasurementLike[];
  typeName(exerciseTypeCode: string): string;
  errors: Readonly<Record<string, string>>;
  setLocalError(key: string, message: string | null): void;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder must be used inside the workout builder');
  return value;
}
