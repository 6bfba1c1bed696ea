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
  /**
   * The incoming request's `Sec-Fetch-Site`, forwarded by server-side rendering: a form posted to a page reaches the
   * API's CSRF check as the browser sent it (same-origin, or a cross-site post the API refuses).
   */
  readonly fetchSite?: string;
  /** Called when the API answers 503 (spec §4, §8: the browser then goes to the error page). */
  readonly onServiceUnavailable?: () => void;
  /** A script's access token, read afresh for each request and sent as a bearer (a script has no cookies). */
  readonly bearer?: () => string | undefined;
  /** A script names itself in `User-Agent`, which the account's sessions list shows; a browser's is its own. */
  readonly sendUserAgent?: boolean;
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
      ...(config.fetchSite ? { 'sec-fetch-site': config.fetchSite } : {}),
      ...(config.sendUserAgent ? { 'user-agent': config.userAgent } : {}),
    },
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: config.bearer ? [bearerHook(config.bearer)] : [],
      afterResponse: config.onServiceUnavailable ? [serviceUnavailableHook(config.onServiceUnavailable)] : [],
    },
  });

// Read per request, so a call retried after a token refresh carries the new token.
const bearerHook =
  (bearer: () => string | undefined) =>
  (request: Request): void => {
    const token = bearer();
    if (token !== undefined && !request.headers.has('authorization'))
      request.headers.set('authorization', `Bearer ${token}`);
  };

const serviceUnavailableHook =
  (onServiceUnavailable: () => void) =>
  (_request: Request, _options: unknown, response: Response): void => {
    if (response.status === 503) onServiceUnavailable();
  };
