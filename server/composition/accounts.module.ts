import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountsRepositories } from '../accounts/accounts-repositories';
import type { CaptchaVerifier } from '../accounts/captcha/captcha-verifier.port';
import { DevelopmentCaptcha } from '../accounts/captcha/development-captcha';
import { RecaptchaVerifier } from '../accounts/captcha/recaptcha-verifier';
import { ListDevices } from '../accounts/devices/list-devices.use-case';
import { RemoveDevice } from '../accounts/devices/remove-device.use-case';
import { DeleteAccount } from '../accounts/delete-account.use-case';
import { DecideDeviceSignIn } from '../accounts/device-sign-in/decide-device-sign-in.use-case';
import { randomUserCode } from '../accounts/device-sign-in/device-codes';
import { deviceSignInStarts, wrongUserCodes } from '../accounts/device-sign-in/device-sign-in-limits';
import { KyselyDeviceSignInRepository } from '../accounts/device-sign-in/kysely-device-sign-in-repository';
import { PollDeviceSignIn } from '../accounts/device-sign-in/poll-device-sign-in.use-case';
import { ShowPendingDeviceSignIn } from '../accounts/device-sign-in/show-pending-device-sign-in.use-case';
import { StartDeviceSignIn } from '../accounts/device-sign-in/start-device-sign-in.use-case';
import { KyselyAccountViews } from '../accounts/kysely-account-views';
import { KyselyDeviceRepository } from '../accounts/kysely-device-repository';
import { KyselyUserRepository } from '../accounts/kysely-user-repository';
import { ChangePassword } from '../accounts/password/change-password.use-case';
import type { PasswordHasher } from '../accounts/password/password-hasher';
import { KyselySessionStore } from '../accounts/session/kysely-session-store';
import { KyselySignInSessions } from '../accounts/session/kysely-sign-in-sessions';
import { ListSessions } from '../accounts/session/list-sessions.use-case';
import { LogOut } from '../accounts/session/log-out.use-case';
import { RefreshSession } from '../accounts/session/refresh-session.use-case';
import { RevokeOtherSessions } from '../accounts/session/revoke-other-sessions.use-case';
import { RevokeSession } from '../accounts/session/revoke-session.use-case';
import type { SessionStore } from '../accounts/session/session-store.port';
import { SetConsent } from '../accounts/set-consent.use-case';
import { ShowAccount } from '../accounts/show-account.use-case';
import { AuthenticateWithPassword } from '../accounts/sign-in/authenticate-with-password.use-case';
import { RegisterUser } from '../accounts/sign-up/register-user.use-case';
import type { VerificationMail } from '../accounts/sign-up/verification-mail.port';
import { AccountThrottle, signUpLimits } from '../accounts/throttle/account-throttle';
import { KyselyAttemptLimiters } from '../accounts/throttle/kysely-attempt-limiters';
import { SignInThrottle } from '../accounts/throttle/sign-in-throttle';
import type { AttemptLimiters } from '../accounts/throttle/attempt-limiter.port';
import type { AccountsConfig } from '../config';
import { KyselyUnitOfWork } from '../db/kysely-unit-of-work';
import type { DatabaseSchema } from '../db/schema';
import type { Logger } from '../logging/logger';
import type { StandInSecrets } from './stand-in-secrets';

/** What the accounts area is built from. */
export interface AccountsServices {
  readonly db: Kysely<DatabaseSchema>;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly sessions: SessionStore;
  readonly accounts: Pick<
    AccountsConfig,
    'recaptchaSecret' | 'developmentStandIns' | 'signUpLimitPerAddress' | 'alphaTesters'
  >;
  readonly passwordHasher: PasswordHasher;
  /** The stand-ins' keys every process of the server shares; a single process makes its own. */
  readonly standInSecrets?: Pick<StandInSecrets, 'captchaKey'>;
  /** The verification mail a sign-up sends (the identity area's). */
  readonly verificationMail: VerificationMail;
  /** The brand name, in the storefront paths a device sign-in's page is reached at. */
  readonly product: string;
}

export interface AccountsOptions {
  /** The fetch the reCAPTCHA verifier calls Google with. */
  readonly fetch?: typeof fetch;
}

/** The accounts area's use cases, and the captcha token issuer a server without a reCAPTCHA secret serves. */
export interface AccountsModule {
  readonly showAccount: ShowAccount;
  readonly setConsent: SetConsent;
  readonly authenticateWithPassword: AuthenticateWithPassword;
  readonly registerUser: RegisterUser;
  readonly refreshSession: RefreshSession;
  readonly logOut: LogOut;
  readonly changePassword: ChangePassword;
  readonly listSessions: ListSessions;
  readonly revokeSession: RevokeSession;
  readonly revokeOtherSessions: RevokeOtherSessions;
  readonly deleteAccount: DeleteAccount;
  readonly listDevices: ListDevices;
  readonly removeDevice: RemoveDevice;
  /** Signing in a device by a code a signed-in browser confirms (RFC 8628). */
  readonly startDeviceSignIn: StartDeviceSignIn;
  readonly pollDeviceSignIn: PollDeviceSignIn;
  readonly showPendingDeviceSignIn: ShowPendingDeviceSignIn;
  readonly decideDeviceSignIn: DecideDeviceSignIn;
  /** The development token issuer; null when the real reCAPTCHA is configured. */
  readonly developmentCaptcha: DevelopmentCaptcha | null;
}

