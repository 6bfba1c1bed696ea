/** A failure for the error-reporting service: its spec §8 catalogue code (or message) and what caused it. */
export interface ReportedFailure {
  readonly code: string;
  readonly cause?: unknown;
}

/** Spec §8: failures are sent to an error-reporting service; fire and forget. */
export interface ErrorReporterPort {
  report(failure: ReportedFailure): void;
}
