// The variables the logbook's loaders and pages share, so a preloaded answer is the one the page reads.
export const LIST_VARIABLES = { first: 20 };

/** A month's logs fit in one page: more than this many sessions a month is not a training plan. */
export const MONTH_PAGE = 100;

export const HISTORY_PAGE = 100;

export const historyVariables = (exerciseCode: string) => ({ exerciseCode, first: HISTORY_PAGE });
