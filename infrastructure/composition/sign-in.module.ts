import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthStore } from '#application/auth/auth.store';
import { LeaveAfterSignIn } from '#application/auth/leave-after-sign-in.use-case';
import { SignIn } from '#application/auth/sign-in.use-case';
import { SignInWithProvider } from '#application/auth/sign-in-with-provider.use-case';
import { SignUp } from '#application/auth/sign-up.use-case';
import type { CaptchaPort } from '#application/ports/captcha.port';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { type Grecaptcha, GrecaptchaCaptcha } from '../browser/grecaptcha-captcha';
import { grecaptchaScriptLoader } from '../browser/grecaptcha-script';
import { browserPopupDeps, PopupDevelopmentIdentityProvider } from '../browser/popup-development-identity-provider';
import { KyAuthGateway } from '../http/ky-auth-gateway';
import { KySocialSignInGateway } from '../http/ky-social-sign-in-gateway';
import { KyDevelopmentCaptcha } from '../http/ky-development-captcha';
import { pageLocale } from './browser-context';
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

// The gateway and the captcha serve only these use cases: no tokens of their own (every page's shell carries the tokens).
const portsOf = (overrides: PortOverrides, http: KyInstance, config: ContainerConfig) => ({
  authGateway: overrides.authGateway ?? new KyAuthGateway({ http, locale: pageLocale }),
  captcha:
    overrides.captcha ??
    ((): CaptchaPort =>
      config.recaptchaSiteKey
        ? new GrecaptchaCaptcha({ siteKey: config.recaptchaSiteKey, grecaptcha: loadGrecaptcha })
        : new KyDevelopmentCaptcha({ http }))(),
});

/**
 * The sign-in slice (spec §4, §7 AuthenticateForWeb, RegisterUser): the auth gateway over HTTP, the captcha
 * (reCAPTCHA with a site key, else the server's development stand-in), the identity providers (the server's
 * development stand-ins) and the social sign-in gateway, each unless overridden, the use cases, and where the page
 * goes afterwards.
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
      (http: KyInstance, sessionGateway: SessionGateway, authStore: AuthStore, deviceId: () => string) =>
        new SignInWithProvider({
          identityProvider:
            overrides.identityProvider ?? new PopupDevelopmentIdentityProvider(browserPopupDeps(window)),
          socialSignInGateway: overrides.socialSignInGateway ?? new KySocialSignInGateway({ http, locale: pageLocale }),
          sessionGateway,
          authStore,
          deviceId,
        }),
      [TOKENS.HttpClient, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
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
