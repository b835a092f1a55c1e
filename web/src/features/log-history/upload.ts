// The history's import requests. They go over XMLHttpRequest rather than fetch or Apollo because only it reports how
// much of a request body has been sent, and a history export can be megabytes on a phone's connection.
import { getAuthGeneration, tokenAfterUnauthorized } from '../../lib/refresh';
import type { OwnExerciseTypeCode } from '../../../../common/own-exercises';
import type { TFunction } from '../../i18n';

/**
 * A failure of this page's own (no answer, an answer cut short, a status without a message), told in the interface's
 * language by `describeUploadFailure`; the server's own messages are shown as they come.
 */
export class UploadFailure extends Error {
  constructor(
    readonly reason: 'unreachable' | 'stopped' | 'status',
    readonly status?: number,
  ) {
    super(reason === 'status' ? `The server answered ${status}` : reason);
  }
}

export const describeUploadFailure = (failure: unknown, t: TFunction) =>
  failure instanceof UploadFailure ? t(`logHistory.failure.${failure.reason}`, { status: failure.status }) : (failure as Error).message;

export interface Match {
  exerciseCode: string;
  exerciseName: string;
  score?: number;
}

export type WeightUnit = 'KG' | 'LB';

/** How the file is read: the unit where the file does not state it, and the zone of its wall-clock times. */
export interface ReadingOptions {
  weightUnit?: WeightUnit;
  timeZone?: string;
}

export interface Preview {
  source: string;
  weightUnit: WeightUnit;
  /** FILE: the file states it (it cannot be changed); PLATES: judged from the weights; MEMBER: the member's system. */
  weightUnitSource: 'FILE' | 'PLATES' | 'MEMBER' | 'CHOSEN';
  weightUnitNote: string;
  timeZone: string;
  sessionCount: number;
  alreadyImported: number;
  setCount: number;
  firstDate: string | null;
  lastDate: string | null;
  exercises: {
    sourceName: string;
    setCount: number;
    exercise: Match | null;
    candidates: Match[];
    /** The type to keep the name as the member's own exercise with, from the columns its sets fill. */
    suggestedOwnType: OwnExerciseTypeCode;
    keptAsOwnType: OwnExerciseTypeCode | null;
  }[];
}

/** An exercise of the member's own the import made for a name they kept. */
export interface OwnExercise {
  exerciseCode: string;
  exerciseName: string;
  exerciseTypeCode: string;
}

export interface ImportResult {
  /** Null when nothing was written, so there is nothing to undo. */
  logImportId: string | null;
  logsImported: number;
  alreadyImported: number;
  setsImported: number;
  exercisesSkipped: number;
  ownExercises: OwnExercise[];
}

/** One import, as the member's list of imports gives it: what it wrote, so it can be undone whole. */
export interface LogImport {
  logImportId: string;
  source: string;
  fileName: string | null;
  logCount: number;
  setCount: number;
  createdAt: string;
}

export type Progress =
  | { phase: 'uploading'; fraction: number }
  | { phase: 'writing'; sessionsDone: number; sessionCount: number }
  | { phase: 'records' }
  | { phase: 'done' };

interface Answer {
  status: number;
  text: string;
}

function send(url: string, form: FormData, token: string | null, onUpload: (fraction: number) => void, onText?: (text: string) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    if (onText) request.onprogress = () => onText(request.responseText);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new UploadFailure('unreachable'));
    request.send(form);
  });
}

/** Sends once, and once more with a fresh token if the session's token had expired. */
async function sendSigned(url: string, build: () => FormData, onUpload: (fraction: number) => void, onText?: (text: string) => void) {
  const generation = getAuthGeneration();
  const first = await send(url, build(), null, onUpload, onText);
  if (first.status !== 401) return first;
  const token = await tokenAfterUnauthorized({ startedGeneration: generation });
  return send(url, build(), token, onUpload, onText);
}

function failure(answer: Answer): Error {
  try {
    const body = JSON.parse(answer.text) as { error?: { message?: string } };
    if (body.error?.message) return new Error(body.error.message);
  } catch {
    // Not JSON: a proxy's page; the status says enough.
  }
  return new UploadFailure('status', answer.status);
}

const form = (file: File, options: object) => () => {
  const body = new FormData();
  body.append('file', file);
  body.append('options', JSON.stringify(options));
  return body;
};

export async function previewImport(file: File, reading: ReadingOptions, onUpload: (fraction: number) => void): Promise<Preview> {
  const answer = await sendSigned('/api/workout-logs/import/preview', form(file, reading), onUpload);
  if (answer.status !== 200) throw failure(answer);
  return (JSON.parse(answer.text) as { data: Preview }).data;
}

/**
 * The import, followed line by line: the server answers progress=ndjson with a line per batch of sessions written,
 * then the result. The file is sent once and nothing is kept on the server between requests.
 */
export async function runImport(
  file: File,
  options: ReadingOptions & {
    mapping: Record<string, string | null>;
    keepAsOwn: Record<string, OwnExerciseTypeCode>;
    visibility: string;
  },
  onProgress: (progress: Progress) => void,
): Promise<ImportResult> {
  let read = 0;
  let result: ImportResult | null = null;
  let error: string | null = null;
  const consume = (text: string) => {
    const end = text.lastIndexOf('\n');
    if (end < read) return;
    for (const line of text.slice(read, end).split('\n')) {
      if (!line.trim()) continue;
      const message = JSON.parse(line) as {
        progress?: { phase: 'writing' | 'records'; sessionsDone: number; sessionCount: number };
        data?: ImportResult;
        error?: { message: string };
      };
      if (message.progress?.phase === 'records') onProgress({ phase: 'records' });
      else if (message.progress)
        onProgress({ phase: 'writing', sessionsDone: message.progress.sessionsDone, sessionCount: message.progress.sessionCount });
      if (message.data) result = message.data;
      if (message.error) error = message.error.message;
    }
    read = end + 1;
  };
  const answer = await sendSigned(
    '/api/workout-logs/import?progress=ndjson',
    form(file, options),
    (fraction) => onProgress({ phase: 'uploading', fraction }),
    // Only whole lines are read, and an error answer (one JSON body, no newline) has none.
    consume,
  );
  if (answer.status !== 200) throw failure(answer);
  consume(`${answer.text}\n`);
  if (error) throw new Error(error);
  if (!result) throw new UploadFailure('stopped');
  onProgress({ phase: 'done' });
  return result;
}
