import type { ErrorReporterPort, ReportedFailure } from '#application/ports/error-reporter.port';

/** The part of a Sentry browser SDK (`@sentry/browser`) the reporter uses. */
export interface SentrySdk {
  init(options: { readonly dsn: string; readonly sendDefaultPii: boolean }): unknown;
  captureException(
    exception: unknown,
    context: { readonly tags: Readonly<Record<string, string>>; readonly extra?: Readonly<Record<string, unknown>> },
  ): string;
}

export interface SentryErrorReporterDeps {
  /** The project's DSN (`SENTRY_DSN`). */
  readonly dsn: string;
  /** Fetches the SDK; called once, on the first failure, so the SDK never weighs on a page that has none. */
  readonly loadSdk: () => Promise<SentrySdk>;
  /** Where failures go when the SDK cannot be fetched (offline, blocked). */
  readonly fallback: ErrorReporterPort;
}

/**
 * Spec §8: failures go to a Sentry-compatible error-reporting service. The SDK is fetched with the first failure and
 * set up once; failures meanwhile wait for it in order, and if it cannot be fetched they go to the fallback.
 */
export class SentryErrorReporter implements ErrorReporterPort {
  readonly #deps: SentryErrorReporterDeps;
  #sdk: Promise<SentrySdk | null> | null = null;

  constructor(deps: SentryErrorReporterDeps) {
    this.#deps = deps;
  }

  report(failure: ReportedFailure): void {
    const { dsn, loadSdk, fallback } = this.#deps;
    this.#sdk ??= loadSdk().then(
      (sdk) => {
        // No personal data: the failure's code and cause are what the spec reports.
        sdk.init({ dsn, sendDefaultPii: false });
        return sdk;
      },
      (error: unknown) => {
        fallback.report({ code: 'Failed to load the error reporter', cause: error });
        return null;
      },
    );
    void this.#sdk.then((sdk) => {
      if (sdk === null) fallback.report(failure);
      else sdk.captureException(...captured(failure));
    });
  }
}

/** The exception Sentry groups by (the cause when it is an Error, else one named by the code) and its context. */
const captured = (failure: ReportedFailure): Parameters<SentrySdk['captureException']> => {
  const tags = { code: failure.code };
  if (failure.cause instanceof Error) return [failure.cause, { tags }];
  return [new Error(failure.code), failure.cause === undefined ? { tags } : { tags, extra: { cause: failure.cause } }];
};
