import type { ErrorReporterPort, ReportedFailure } from '#application/ports/error-reporter.port';

/** Keeps every failure sent to the error-reporting service, in order. */
export class RecordingErrorReporter implements ErrorReporterPort {
  readonly failures: ReportedFailure[] = [];

  report(failure: ReportedFailure): void {
    this.failures.push(failure);
  }

  /** The codes reported, in order: what a test usually compares. */
  get codes(): readonly string[] {
    return this.failures.map((failure) => failure.code);
  }
}
