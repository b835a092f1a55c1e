// Instructions being edited: one draft per locale and creator, with ordered steps, tips and common mistakes.
// Drafts are saved with the exercise (upsertExercise's `instructions`); only new or changed ones are sent.
import type { TFunction } from '../../../i18n';
import { INSTRUCTION_ITEM_MAX_CHARS, INSTRUCTION_MAX_ITEMS } from '../constants';

export type InstructionListKey = 'steps' | 'tips' | 'commonMistakes';
export const INSTRUCTION_LISTS: readonly InstructionListKey[] = ['steps', 'tips', 'commonMistakes'];

export interface InstructionDraft {
  localeCode: string;
  creatorProfileId: string;
  creatorName: string;
  steps: string[];
  tips: string[];
  commonMistakes: string[];
  /** Stored on the server already: deleted on its own, not by leaving it out of a save. */
  saved: boolean;
}

export interface InstructionSource {
  localeCode: string;
  creatorProfileId: string;
  steps: readonly string[];
  tips: readonly string[];
  commonMistakes: readonly string[];
}

export const instructionKey = (draft: { localeCode: string; creatorProfileId: string }) => `${draft.localeCode}/${draft.creatorProfileId}`;

export function draftsFromInstructions(instructions: readonly (InstructionSource & { creatorName: string })[]): InstructionDraft[] {
  return instructions.map((item) => ({
    localeCode: item.localeCode,
    creatorProfileId: item.creatorProfileId,
    creatorName: item.creatorName,
    steps: [...item.steps],
    tips: [...item.tips],
    commonMistakes: [...item.commonMistakes],
    saved: true,
  }));
}

const clean = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

function isBlank(draft: InstructionDraft) {
  return INSTRUCTION_LISTS.every((list) => clean(draft[list]).length === 0);
}

function sameLists(draft: InstructionDraft, source: InstructionSource | undefined) {
  if (!source) return false;
  return INSTRUCTION_LISTS.every((list) => JSON.stringify(clean(draft[list])) === JSON.stringify(clean(source[list])));
}

/** Drafts to send: new ones with some text, and stored ones whose lists changed. */
export function draftsToSave(drafts: readonly InstructionDraft[], stored: readonly InstructionSource[]): InstructionDraft[] {
  const byKey = new Map(stored.map((item) => [instructionKey(item), item]));
  return drafts.filter((draft) => (draft.saved ? !sameLists(draft, byKey.get(instructionKey(draft))) : !isBlank(draft)));
}

export type InstructionErrors = Partial<Record<InstructionListKey, string>>;

/** Messages per list for one draft; a new draft left blank is simply not saved. */
export function validateInstruction(t: TFunction, draft: InstructionDraft): InstructionErrors {
  if (!draft.saved && isBlank(draft)) return {};
  const errors: InstructionErrors = {};
  if (clean(draft.steps).length === 0) errors.steps = t('admin.instructions.needStep');
  for (const list of INSTRUCTION_LISTS) {
    if (draft[list].some((item) => item.trim().length > INSTRUCTION_ITEM_MAX_CHARS)) errors[list] = t('admin.instructions.tooLong');
    if (clean(draft[list]).length > INSTRUCTION_MAX_ITEMS) errors[list] = t('admin.instructions.tooMany', { max: INSTRUCTION_MAX_ITEMS });
  }
  return errors;
}

export function validateInstructions(t: TFunction, drafts: readonly InstructionDraft[]): Record<string, InstructionErrors> {
  const result: Record<string, InstructionErrors> = {};
  for (const draft of drafts) {
    const errors = validateInstruction(t, draft);
    if (Object.keys(errors).length) result[instructionKey(draft)] = errors;
  }
  return result;
}

export function toInstructionInput(draft: InstructionDraft) {
  return {
    localeCode: draft.localeCode,
    creatorProfileId: draft.creatorProfileId,
    steps: clean(draft.steps),
    tips: clean(draft.tips),
    commonMistakes: clean(draft.commonMistakes),
  };
}
