import {
  DEVICE_POLL_INTERVAL_SECONDS,
  DEVICE_SIGN_IN_TTL_SECONDS,
  formatUserCode,
  type StartedDeviceSignIn,
} from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { err, ok, type Result } from '#domain/shared/result';
import { cleanUserText } from '#domain/shared/user-text';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import { deviceNameFrom } from '../device-name';
import { newToken, tokenHash } from '../session/token';
import type { AttemptLimiter } from '../throttle/attempt-limiter.port';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';

/** Draws of a user code before giving up: with ~34 bits a code, even one collision means something is wrong. */
const USER_CODE_DRAWS = 5;

/** The longest client name the confirming page shows. */
const CLIENT_NAME_MAX = 80;

export interface StartDeviceSignInDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'start'>;
  /** Starts per client address. */
  readonly starts: AttemptLimiter;
  /** Draws a canonical user code (`randomUserCode`); tests make it collide. */
  readonly userCode: () => string;
  readonly now: () => Date;
  readonly product: string;
}

export interface StartDeviceSignInInput {
  readonly deviceId: string;
  /** The catalogue the request names; it must be the market's. */
  readonly catalogId: string;
  readonly clientName: string | undefined;
  /** Names the device when it gives no name itself. */
  readonly userAgent: string;
  /** The market whose storefront's page confirms the code. */
  readonly market: { readonly catalogId: string; readonly locale: Locale };
  /** Where the storefront is reached (a trusted origin, never taken blindly from the request). */
  readonly origin: string;
  readonly address: string;
}

/**
 * StartDeviceSignIn (RFC 8628 §3.1, §3.2): a device without a browser asks to be signed in. It gets a secret device
 * code (256 bits, stored hashed) to poll with and a short user code for a person to confirm on the market's
 * storefront, both valid ten minutes. No session is needed, so starts are limited per client address.
 */
export class StartDeviceSignIn {
  readonly #deps: StartDeviceSignInDeps;

  constructor(deps: StartDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: StartDeviceSignInInput): Promise<Result<StartedDeviceSignIn, SharedError>> {
    const { signIns, starts, userCode, product } = this.#deps;
    if (input.catalogId !== input.market.catalogId) return err(invalidField('catalog_id', 'INVALID'));
    const now = this.#deps.now();
    const wait = await starts.retryAfterSeconds(input.address, now);
    if (wait > 0) return err(tooManyAttempts(wait));
    await starts.record(input.address, now);

    const clientName = this.#clientName(input);
    const expiresAt = new Date(now.getTime() + DEVICE_SIGN_IN_TTL_SECONDS * 1000);
    for (let draw = 0; draw < USER_CODE_DRAWS; draw += 1) {
      const deviceCode = newToken();
      const code = userCode();
      const stored = await signIns.start(
        {
          deviceCodeHash: tokenHash(deviceCode),
          userCode: code,
          deviceId: input.deviceId,
          clientName,
          catalogId: input.market.catalogId,
          createdAt: now,
          expiresAt,
          intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
        },
        now,
      );
      if (!stored) continue;
      const verificationUri = `${input.origin}${pathFor('deviceSignIn', {}, input.market.locale, { product })}`;
      return ok({
        deviceCode,
        userCode: formatUserCode(code),
        verificationUri,
        verificationUriComplete: `${verificationUri}?code=${formatUserCode(code)}`,
        expiresInSeconds: DEVICE_SIGN_IN_TTL_SECONDS,
        intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
      });
    }
    throw new Error(`No free user code in ${USER_CODE_DRAWS} draws`);
  }

  /** The name the device gave, cleaned like any text a client writes, else one read from its user agent. */
  #clientName(input: StartDeviceSignInInput): string {
    const given = cleanUserText(input.clientName ?? '', 'single-line')
      .trim()
      .slice(0, CLIENT_NAME_MAX);
    return given || deviceNameFrom(input.userAgent);
  }
}
