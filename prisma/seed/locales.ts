import type { LocaleSeed } from './types.js';

/** Languages the content can be written in; both are open to users. */
export const locales: LocaleSeed[] = [
  { code: 'en-US', name: 'English (United States)', published: true },
  { code: 'es-ES', name: 'Spanish (Spain)', published: true },
];
