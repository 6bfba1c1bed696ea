/** The meta element that hands the browser the error-reporting DSN (`SENTRY_DSN`), when one is configured. */
export const ERROR_REPORTING_DSN_META = 'error-reporting-dsn';
