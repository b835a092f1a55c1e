/** The history's import and export page. */
export const LOG_HISTORY_PATH = '/logbook/import';
