/** The meta element that hands the browser the error-reporting DSN (`SENTRY_DSN`), when one is configured. */
export const ERROR_REPORTING_DSN_META = 'error-reporting-dsn';

/** The error-reporting DSN the page was rendered with; none when failures go to the console. */
export const documentErrorReportingDsn = (doc: Document): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${ERROR_REPORTING_DSN_META}"]`)?.content || undefined;
