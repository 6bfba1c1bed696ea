import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { AuthStore } from '#application/auth/auth.store';
import { RefreshUser } from '#application/auth/refresh-user.use-case';
import { SignOut } from '#application/auth/sign-out.use-case';
import type { CrossTabPort } from '#application/ports/cross-tab.port';
import type { LoggedInCookiePort } from '#application/ports/logged-in-cookie.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { AUTH_CHANNEL_NAME, authBroadcastSchema } from '../browser/auth-broadcast.schema';
import { BroadcastChannelCrossTab } from '../browser/broadcast-channel-cross-tab';
import { type CookieJar, DocumentCookies, RequestCookies } from '../browser/document-cookies';
import { DocumentLoggedInCookie, LOGGED_IN_COOKIE } from '../browser/document-logged-in-cookie';
import { localStorageDeviceId } from '../browser/local-storage-device-id';
import { SilentCrossTab } from '../browser/silent-cross-tab';
import { KySessionGateway } from '../http/ky-session-gateway';
import { type SessionRefresh, sessionRefresh } from '../http/session-refresh';
import { tokenSessionRefresh } from '../http/token-session-refresh';
import type { Locale } from '#domain/market/locale';
import { browserStorage, inBrowser, isHttps } from './browser-context';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

const SILENT_LOGGED_IN_COOKIE: LoggedInCookiePort = { set: () => undefined, remove: () => undefined };

/**
 * The session slice: readable cookies, the session gateway (HTTP unless overridden), the auth store, sign-out and the
 * account read afresh.
 */
export const sessionModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Cookies).toResolvedValue(
      (config: ContainerConfig): CookieJar =>
        inBrowser() ? new DocumentCookies({ document, secure: isHttps(config) }) : new RequestCookies(config.cookie),
      [TOKENS.Config],
    );
    bind(TOKENS.DeviceId).toResolvedValue(
      (config: ContainerConfig) => {
        const script = config.scriptSession;
        if (script) return () => script.deviceId();
        return localStorageDeviceId({ storage: browserStorage(), newId: () => crypto.randomUUID() });
      },
      [TOKENS.Config],
    );
    bind(TOKENS.SessionRefresh).toResolvedValue(
      (http: KyInstance, deviceId: () => string, config: ContainerConfig, locale: () => Locale) =>
        config.scriptSession
          ? tokenSessionRefresh({ http, locale, session: config.scriptSession })
          : sessionRefresh({ http, locale, deviceId }),
      [TOKENS.HttpClient, TOKENS.DeviceId, TOKENS.Config, TOKENS.ApiLocale],
    );
    const { sessionGateway } = overrides;
    if (sessionGateway) bind(TOKENS.SessionGateway).toConstantValue(sessionGateway);
    else
      bind(TOKENS.SessionGateway).toResolvedValue(
        (
          http: KyInstance,
          cookies: CookieJar,
          deviceId: () => string,
          config: ContainerConfig,
          locale: () => Locale,
          refreshSession: SessionRefresh,
        ) => {
          const script = config.scriptSession;
          if (script)
            return new KySessionGateway({
              http,
              locale,
              deviceId,
              hasSessionHint: () => script.tokens() !== null,
              refreshSession,
              forgetSession: () => script.clear(),
            });
          return new KySessionGateway({
            http,
            locale,
            deviceId,
            hasSessionHint: () => cookies.get(LOGGED_IN_COOKIE.name) === LOGGED_IN_COOKIE.value,
          });
        },
        [TOKENS.HttpClient, TOKENS.Cookies, TOKENS.DeviceId, TOKENS.Config, TOKENS.ApiLocale, TOKENS.SessionRefresh],
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
    bind(TOKENS.RefreshUser).toResolvedValue(
      (gateway: SessionGateway, authStore: AuthStore) => new RefreshUser({ sessionGateway: gateway, authStore }),
      [TOKENS.SessionGateway, TOKENS.AuthStore],
    );
  });
