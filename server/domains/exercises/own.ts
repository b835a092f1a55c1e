// Members' own exercises: made when a member keeps a name from an imported history as their own, with a code of
// its own kind (visibility.ts says who sees them). They carry a name and a type only: no muscles, equipment or
// instructions, which are the catalogue's.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { exerciseSearchText } from './search.js';
import { OWN_CODE_PREFIX } from './visibility.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random rather than derived from the name, so that two members' "KB Warm Up" never meet and a code tells nothing. */
function ownCode(): string {
  return OWN_CODE_PREFIX + [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export function ownExerciseRow(ownerUserId: string, name: string, exerciseTypeCode: string): Prisma.ExerciseCreateManyInput {
  const exerciseCode = ownCode();
  const exerciseName = name.trim().slice(0, 120);
  return {
    exerciseCode,
    exerciseName,
    exerciseTypeCode,
    ownerUserId,
    // Not a catalogue status: never published, whatever a list asks for.
    publishedStatusCode: 'DRAFT',
    searchText: exerciseSearchText({ code: exerciseCode, name: exerciseName, aliases: [] }),
  };
}
