import type { ErrorReporterPort, ReportedFailure } from '#application/ports/error-reporter.port';

/** Spec §8 error reporting until a reporting service is configured: one console line per failure. */
export class ConsoleErrorReporter implements ErrorReporterPort {
  readonly #console: Pick<Console, 'warn'>;

  constructor(deps: { readonly console?: Pick<Console, 'warn'> } = {}) {
    this.#console = deps.console ?? console;
  }

  report(failure: ReportedFailure): void {
    this.#console.warn(`[${failure.code}]`, failure.cause);
  }
}
