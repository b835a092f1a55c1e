// Measurement system and gender (spec §3/§4). Signed in, they live in the session (saved with updateSession);
// signed out, in local storage. Measurement defaults to imperial for US, LR and MM browsers, else metric; gender
// defaults to Male. `m` and Shift+G flip them (wired in the app root).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_GENDER, GENDER_STORAGE_KEY, MEASUREMENT_STORAGE_KEY } from '../../lib/constants';
import {
  defaultMeasurementSystem,
  flipMeasurement,
  fromServerMeasurement,
  toServerMeasurement,
  type MeasurementSystem,
} from '../../lib/measurement';
import { readStorage, writeStorage } from '../../lib/storage';
import { useSession, type Gender } from '../auth/session';

export const flipGender = (gender: Gender): Gender => (gender === 'Male' ? 'Female' : 'Male');

function storedMeasurement(): MeasurementSystem | null {
  const value = readStorage(MEASUREMENT_STORAGE_KEY);
  return value === 'metric' || value === 'imperial' ? value : null;
}

function storedGender(): Gender | null {
  const value = readStorage(GENDER_STORAGE_KEY);
  return value === 'Male' || value === 'Female' ? value : null;
}

export interface Preferences {
  measurementSystem: MeasurementSystem;
  gender: Gender;
  setMeasurementSystem(value: MeasurementSystem): Promise<void>;
  setGender(value: Gender): Promise<void>;
  toggleMeasurement(): Promise<void>;
  toggleGender(): Promise<void>;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** language: the visitor's, for the default units (the server passes the request's; the browser's own otherwise). */
export function PreferencesProvider({ children, language }: { children: ReactNode; language?: string | undefined }) {
  const { status, userInfo, updateSession } = useSession();
  const [localMeasurement, setLocalMeasurement] = useState<MeasurementSystem | null>(storedMeasurement);
  const [localGender, setLocalGender] = useState<Gender | null>(storedGender);
  const signedIn = status === 'authenticated' && !!userInfo;

  const measurementSystem: MeasurementSystem =
    (signedIn ? fromServerMeasurement(userInfo.measurementSystem) : null) ?? localMeasurement ?? defaultMeasurementSystem(language);
  const gender: Gender = (signedIn ? userInfo.userPrivateMeta?.gender : null) ?? localGender ?? DEFAULT_GENDER;

  const setMeasurementSystem = useCallback(
    async (value: MeasurementSystem) => {
      // Signed in: updateSession applies it at once, and rolls back with a toast on failure.
      if (signedIn) {
        await updateSession({ measurementSystem: toServerMeasurement(value) }).catch(() => undefined);
        return;
      }
      setLocalMeasurement(value);
      writeStorage(MEASUREMENT_STORAGE_KEY, value);
    },
    [signedIn, updateSession],
  );
  const setGender = useCallback(
    async (value: Gender) => {
      if (signedIn) {
        await updateSession({ userPrivateMeta: { gender: value } }).catch(() => undefined);
        return;
      }
      setLocalGender(value);
      writeStorage(GENDER_STORAGE_KEY, value);
    },
    [signedIn, updateSession],
  );

  const value = useMemo<Preferences>(
    () => ({
      measurementSystem,
      gender,
      setMeasurementSystem,
      setGender,
      toggleMeasurement: () => setMeasurementSystem(flipMeasurement(measurementSystem)),
      toggleGender: () => setGender(flipGender(gender)),
    }),
    [measurementSystem, gender, setMeasurementSystem, setGender],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used within a PreferencesProvider');
  return value;
}
