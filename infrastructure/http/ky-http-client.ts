import ky, { type KyInstance } from 'ky';
import { deviceHeaderValue } from '#domain/shared/client';

export interface HttpClientConfig {
  /** Origin of the API and the storefront, e.g. `https://audiora.example` or the in-process address on the server. */
  readonly apiOrigin: string;
  readonly brand: string;
  readonly userAgent: string;
  /** The fetch to use; on the server it may reach the API in-process. */
  readonly fetch?: typeof fetch;
  /** Cookies of the incoming request, forwarded by server-side rendering. */
  readonly cookie?: string;
}

/** One ky instance per container: credentials on, the spec's device header on every request (spec §7). */
export const createKyHttpClient = (config: HttpClientConfig): KyInstance =>
  ky.create({
    prefixUrl: config.apiOrigin,
    credentials: 'include',
    retry: 0,
    timeout: 10_000,
    headers: {
      accept: 'application/json',
      'x-device': deviceHeaderValue(config.brand, config.userAgent),
      ...(config.cookie ? { cookie: config.cookie } : {}),
    },
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
