// Reference data (muscle groups, equipment, exercises, locales...) is written by code. A create refuses a code
// that is taken, so an editor that means "new" learns of a clash instead of changing the existing row; an upsert
// (the REST PUT by code) creates or changes.
import { conflict, notFound } from './errors.js';

export type SaveMode = 'create' | 'upsert' | 'update';

/** Checks the mode against whether the row exists; returns whether the save creates it. */
export function createsRow(mode: SaveMode, exists: boolean, what: string, field: string): boolean {
  if (exists && mode === 'create') throw conflict(`${what} already exists`, [{ field, message: 'This code is taken' }]);
  if (!exists && mode === 'update') throw notFound(what);
  return !exists;
}
