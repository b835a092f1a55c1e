import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { createDocInput, documentIdParams, updateDocInput } from './schemas.js';

export async function getDoc(ctx: AppContext, rawDocumentId: string, selection: Selection = {}) {
  const { documentId } = parseInput(documentIdParams, { documentId: rawDocumentId });
  const doc = await ctx.db.doc.findUnique({ ...withKey(selection, 'documentId'), where: { documentId } });
  if (!doc) throw notFound(`Document ${documentId}`);
  return doc;
}

export async function createDoc(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  const admin = requireAdmin(ctx);
  const input = parseInput(createDocInput, rawInput);
  try {
    return await ctx.db.doc.create({ ...withKey(selection, 'documentId'), data: { ...input, updatedById: admin.userId } });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw conflict(`Document ${input.documentId} already exists`, [{ field: 'documentId', message: 'This document id is taken' }]);
    }
    throw error;
  }
}

export async function updateDoc(ctx: AppContext, rawDocumentId: string, rawInput: unknown, selection: Selection = {}) {
  const admin = requireAdmin(ctx);
  const { documentId } = parseInput(documentIdParams, { documentId: rawDocumentId });
  const input = parseInput(updateDocInput, rawInput);
  try {
    return await ctx.db.doc.update({
      ...withKey(selection, 'documentId'),
      where: { documentId },
      data: { ...input, updatedById: admin.userId },
    });
  } catch (error) {
    throw fromDatabaseError(error, `Document ${documentId}`);
  }
}
