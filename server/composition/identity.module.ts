import type { Kysely } from 'kysely';
import { KyselyAccountViews } from '../accounts/kysely-account-views';
import type { PasswordHasher } from '../accounts/password/password-hasher';
import { KyselySignInSessions } from '../accounts/session/kysely-sign-in-sessions';
import {
  AccountThrottle,
  PASSWORD_RESET_LIMITS,
  SOCIAL_SIGN_IN_FAILURE_LIMIT,
} from '../accounts/throttle/account-throttle';
import type { AttemptLimiters } from '../accounts/throttle/attempt-limiter.port';
import { KyselyAttemptLimiters } from '../accounts/throttle/kysely-attempt-limiters';
import { SignInThrottle } from '../accounts/throttle/sign-in-throttle';
import type { SessionStore } from '../accounts/session/session-store.port';
import type { AccountsConfig } from '../config';
import type { DatabaseSchema } from '../db/schema';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../db/tables/identity.tables';
import { EmailVerificationMailer } from '../identity/email-verification/email-verification-mailer';
import { KyselyEmailVerificationRepository } from '../identity/email-verification/kysely-email-verification-repository';
import {
  EMAIL_VERIFICATION_LIMITS,
  RequestEmailVerification,
} from '../identity/email-verification/request-email-verification.use-case';
import { VerifyEmail } from '../identity/email-verification/verify-email.use-case';
import { CheckPasswordResetToken } from '../identity/password-reset/check-password-reset-token.use-case';
import { KyselyPasswordResetRepository } from '../identity/password-reset/kysely-password-reset-repository';
import { RequestPasswordReset } from '../identity/password-reset/request-password-reset.use-case';
import { ResetPassword } from '../identity/password-reset/reset-password.use-case';
import { SerialJobQueue } from '../identity/serial-job-queue';
import { DevIdentityProvider } from '../identity/social/dev-identity-provider';
import { JoseIdTokenVerifier } from '../identity/social/jose-id-token-verifier';
import { KyselySocialAccountRepository } from '../identity/social/kysely-social-account-repository';
import { KyselySpentIdTokens } from '../identity/social/kysely-spent-id-tokens';
import { SignInWithProvider } from '../identity/social/sign-in-with-provider.use-case';
import type { Logger } from '../logging/logger';
import type { Mail } from '../mail/create-mail-sender';
import type { StandInSecrets } from './stand-in-secrets';

/** What the identity area is built from. */
export interface IdentityServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly sessions: SessionStore;
  readonly accounts: Pick<AccountsConfig, 'googleClientId' | 'appleClientId' | 'developmentStandIns' | 'alphaTesters'>;
  readonly product: string;
  readonly passwordHasher: PasswordHasher;
  /** The stand-ins' keys every process of the server shares; a single process makes its own. */
  readonly standInSecrets?: Pick<StandInSecrets, 'identityKeys'>;
}

/**
 * Quality bar "Throttling": reset and verification-mail requests per e-mail and per address, refused social sign-ins
 * per address.
 */
export const IDENTITY_LIMITS = {
  passwordReset: PASSWORD_RESET_LIMITS,
  emailVerification: EMAIL_VERIFICATION_LIMITS,
  socialFailuresPerAddress: SOCIAL_SIGN_IN_FAILURE_LIMIT,
} as const;

/** The identity area's use cases, and the development stand-ins its pages serve. */
export interface IdentityModule {
  readonly requestPasswordReset: RequestPasswordReset;
  readonly checkPasswordResetToken: CheckPasswordResetToken;
  readonly resetPassword: ResetPassword;
  readonly requestEmailVerification: RequestEmailVerification;
  readonly verifyEmail: VerifyEmail;
  /** Mails an account its verification link; sign-up sends it too. */
  readonly verificationMail: EmailVerificationMailer;
  readonly signInWith: Readonly<Record<SocialProvider, SignInWithProvider>>;
  /** The development identity provider of each provider without a client id; null for a real or unoffered one. */
  readonly devProviders: Readonly<Record<SocialProvider, DevIdentityProvider | null>>;
  /** The development outbox; null when mail goes out through SMTP. */
  readonly devMailbox: Mail['devMailbox'];
}

