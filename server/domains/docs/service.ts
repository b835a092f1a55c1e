import type { Db } from '../../db/client.js';
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

/** How long a link preview's description may be. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

/** A document's page title and description (its first paragraph of prose) for link previews; null when there is none. */
export async function docPageMeta(db: Db, documentId: string) {
  const doc = await db.doc.findUnique({ where: { documentId }, select: { title: true, content: true } });
  if (!doc) return null;
  const prose = doc.content.split(/\n\s*\n/).find((block) => /^[^#\-*\d\s<>]/.test(block.trim())) ?? doc.title;
  const plain = prose
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const description = plain.length > PREVIEW_DESCRIPTION_LENGTH ? `${plain.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1).trimEnd()}…` : plain;
  return { title: `${doc.title} | Liftmates`, description };
}
