// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ConsoleErrorReporter } from '#infrastructure/browser/console-error-reporter';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { SentryErrorReporter } from '#infrastructure/telemetry/sentry-error-reporter';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';

const config = { apiOrigin: 'http://localhost', brand: 'audiora', userAgent: 'test' };

describe('the error reporter the browser is given (spec §8)', () => {
  it('reports to the Sentry-compatible service when the page names a DSN', () => {
    const container = createContainer({ ...config, errorReportingDsn: 'https://key@o1.ingest.sentry.example/42' });
    expect(container.get(TOKENS.ErrorReporter)).toBeInstanceOf(SentryErrorReporter);
  });

  it('writes to the console without one', () => {
    expect(createContainer(config).get(TOKENS.ErrorReporter)).toBeInstanceOf(ConsoleErrorReporter);
  });

  it('takes a reporter a test or a script hands it', () => {
    const recording = new RecordingErrorReporter();
    expect(createContainer(config, { errorReporter: recording }).get(TOKENS.ErrorReporter)).toBe(recording);
  });
});
