import path from 'node:path';
import { ROOT } from './providers.js';

/** `file:data/liftmates.db` → an absolute path; relative paths are taken from the project root. */
export function sqliteFilePath(databaseUrl: string): string {
  const file = databaseUrl.replace(/^file:(\/\/)?/, '').split('?')[0]!;
  return path.isAbsolute(file) ? file : path.join(ROOT, file);
}
