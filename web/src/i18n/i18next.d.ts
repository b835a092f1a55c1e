// t() takes the English catalogue's keys only, with the values they name (plural keys without their suffix).
import 'i18next';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
