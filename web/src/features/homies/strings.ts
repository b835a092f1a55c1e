// The buddy-request answers the inbox shows, read from the English catalogue until the inbox reads the catalogue of
// the interface's language itself.
import { en } from '../../i18n/en';

export const homiesStrings = { actions: { accept: en.homies.actions.accept, decline: en.homies.actions.decline } } as const;