/**
 * reCAPTCHA v3 when a secret is configured, else the development verifier with its token issuer, which counts spent
 * tokens in the limiters' shared store so that a token works once across every process.
 */
const chooseCaptcha = (services: AccountsServices, limiters: AttemptLimiters, options: AccountsOptions) => {
  const secret = services.accounts.recaptchaSecret;
  if (secret) return { captcha: new RecaptchaVerifier({ secret, fetch: options.fetch }), developmentCaptcha: null };
  if (!services.accounts.developmentStandIns) throw new Error('reCAPTCHA needs a secret when the stand-ins are off');
  const developmentCaptcha = new DevelopmentCaptcha({
    now: services.now,
    key: services.standInSecrets?.captchaKey,
    spent: limiters,
  });
  return { captcha: developmentCaptcha as CaptchaVerifier, developmentCaptcha };
};

const repositoriesOver = (db: Kysely<DatabaseSchema>): AccountsRepositories => ({
  users: new KyselyUserRepository({ db }),
  devices: new KyselyDeviceRepository({ db }),
  sessions: new KyselySessionStore({ db }),
});

/** Builds the accounts area once per app, so the captcha's key and the dummy hash live with it. */
export const createAccountsModule = (services: AccountsServices, options: AccountsOptions = {}): AccountsModule => {
  const { db, now, logger, sessions } = services;
  const hasher = services.passwordHasher;
  const dummyHash = hasher.hash(randomBytes(18).toString('base64url'));
  // Observed here so a failure surfaces at the first sign-in that needs it, not as an unhandled rejection.
  dummyHash.catch(() => undefined);
  const limiters = new KyselyAttemptLimiters({ db });
  const { captcha, developmentCaptcha } = chooseCaptcha(services, limiters, options);
  const { users, devices } = repositoriesOver(db);
  const unitOfWork = new KyselyUnitOfWork(db, repositoriesOver);
  const signInThrottle = new SignInThrottle(limiters);
  const signIns = new KyselySignInSessions({ db });
  const views = new KyselyAccountViews({ db, alphaTesters: services.accounts.alphaTesters });
  const deviceSignIns = new KyselyDeviceSignInRepository({ db });
  const wrongCodes = wrongUserCodes(limiters);
  return {
    showAccount: new ShowAccount({ views, now }),
    setConsent: new SetConsent({ users, views, now }),
    authenticateWithPassword: new AuthenticateWithPassword({
      users,
      hasher,
      dummyHash,
      captcha,
      throttle: signInThrottle,
      signIns,
      sessions,
      views,
      now,
      logger,
    }),
    registerUser: new RegisterUser({
      users,
      hasher,
      throttle: new AccountThrottle(limiters, 'sign-up', signUpLimits(services.accounts.signUpLimitPerAddress)),
      signIns,
      views,
      verification: services.verificationMail,
      now,
      logger,
    }),
    refreshSession: new RefreshSession({ sessions, devices, now, logger }),
    logOut: new LogOut({ sessions, now, logger }),
    changePassword: new ChangePassword({ users, hasher, dummyHash, throttle: signInThrottle, unitOfWork, now, logger }),
    listSessions: new ListSessions({ sessions, now }),
    revokeSession: new RevokeSession({ sessions, now, logger }),
    revokeOtherSessions: new RevokeOtherSessions({ sessions, now, logger }),
    deleteAccount: new DeleteAccount({ users, hasher, dummyHash, throttle: signInThrottle, unitOfWork, now, logger }),
    listDevices: new ListDevices({ devices }),
    removeDevice: new RemoveDevice({ unitOfWork, now, logger }),
    startDeviceSignIn: new StartDeviceSignIn({
      signIns: deviceSignIns,
      starts: deviceSignInStarts(limiters),
      userCode: randomUserCode,
      now,
      product: services.product,
    }),
    pollDeviceSignIn: new PollDeviceSignIn({ signIns: deviceSignIns, sessions: signIns, now, logger }),
    showPendingDeviceSignIn: new ShowPendingDeviceSignIn({ signIns: deviceSignIns, wrongCodes, now, logger }),
    decideDeviceSignIn: new DecideDeviceSignIn({ signIns: deviceSignIns, wrongCodes, now, logger }),
    developmentCaptcha,
  };
};
