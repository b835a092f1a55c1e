// Muscle groups and equipment groups form trees by a parent code.
import { badInput } from './errors.js';

/** Deeper than any catalogue tree goes; a longer walk means the stored tree already loops. */
const MAX_TREE_DEPTH = 16;

/**
 * Refuses a parent that does not exist or that would put `code` beneath itself. `parentOf` answers a node's
 * parent code, null at the top, undefined when the node does not exist.
 */
export async function assertParentAllowed(
  field: string,
  code: string,
  parent: string,
  what: string,
  parentOf: (code: string) => Promise<string | null | undefined>,
) {
  const refuse = (message: string) => badInput(`${field}: ${message}`, [{ field, message }]);
  let current: string | null = parent;
  for (let depth = 0; current; depth += 1) {
    if (current === code || depth >= MAX_TREE_DEPTH) throw refuse('A group cannot be placed under itself');
    const next: string | null | undefined = await parentOf(current);
    if (next === undefined) throw refuse(`${what} ${parent} does not exist`);
    current = next;
  }
}
