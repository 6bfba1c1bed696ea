import { ContainerModule } from 'inversify';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import { DataLayerAnalytics, windowDataLayer } from '../browser/data-layer-analytics';
import { inBrowser } from './browser-context';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

// Server rendering sees no visitor's actions: events are the browser's alone.
const SILENT: AnalyticsPort = { track: () => undefined };

/** Analytics (spec §4, §9): the tag-manager data layer in the browser, silent on the server, unless overridden. */
export const analyticsModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    if (overrides.analytics) bind(TOKENS.Analytics).toConstantValue(overrides.analytics);
    else
      bind(TOKENS.Analytics).toResolvedValue(
        () => (inBrowser() ? new DataLayerAnalytics({ dataLayer: windowDataLayer }) : SILENT),
        [],
      );
  });
