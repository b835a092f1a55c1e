/**
 * Keys for the rows of an editable list, stable while the row is edited (React keeps each row's inputs even when
 * two rows briefly hold the same values). Each list gets its own prefix so keys never collide across lists.
 */
export function rowKeys(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}-${counter}`;
  };
}
