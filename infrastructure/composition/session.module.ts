import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { AuthStore } from '#application/auth/auth.store';
import { SignOut } from '#application/auth/sign-out.use-case';
import type { CrossTabPort } from '#application/ports/cross-tab.port';
import type { LoggedInCookiePort } from '#application/ports/logged-in-cookie.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/market/locale';
import { AUTH_CHANNEL_NAME, authBroadcastSchema } from '../browser/auth-broadcast.schema';
import { BroadcastChannelCrossTab } from '../browser/broadcast-channel-cross-tab';
import { type CookieJar, DocumentCookies, RequestCookies } from '../browser/document-cookies';
import { DocumentLoggedInCookie, LOGGED_IN_COOKIE } from '../browser/document-logged-in-cookie';
import { localStorageDeviceId } from '../browser/local-storage-device-id';
import { SilentCrossTab } from '../browser/silent-cross-tab';
import { KySessionGateway } from '../http/ky-session-gateway';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

// Server rendering has no document, no other tabs and no cookies to write: those ports stay silent there.
const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

const isHttps = (config: ContainerConfig): boolean => new URL(config.apiOrigin).protocol === 'https:';

// The market of the page in the browser (its first path segment); the server never asks.
const pageLocale = (): Locale => {
  const segment = globalThis.location?.pathname.split('/')[1];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
};

const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Blocked storage throws on access (SecurityError).
    return null;
  }
};

const SILENT_LOGGED_IN_COOKIE: LoggedInCookiePort = { set: () => undefined, remove: () => undefined };

/** The session slice: readable cookies, the session gateway (HTTP unless overridden), the auth store and sign-out. */
export const sessionModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Cookies).toResolvedValue(
      (config: ContainerConfig): CookieJar =>
        inBrowser() ? new DocumentCookies({ document, secure: isHttps(config) }) : new RequestCookies(config.cookie),
      [TOKENS.Config],
    );
    const { sessionGateway } = overrides;
    if (sessionGateway) bind(TOKENS.SessionGateway).toConstantValue(sessionGateway);
    else
      bind(TOKENS.SessionGateway).toResolvedValue(
        (http: KyInstance, cookies: CookieJar) =>
          new KySessionGateway({
            http,
            locale: pageLocale,
            deviceId: localStorageDeviceId({ storage: browserStorage(), newId: () => crypto.randomUUID() }),
            hasSessionHint: () => cookies.get(LOGGED_IN_COOKIE.name) === LOGGED_IN_COOKIE.value,
          }),
        [TOKENS.HttpClient, TOKENS.Cookies],
      );
    bind(TOKENS.AuthStore).toResolvedValue(
      (gateway: SessionGateway, config: ContainerConfig) => {
        const browser = inBrowser();
        const crossTab: CrossTabPort<AuthBroadcast> =
          browser && typeof BroadcastChannel !== 'undefined'
            ? new BroadcastChannelCrossTab({ channelName: AUTH_CHANNEL_NAME, schema: authBroadcastSchema })
            : new SilentCrossTab();
        const loggedInCookie = browser
          ? new DocumentLoggedInCookie({ document, secure: isHttps(config) })
          : SILENT_LOGGED_IN_COOKIE;
        return new AuthStore({ sessionGateway: gateway, crossTab, loggedInCookie });
      },
      [TOKENS.SessionGateway, TOKENS.Config],
    );
    bind(TOKENS.SignOut).toResolvedValue(
      (gateway: SessionGateway, authStore: AuthStore) => new SignOut({ sessionGateway: gateway, authStore }),
      [TOKENS.SessionGateway, TOKENS.AuthStore],
    );
  });
