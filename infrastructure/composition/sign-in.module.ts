import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthStore } from '#application/auth/auth.store';
import { LeaveAfterSignIn } from '#application/auth/leave-after-sign-in.use-case';
import { SignIn } from '#application/auth/sign-in.use-case';
import { SignInWithProvider } from '#application/auth/sign-in-with-provider.use-case';
import { SignInWithDeviceCode } from '#application/auth/sign-in-with-device-code.use-case';
import { SignUp } from '#application/auth/sign-up.use-case';
import type { CaptchaPort } from '#application/ports/captcha.port';
import type { IdentityProviderPort } from '#application/ports/identity-provider.port';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { APPLE_SIGN_IN_JS_URL, type AppleIdGlobal, AppleSignInJsProvider } from '../browser/apple-sign-in-js-provider';
import {
  GOOGLE_IDENTITY_SERVICES_URL,
  type GoogleIdentityServices,
  GoogleIdentityServicesProvider,
} from '../browser/google-identity-services-provider';
import { type Grecaptcha, GrecaptchaCaptcha } from '../browser/grecaptcha-captcha';
import { grecaptchaScriptLoader } from '../browser/grecaptcha-script';
import { browserPopupDeps, PopupDevelopmentIdentityProvider } from '../browser/popup-development-identity-provider';
import { PerProviderIdentityProvider } from '../browser/provider-id-token-source';
import { scriptLoader } from '../browser/script-loader';
import { KyAuthGateway } from '../http/ky-auth-gateway';
import { KyDeviceCodeSignInGateway } from '../http/ky-device-code-sign-in-gateway';
import { KySocialSignInGateway } from '../http/ky-social-sign-in-gateway';
import { KyDevelopmentCaptcha } from '../http/ky-development-captcha';
import { apiLocale } from './browser-context';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

const loadedGrecaptcha = (): Grecaptcha | undefined =>
  (globalThis as typeof globalThis & { grecaptcha?: Grecaptcha }).grecaptcha;

// One loader for the page: the script is added once, however many use cases ask for tokens.
let grecaptchaLoader: ((siteKey: string) => Promise<Grecaptcha | undefined>) | undefined;
const loadGrecaptcha = (siteKey: string) => {
  grecaptchaLoader ??= grecaptchaScriptLoader<HTMLScriptElement>(document, loadedGrecaptcha);
  return grecaptchaLoader(siteKey);
};

type ProviderWindow = Window & { google?: GoogleIdentityServices; AppleID?: AppleIdGlobal };

// One loader per provider script for the page, made on the first click: each script is added once.
let googleLoader: (() => Promise<GoogleIdentityServices | undefined>) | undefined;
let appleLoader: (() => Promise<AppleIdGlobal | undefined>) | undefined;
const loadGoogle = (win: ProviderWindow) => {
  googleLoader ??= scriptLoader<GoogleIdentityServices, HTMLScriptElement>(
    win.document,
    GOOGLE_IDENTITY_SERVICES_URL,
    () => win.google,
  );
  return googleLoader();
};
const loadAppleId = (win: ProviderWindow) => {
  appleLoader ??= scriptLoader<AppleIdGlobal, HTMLScriptElement>(win.document, APPLE_SIGN_IN_JS_URL, () => win.AppleID);
  return appleLoader();
};

/**
 * Each provider with a client id signs in with its own script (Google Identity Services, Sign in with Apple JS); one
 * without signs in with the server's development provider, as the server then verifies that one's tokens.
 */
export const browserIdentityProvider = (config: ContainerConfig, win: Window): IdentityProviderPort => {
  const popupDeps = browserPopupDeps(win);
  const development = new PopupDevelopmentIdentityProvider(popupDeps);
  if (!config.googleClientId && !config.appleClientId) return development;
  const { randomValue, sha256Hex } = popupDeps;
  return new PerProviderIdentityProvider({
    google: config.googleClientId
      ? new GoogleIdentityServicesProvider({
          clientId: config.googleClientId,
          google: () => loadGoogle(win),
          randomValue,
          sha256Hex,
        })
      : { idToken: () => development.googleIdToken() },
    apple: config.appleClientId
      ? new AppleSignInJsProvider({
          clientId: config.appleClientId,
          // The store's own origin: the Return URL to register for the Services ID.
          redirectUri: () => `${win.location.origin}/`,
          appleId: () => loadAppleId(win),
          randomValue,
          sha256Hex,
        })
      : { idToken: () => development.appleIdToken() },
  });
};

