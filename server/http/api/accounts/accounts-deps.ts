import { randomBytes } from 'node:crypto';
import type { CaptchaVerifier } from '../../../accounts/captcha/captcha-verifier.port';
import { DevelopmentCaptcha } from '../../../accounts/captcha/development-captcha';
import { RecaptchaVerifier } from '../../../accounts/captcha/recaptcha-verifier';
import { KyselyDeviceRepository } from '../../../accounts/kysely-device-repository';
import { KyselyUserRepository } from '../../../accounts/kysely-user-repository';
import type { PasswordHasher } from '../../../accounts/password/password-hasher';
import { AccountThrottle, SIGN_IN_LIMITS, SIGN_UP_LIMITS } from '../../../accounts/throttle/account-throttle';
import { KyselyAttemptLimiters } from '../../../accounts/throttle/kysely-attempt-limiters';
import type { ServerServices } from '../area-context';

/** What the accounts routes and commands share; built once per app, so throttles and captcha keys live with it. */
export interface AccountsDeps {
  readonly services: ServerServices;
  readonly users: KyselyUserRepository;
  readonly devices: KyselyDeviceRepository;
  readonly hasher: PasswordHasher;
  /** A hash of a random password: an unknown e-mail is verified against it, so both failures cost one verify. */
  readonly dummyHash: Promise<string>;
  readonly captcha: CaptchaVerifier;
  /** The token issuer of a server without a reCAPTCHA secret; null when the real reCAPTCHA is configured. */
  readonly developmentCaptcha: DevelopmentCaptcha | null;
  readonly signInThrottle: AccountThrottle;
  readonly signUpThrottle: AccountThrottle;
}

export interface AccountsOptions {
  /** The fetch the reCAPTCHA verifier calls Google with. */
  readonly fetch?: typeof fetch;
}

/** reCAPTCHA v3 when a secret is configured, else the development verifier with its token issuer. */
const chooseCaptcha = (services: ServerServices, options: AccountsOptions) => {
  const secret = services.accounts.recaptchaSecret;
  if (secret) return { captcha: new RecaptchaVerifier({ secret, fetch: options.fetch }), developmentCaptcha: null };
  if (!services.accounts.developmentStandIns) throw new Error('reCAPTCHA needs a secret when the stand-ins are off');
  const developmentCaptcha = new DevelopmentCaptcha({ now: services.now });
  return { captcha: developmentCaptcha as CaptchaVerifier, developmentCaptcha };
};

/** Builds the accounts area's collaborators from the server's services. */
export const createAccountsDeps = (services: ServerServices, options: AccountsOptions = {}): AccountsDeps => {
  const hasher = services.passwordHasher;
  const dummyHash = hasher.hash(randomBytes(18).toString('base64url'));
  // Observed here so a failure surfaces at the first sign-in that needs it, not as an unhandled rejection.
  dummyHash.catch(() => undefined);
  const { captcha, developmentCaptcha } = chooseCaptcha(services, options);
  const limiters = new KyselyAttemptLimiters({ db: services.db });
  return {
    services,
    users: new KyselyUserRepository({ db: services.db }),
    devices: new KyselyDeviceRepository({ db: services.db }),
    hasher,
    dummyHash,
    captcha,
    developmentCaptcha,
    signInThrottle: new AccountThrottle(limiters, 'sign-in', SIGN_IN_LIMITS),
    signUpThrottle: new AccountThrottle(limiters, 'sign-up', SIGN_UP_LIMITS),
  };
};
