// The moment the app has rendered its first page (hydrated it, on a server-rendered page): the document is marked
// `<html data-app="ready">` and whatever waits on it (the Apollo cache's hand-over from the server) goes on.
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
  markReady();
}

export function whenAppReady(): Promise<void> {
  return ready;
}
