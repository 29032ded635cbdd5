/** The daily summary's workflow name, on its own so settings can start it without importing what it runs. */
export const DAILY_SUMMARY_WORKFLOW = 'daily-summary';
