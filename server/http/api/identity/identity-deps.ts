import { KyselyUserRepository } from '../../../accounts/kysely-user-repository';
import {
  AccountThrottle,
  PASSWORD_RESET_LIMITS,
  SOCIAL_SIGN_IN_FAILURE_LIMIT,
} from '../../../accounts/throttle/account-throttle';
import type { AttemptLimiter } from '../../../accounts/throttle/attempt-limiter.port';
import { KyselyAttemptLimiters } from '../../../accounts/throttle/kysely-attempt-limiters';
import type { SocialProvider } from '../../../db/tables/identity.tables';
import { KyselyPasswordResetRepository } from '../../../identity/password-reset/kysely-password-reset-repository';
import { RequestPasswordReset } from '../../../identity/password-reset/request-password-reset.use-case';
import { ResetPassword } from '../../../identity/password-reset/reset-password.use-case';
import { SerialJobQueue } from '../../../identity/serial-job-queue';
import { DevIdentityProvider } from '../../../identity/social/dev-identity-provider';
import { JoseIdTokenVerifier } from '../../../identity/social/jose-id-token-verifier';
import { KyselySocialAccountRepository } from '../../../identity/social/kysely-social-account-repository';
import { SignInWithProvider } from '../../../identity/social/sign-in-with-provider.use-case';
import type { Mail } from '../../../mail/create-mail-sender';
import type { ServerServices } from '../area-context';

/** Quality bar "Throttling": reset requests per e-mail and per address, refused social sign-ins per address. */
export const IDENTITY_LIMITS = {
  passwordReset: PASSWORD_RESET_LIMITS,
  socialFailuresPerAddress: SOCIAL_SIGN_IN_FAILURE_LIMIT,
} as const;

export interface SocialSignIn {
  /** Null when the provider has no client id and the development stand-ins are off: the provider is not offered. */
  readonly signIn: SignInWithProvider | null;
  /** The development stand-in when no client id is configured for the provider; null for the real one. */
  readonly devProvider: DevIdentityProvider | null;
}

export interface IdentityDeps {
  readonly users: KyselyUserRepository;
  readonly mail: Mail;
  /** Reset mail goes out after the answer, so the answer's timing says nothing about the account. */
  readonly jobs: SerialJobQueue;
  readonly requestReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly limits: {
    /** Reset requests, per e-mail (as typed, known or not) and per client address. */
    readonly passwordReset: AccountThrottle;
    readonly socialFailuresPerAddress: AttemptLimiter;
  };
  readonly social: Readonly<Record<SocialProvider, SocialSignIn>>;
}

const socialSignIn = (
  services: ServerServices,
  provider: SocialProvider,
  clientId: string | undefined,
): SocialSignIn => {
  if (!clientId && !services.accounts.developmentStandIns) return { signIn: null, devProvider: null };
  const devProvider = clientId ? null : new DevIdentityProvider(provider);
  const verifier = devProvider ? devProvider.verifier() : JoseIdTokenVerifier.forProvider(provider, clientId ?? '');
  const signIn = new SignInWithProvider({
    provider,
    verifier,
    accounts: new KyselySocialAccountRepository({ db: services.db }),
    now: services.now,
  });
  return { signIn, devProvider };
};

/** The identity area's collaborators, made once per app (the development key pairs are made here). */
export const createIdentityDeps = (services: ServerServices, mail: Mail): IdentityDeps => {
  const resets = new KyselyPasswordResetRepository({ db: services.db });
  const limiters = new KyselyAttemptLimiters({ db: services.db });
  return {
    users: new KyselyUserRepository({ db: services.db }),
    mail,
    jobs: new SerialJobQueue({ logger: services.logger, name: 'password-reset-mail', maxPending: 1000 }),
    requestReset: new RequestPasswordReset({
      resets,
      mail: mail.sender,
      now: services.now,
      product: services.product,
      logger: services.logger,
    }),
    resetPassword: new ResetPassword({ resets, hasher: services.passwordHasher, now: services.now }),
    limits: {
      passwordReset: new AccountThrottle(limiters, 'password-reset', IDENTITY_LIMITS.passwordReset),
      socialFailuresPerAddress: limiters.limiter('social-sign-in.address', IDENTITY_LIMITS.socialFailuresPerAddress),
    },
    social: {
      google: socialSignIn(services, 'google', services.accounts.googleClientId),
      apple: socialSignIn(services, 'apple', services.accounts.appleClientId),
    },
  };
};
