// Reference data (muscle groups, equipment, exercises, locales...) is written by code. A create refuses a code
// that is taken, so an editor that means "new" learns of a clash instead of changing the existing row; an upsert
// (the REST PUT by code) creates or changes.
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAdmin } from '../auth/permissions.js';
import { conflict, notFound } from './errors.js';
import type { Selection } from './query.js';
import { parseInput } from './validate.js';

export type SaveMode = 'create' | 'upsert' | 'update';

/** Checks the mode against whether the row exists; returns whether the save creates it. */
export function createsRow(mode: SaveMode, exists: boolean, what: string, field: string): boolean {
  if (exists && mode === 'create') throw conflict(`${what} already exists`, [{ field, message: 'This code is taken' }]);
  if (!exists && mode === 'update') throw notFound(what);
  return !exists;
}

/**
 * The two administrator writes of a code-keyed catalogue: an upsert by code (the REST PUT) and a create whose input
 * carries the code (the REST POST), both ending in the catalogue's own save.
 */
export function codeKeyedWrites<U extends z.ZodType, C extends z.ZodType, R>(options: {
  codeField: string;
  upsertInput: U;
  createInput: C;
  save: (ctx: AppContext, mode: SaveMode, rawCode: unknown, input: z.output<U>, selection: Selection) => Promise<R>;
}) {
  return {
    upsert: async (ctx: AppContext, rawCode: unknown, rawInput: unknown, selection: Selection = {}) => {
      requireAdmin(ctx);
      return options.save(ctx, 'upsert', rawCode, parseInput(options.upsertInput, rawInput), selection);
    },
    create: async (ctx: AppContext, rawInput: unknown, selection: Selection = {}) => {
      requireAdmin(ctx);
      const { [options.codeField]: code, ...input } = parseInput(options.createInput, rawInput) as Record<string, unknown>;
      return options.save(ctx, 'create', code, input as z.output<U>, selection);
    },
  };
}
