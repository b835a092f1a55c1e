/** A thunk that runs `load` the first time it is called and hands every caller that same promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}
