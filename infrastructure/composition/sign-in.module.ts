import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import type { AuthStore } from '#application/auth/auth.store';
import { SignIn } from '#application/auth/sign-in.use-case';
import { SignUp } from '#application/auth/sign-up.use-case';
import type { AuthGateway } from '#application/ports/auth-gateway.port';
import type { CaptchaPort } from '#application/ports/captcha.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { type Grecaptcha, GrecaptchaCaptcha } from '../browser/grecaptcha-captcha';
import { KyAuthGateway } from '../http/ky-auth-gateway';
import { KyDevelopmentCaptcha } from '../http/ky-development-captcha';
import { pageLocale } from './browser-context';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

const loadedGrecaptcha = (): Grecaptcha | undefined =>
  (globalThis as typeof globalThis & { grecaptcha?: Grecaptcha }).grecaptcha;

/**
 * The sign-in slice (spec §4, §7 AuthenticateForWeb, RegisterUser): the auth gateway over HTTP, the captcha
 * (reCAPTCHA with a site key, else the server's development stand-in), each unless overridden, and the use cases.
 */
export const signInModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { authGateway, captcha } = overrides;
    if (authGateway) bind(TOKENS.AuthGateway).toConstantValue(authGateway);
    else
      bind(TOKENS.AuthGateway).toResolvedValue(
        (http: KyInstance) => new KyAuthGateway({ http, locale: pageLocale }),
        [TOKENS.HttpClient],
      );
    if (captcha) bind(TOKENS.Captcha).toConstantValue(captcha);
    else
      bind(TOKENS.Captcha).toResolvedValue(
        (http: KyInstance, config: ContainerConfig): CaptchaPort =>
          config.recaptchaSiteKey
            ? new GrecaptchaCaptcha({ siteKey: config.recaptchaSiteKey, grecaptcha: loadedGrecaptcha })
            : new KyDevelopmentCaptcha({ http }),
        [TOKENS.HttpClient, TOKENS.Config],
      );
    bind(TOKENS.SignIn).toResolvedValue(
      (
        gateway: AuthGateway,
        captchaPort: CaptchaPort,
        sessionGateway: SessionGateway,
        authStore: AuthStore,
        deviceId: () => string,
      ) => new SignIn({ authGateway: gateway, captcha: captchaPort, sessionGateway, authStore, deviceId }),
      [TOKENS.AuthGateway, TOKENS.Captcha, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
    bind(TOKENS.SignUp).toResolvedValue(
      (gateway: AuthGateway, sessionGateway: SessionGateway, authStore: AuthStore, deviceId: () => string) =>
        new SignUp({ authGateway: gateway, sessionGateway, authStore, deviceId }),
      [TOKENS.AuthGateway, TOKENS.SessionGateway, TOKENS.AuthStore, TOKENS.DeviceId],
    );
  });
