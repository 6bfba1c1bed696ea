import { DataLayerAnalytics, windowDataLayer } from '../browser/data-layer-analytics';
import { type ServiceContainer, type Token, TOKENS } from './tokens';

/**
 * The browser's few services that are small adapters without Inversify, zod or ky (analytics into the data layer): a
 * list seen before the visitor acts is reported without fetching the composition root for it. Looked up by the same
 * tokens as the container's; any other token is a programming error.
 */
export const createEarlyBrowserServices = (): ServiceContainer => {
  const services = new Map<Token<unknown>, unknown>([
    [TOKENS.Analytics, new DataLayerAnalytics({ dataLayer: windowDataLayer })],
  ]);
  return {
    get: <T>(token: Token<T>): T => {
      if (!services.has(token)) throw new Error(`${String(token)} is not an early service`);
      return services.get(token) as T;
    },
  };
};
