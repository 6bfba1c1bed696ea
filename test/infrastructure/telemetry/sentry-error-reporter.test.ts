import { describe, expect, it } from 'vitest';
import { type SentrySdk, SentryErrorReporter } from '#infrastructure/telemetry/sentry-error-reporter';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';

const DSN = 'https://key@o1.ingest.sentry.example/42';

/** A Sentry SDK that records what it was told. */
class RecordingSentrySdk implements SentrySdk {
  readonly inits: unknown[] = [];
  readonly captured: { exception: unknown; context: unknown }[] = [];

  init(options: { readonly dsn: string; readonly sendDefaultPii: boolean }): unknown {
    this.inits.push(options);
    return undefined;
  }

  captureException(exception: unknown, context: unknown): string {
    this.captured.push({ exception, context });
    return `event-${this.captured.length}`;
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SentryErrorReporter (spec §8: failures go to an error-reporting service)', () => {
  it('fetches the SDK only with the first failure, sets it up once and sends every failure in order', async () => {
    const sdk = new RecordingSentrySdk();
    let loads = 0;
    const reporter = new SentryErrorReporter({
      dsn: DSN,
      loadSdk: () => {
        loads += 1;
        return Promise.resolve(sdk);
      },
      fallback: new RecordingErrorReporter(),
    });
    expect(loads).toBe(0);
    const cause = new Error('index unreachable');
    reporter.report({ code: 'Failed to create searchIndex', cause });
    reporter.report({ code: 'Failed to fetch profile JSON', cause: { status: 500 } });
    reporter.report({ code: 'common.generic_error' });
    await settled();
    expect(loads).toBe(1);
    expect(sdk.inits).toEqual([{ dsn: DSN, sendDefaultPii: false }]);
    expect(sdk.captured.map(({ context }) => context)).toEqual([
      { tags: { code: 'Failed to create searchIndex' } },
      { tags: { code: 'Failed to fetch profile JSON' }, extra: { cause: { status: 500 } } },
      { tags: { code: 'common.generic_error' } },
    ]);
    expect(sdk.captured[0]?.exception).toBe(cause);
    expect((sdk.captured[1]?.exception as Error).message).toBe('Failed to fetch profile JSON');
  });

  it('sends failures to the fallback when the SDK cannot be fetched', async () => {
    const fallback = new RecordingErrorReporter();
    const blocked = new TypeError('Failed to fetch dynamically imported module');
    const reporter = new SentryErrorReporter({ dsn: DSN, loadSdk: () => Promise.reject(blocked), fallback });
    reporter.report({ code: 'Recaptcha has not been loaded' });
    reporter.report({ code: 'Failed to fetch profile JSON' });
    await settled();
    expect(fallback.failures).toEqual([
      { code: 'Failed to load the error reporter', cause: blocked },
      { code: 'Recaptcha has not been loaded' },
      { code: 'Failed to fetch profile JSON' },
    ]);
  });
});
