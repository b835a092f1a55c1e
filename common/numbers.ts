// Whole numbers as the app's English texts show them ("12,345"). Written out rather than through Intl: the first
// number a page formats with Intl makes the browser load its locale data, 10-25 ms of a phone's main thread during
// hydration, and the server's render and the browser must agree on every digit whatever their default locales.
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}
