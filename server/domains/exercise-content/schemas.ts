import { z } from 'zod';
import { clearable, codeSchema, idSchema, keep } from '../../lib/validate.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { localeCodeSchema } from '../locales/schemas.js';

/** Instructions missing in the asked-for locale are shown in this one instead (flagged isFallback). */
export const FALLBACK_LOCALE_CODE = 'en-US';

export const INSTRUCTION_MAX_STEPS = 20;
export const INSTRUCTION_MAX_TIPS = 20;
export const INSTRUCTION_MAX_MISTAKES = 20;
export const INSTRUCTION_ITEM_MAX_CHARS = 500;
export const VIDEO_TITLE_MAX_CHARS = 200;
export const VIDEO_URL_MAX_CHARS = 2000;

/** Upload formats (media store extensions) accepted as an exercise video and as its thumbnail. */
export const VIDEO_FORMATS: ReadonlySet<string> = new Set(['mp4', 'webm']);
export const PICTURE_FORMATS: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'gif']);

export const exerciseCodeParams = z.object({ exerciseCode: codeSchema });
export const exerciseCreatorParams = exerciseCodeParams.extend({ creatorProfileId: idSchema });
export const exerciseVideoParams = exerciseCreatorParams.extend({ exerciseVideoId: idSchema });
export const exerciseInstructionParams = exerciseCreatorParams.extend({ localeCode: localeCodeSchema });
export const instructionLocaleParams = z.object({ localeCode: localeCodeSchema });

export const exerciseVideosQuery = pageQuerySchema.extend({
  /** Only this creator's videos. */
  creatorProfileId: keep(idSchema),
});

export const exerciseInstructionsQuery = pageQuerySchema.extend({
  /** Only this locale; when it has none, the en-US instructions come back flagged isFallback. */
  localeCode: keep(localeCodeSchema),
  /** Only this creator's instructions. */
  creatorProfileId: keep(idSchema),
});

/** YouTube, Vimeo or any other https address. */
const videoUrl = z
  .string({ error: 'Use an https address' })
  .trim()
  .max(VIDEO_URL_MAX_CHARS, `Must be at most ${VIDEO_URL_MAX_CHARS} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !!url.hostname;
    } catch {
      return false;
    }
  }, 'Use an https address, such as a YouTube or Vimeo link');

const title = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Required')
  .max(VIDEO_TITLE_MAX_CHARS, `Must be at most ${VIDEO_TITLE_MAX_CHARS} characters`);

const sortOrder = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be at least 0')
  .max(10000, 'Must be at most 10000');

const videoFields = {
  title: clearable(title),
  /** An external address; replaces an uploaded video. */
  videoUrl: keep(videoUrl),
  /** An uploaded video (MediaAsset); the video's address becomes the asset's fileUrl. */
  videoAssetId: keep(idSchema),
  thumbnailId: clearable(idSchema),
  sortOrder: keep(sortOrder),
};

const notBoth = (input: { videoUrl?: string; videoAssetId?: string }, ctx: z.RefinementCtx) => {
  if (input.videoUrl !== undefined && input.videoAssetId !== undefined)
    ctx.addIssue({ code: 'custom', path: ['videoAssetId'], message: 'Give either videoUrl or videoAssetId, not both' });
};

export const createExerciseVideoInput = z
  .object(videoFields)
  .strict()
  .superRefine((input, ctx) => {
    if (input.videoUrl === undefined && input.videoAssetId === undefined)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'Give a video address (videoUrl) or an uploaded video (videoAssetId)' });
    notBoth(input, ctx);
  });

export const updateExerciseVideoInput = z.object(videoFields).strict().superRefine(notBoth);

const instructionItem = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Required')
  .max(INSTRUCTION_ITEM_MAX_CHARS, `Must be at most ${INSTRUCTION_ITEM_MAX_CHARS} characters`);

const instructionList = (max: number, noun: string) =>
  z
    .array(instructionItem, { error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a list of texts') })
    .max(max, `At most ${max} ${noun}`);

/** The whole instruction: what is not sent is emptied (steps are required). */
export const upsertExerciseInstructionInput = z
  .object({
    steps: instructionList(INSTRUCTION_MAX_STEPS, 'steps').min(1, 'Add at least one step'),
    tips: keep(instructionList(INSTRUCTION_MAX_TIPS, 'tips')).transform((tips) => tips ?? []),
    commonMistakes: keep(instructionList(INSTRUCTION_MAX_MISTAKES, 'common mistakes')).transform((mistakes) => mistakes ?? []),
  })
  .strict();