const clientIdOf = (services: IdentityServices, provider: SocialProvider): string | undefined =>
  provider === 'google' ? services.accounts.googleClientId : services.accounts.appleClientId;

/** The provider's verifier: the real one with a client id, else the development stand-in's when stand-ins are on. */
const providerOf = (services: IdentityServices, provider: SocialProvider) => {
  const clientId = clientIdOf(services, provider);
  if (clientId) return { verifier: JoseIdTokenVerifier.forProvider(provider, clientId), devProvider: null };
  if (!services.accounts.developmentStandIns) return { verifier: null, devProvider: null };
  const devProvider = new DevIdentityProvider(provider, services.standInSecrets?.identityKeys[provider]);
  return { verifier: devProvider.verifier(), devProvider };
};

const signInWith = (services: IdentityServices, limiters: AttemptLimiters) => {
  const failures = limiters.limiter('social-sign-in.address', IDENTITY_LIMITS.socialFailuresPerAddress);
  const shared = {
    accounts: new KyselySocialAccountRepository({ db: services.db }),
    spent: new KyselySpentIdTokens({ db: services.db }),
    signIns: new KyselySignInSessions({ db: services.db }),
    sessions: services.sessions,
    views: new KyselyAccountViews({ db: services.db, alphaTesters: services.accounts.alphaTesters }),
    failures,
    now: services.now,
    logger: services.logger,
  };
  const providers = SOCIAL_PROVIDERS.map((provider) => ({ provider, ...providerOf(services, provider) }));
  const by = <T>(pick: (p: (typeof providers)[number]) => T) =>
    Object.fromEntries(providers.map((p) => [p.provider, pick(p)])) as Record<SocialProvider, T>;
  return {
    signInWith: by((p) => new SignInWithProvider({ ...shared, provider: p.provider, verifier: p.verifier })),
    devProviders: by((p) => p.devProvider),
  };
};

/** Builds the identity area once per app (the development key pairs are made, or imported, here on first use). */
export const createIdentityModule = (services: IdentityServices, mail: Mail): IdentityModule => {
  const resets = new KyselyPasswordResetRepository({ db: services.db });
  const verifications = new KyselyEmailVerificationRepository({ db: services.db });
  const limiters = new KyselyAttemptLimiters({ db: services.db });
  const verificationMail = new EmailVerificationMailer({
    verifications,
    mail: mail.sender,
    jobs: new SerialJobQueue({ logger: services.logger, name: 'email-verification-mail', maxPending: 1000 }),
    now: services.now,
    product: services.product,
    logger: services.logger,
  });
  return {
    requestPasswordReset: new RequestPasswordReset({
      resets,
      mail: mail.sender,
      jobs: new SerialJobQueue({ logger: services.logger, name: 'password-reset-mail', maxPending: 1000 }),
      throttle: new AccountThrottle(limiters, 'password-reset', IDENTITY_LIMITS.passwordReset),
      now: services.now,
      product: services.product,
      logger: services.logger,
    }),
    checkPasswordResetToken: new CheckPasswordResetToken({ resets, now: services.now }),
    resetPassword: new ResetPassword({
      resets,
      hasher: services.passwordHasher,
      signInThrottle: new SignInThrottle(limiters),
      now: services.now,
      logger: services.logger,
    }),
    requestEmailVerification: new RequestEmailVerification({
      verifications,
      mailer: verificationMail,
      throttle: new AccountThrottle(limiters, 'email-verification', IDENTITY_LIMITS.emailVerification),
      now: services.now,
    }),
    verifyEmail: new VerifyEmail({ verifications, now: services.now, logger: services.logger }),
    verificationMail,
    ...signInWith(services, limiters),
    devMailbox: mail.devMailbox,
  };
};
