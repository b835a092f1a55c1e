// Per-request batching for fields that depend on the viewer (such as "your rating" on every card of a list):
// keys asked for in the same tick are loaded with one query.
interface Batch<K, V> {
  keys: Set<K>;
  started: boolean;
  result: Promise<Map<K, V>>;
}

const batches = new WeakMap<object, Map<string, Batch<unknown, unknown>>>();

export function loadBatched<K, V>(request: object, name: string, key: K, load: (keys: K[]) => Promise<Map<K, V>>): Promise<V | undefined> {
  let byName = batches.get(request);
  if (!byName) batches.set(request, (byName = new Map()));
  let batch = byName.get(name) as Batch<K, V> | undefined;
  if (!batch || (batch.started && !batch.keys.has(key))) {
    const next: Batch<K, V> = { keys: new Set(), started: false, result: Promise.resolve(new Map()) };
    next.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next.started = true;
      return load([...next.keys]);
    });
    byName.set(name, next as Batch<unknown, unknown>);
    batch = next;
  }
  batch.keys.add(key);
  return batch.result.then((values) => values.get(key));
}