// The gateway and the captcha serve only these use cases: no tokens of their own (every page's shell carries the tokens).
const portsOf = (overrides: PortOverrides, http: KyInstance, config: ContainerConfig) => ({
  authGateway:
    overrides.authGateway ??
    new KyAuthGateway({
      http,
      locale: apiLocale(config),
      ...(config.scriptSession ? { scriptSession: config.scriptSession } : {}),
    }),
  captcha:
    overrides.captcha ??
    ((): CaptchaPort =>
      config.recaptchaSiteKey
        ? new GrecaptchaCaptcha({ siteKey: config.recaptchaSiteKey, grecaptcha: loadGrecaptcha })
        : new KyDevelopmentCaptcha({ http }))(),
});

/**
 * The sign-in slice (spec §4, §7 AuthenticateForWeb, RegisterUser): the auth gateway over HTTP, the captcha
 * (reCAPTCHA with a site key, else the server's development stand-in), the identity providers (Google's and Apple's
 * scripts with their client ids, else the server's development stand-ins) and the social sign-in gateway, each
 * unless overridden, the use cases, and where the page goes afterwards.
 */
export const signInModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.SignIn).toResolvedValue(
      (
        http: KyInstance,
        config: ContainerConfig,
        sessionGateway: SessionGateway,
        authStore: AuthStore,
        deviceId: () => string,
      ) => new SignIn({ ...portsOf(overrides, http, config), sessionGateway, authStore, deviceId }),
      [TOKENS.HttpClient, TOKENS.Config, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
    bind(TOKENS.SignUp).toResolvedValue(
      (
        http: KyInstance,
        config: ContainerConfig,
        sessionGateway: SessionGateway,
        authStore: AuthStore,
        deviceId: () => string,
      ) =>
        new SignUp({ authGateway: portsOf(overrides, http, config).authGateway, sessionGateway, authStore, deviceId }),
      [TOKENS.HttpClient, TOKENS.Config, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
    // Asked for only when a provider button is used, which is in the browser.
    bind(TOKENS.SignInWithProvider).toResolvedValue(
      (
        http: KyInstance,
        config: ContainerConfig,
        sessionGateway: SessionGateway,
        authStore: AuthStore,
        deviceId: () => string,
      ) =>
        new SignInWithProvider({
          identityProvider: overrides.identityProvider ?? browserIdentityProvider(config, window),
          socialSignInGateway:
            overrides.socialSignInGateway ?? new KySocialSignInGateway({ http, locale: apiLocale(config) }),
          sessionGateway,
          authStore,
          deviceId,
        }),
      [TOKENS.HttpClient, TOKENS.Config, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
    // A script's sign-in by a code a browser confirms: its tokens are kept in the script's session.
    bind(TOKENS.SignInWithDeviceCode).toResolvedValue(
      (
        http: KyInstance,
        config: ContainerConfig,
        sessionGateway: SessionGateway,
        authStore: AuthStore,
        deviceId: () => string,
      ) => {
        const session = config.scriptSession;
        if (!session) throw new Error('Signing in by a device code keeps its tokens in a script session');
        return new SignInWithDeviceCode({
          gateway:
            overrides.deviceCodeSignInGateway ??
            new KyDeviceCodeSignInGateway({ http, locale: apiLocale(config), session }),
          sessionGateway,
          authStore,
          deviceId,
          now: Date.now,
          wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
        });
      },
      [TOKENS.HttpClient, TOKENS.Config, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
    bind(TOKENS.LeaveAfterSignIn).toResolvedValue(
      (redirectTargetStore: RedirectTargetStore, config: ContainerConfig) =>
        new LeaveAfterSignIn({
          redirectTargetStore,
          currentOrigin: () => globalThis.location?.origin ?? config.apiOrigin,
        }),
      [TOKENS.RedirectTargetStore, TOKENS.Config],
    );
  });
