import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import type { DevicePollError } from '../accounts.errors';
import { logSecurityEvent } from '../security-log';
import { logSessionsEndedByCaps } from '../session/session-caps';
import type { OpenedSession, SignInSessions } from '../session/sign-in-sessions.port';
import { tokenHash } from '../session/token';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';
import { pollVerdict } from './device-poll';

export interface PollDeviceSignInDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'byDeviceCode' | 'recordPoll' | 'redeem'>;
  readonly sessions: Pick<SignInSessions, 'open'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface PollDeviceSignInInput {
  readonly deviceCode: string;
  readonly deviceId: string;
  /** The polling client's user agent, kept with its session; the sign-in's client name when it sends none. */
  readonly userAgent: string;
  readonly address: string;
}

/**
 * PollDeviceSignIn (RFC 8628 §3.4, §3.5): the device that started a sign-in asks whether it was approved. Pending, it
 * is told to wait (polling sooner adds five seconds to its interval); approved, the sign-in is redeemed in one
 * conditional step, so of two polls at once only one opens a session. Denied is ACCESS_DENIED; expired, spent and
 * unknown codes are EXPIRED_TOKEN, and so is a code polled by another device than the one that started it (logged),
 * which tells that device nothing and leaves the sign-in to its own device.
 */
export class PollDeviceSignIn {
  readonly #deps: PollDeviceSignInDeps;

  constructor(deps: PollDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: PollDeviceSignInInput): Promise<Result<OpenedSession, DevicePollError>> {
    const { signIns, logger } = this.#deps;
    const now = this.#deps.now();
    const hash = tokenHash(input.deviceCode);
    const signIn = await signIns.byDeviceCode(hash);
    const verdict = pollVerdict(signIn, input.deviceId, now);
    switch (verdict.kind) {
      case 'expired':
        return err({ code: 'EXPIRED_TOKEN' });
      case 'device-mismatch':
        logSecurityEvent(logger, 'security.device_sign_in.failure', {
          device_id: input.deviceId,
          ip: input.address,
          reason: 'device-mismatch',
        });
        return err({ code: 'EXPIRED_TOKEN' });
      case 'denied':
        return err({ code: 'ACCESS_DENIED' });
      case 'pending':
      case 'slow-down': {
        const { intervalSeconds } = verdict;
        const previous = signIn?.lastPolledAt ?? null;
        const recorded = await signIns.recordPoll(hash, { previous, polledAt: now, intervalSeconds });
        // Another poll, or the decision, came in between: this one came too soon, and the next one sees the change.
        if (!recorded || verdict.kind === 'slow-down')
          return err({ code: 'SLOW_DOWN', retryAfterSeconds: intervalSeconds });
        return err({ code: 'AUTHORIZATION_PENDING', retryAfterSeconds: intervalSeconds });
      }
      case 'redeem':
        return this.#redeem(hash, input, signIn?.clientName ?? '', now);
    }
  }

  async #redeem(
    hash: string,
    input: PollDeviceSignInInput,
    clientName: string,
    now: Date,
  ): Promise<Result<OpenedSession, DevicePollError>> {
    const { signIns, sessions, logger } = this.#deps;
    const userId = await signIns.redeem(hash, now);
    // Another poll redeemed it a moment ago: the code is spent.
    if (userId === null) return err({ code: 'EXPIRED_TOKEN' });
    // The account's devices list it by the name it started with ("Audiora command line on linux").
    const device = { deviceId: input.deviceId, userAgent: input.userAgent || clientName, name: clientName };
    const tokens = await sessions.open(userId, device, now);
    logSecurityEvent(logger, 'security.device_sign_in.redeemed', {
      user_id: userId,
      session_id: tokens.sessionId,
      device_id: input.deviceId,
      ip: input.address,
    });
    logSessionsEndedByCaps(logger, userId, tokens.endedSessions, input.address);
    return ok(tokens);
  }
}
