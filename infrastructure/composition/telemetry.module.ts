import { ContainerModule } from 'inversify';
import { ConsoleErrorReporter } from '../browser/console-error-reporter';
import { loadSentrySdk } from '../telemetry/load-sentry-sdk';
import { SentryErrorReporter } from '../telemetry/sentry-error-reporter';
import { inBrowser } from './browser-context';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * Error reporting (spec §8): in the browser, a Sentry-compatible service when a DSN is configured (`SENTRY_DSN`,
 * handed on by the page), the console otherwise; server rendering writes to the console.
 */
export const telemetryModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { errorReporter } = overrides;
    if (errorReporter) bind(TOKENS.ErrorReporter).toConstantValue(errorReporter);
    else
      bind(TOKENS.ErrorReporter).toResolvedValue(
        (config: ContainerConfig) => {
          const console = new ConsoleErrorReporter();
          return config.errorReportingDsn && inBrowser()
            ? new SentryErrorReporter({ dsn: config.errorReportingDsn, loadSdk: loadSentrySdk, fallback: console })
            : console;
        },
        [TOKENS.Config],
      );
  });
