import type { DeviceCodeSignInError } from '#application/auth/device-code-sign-in.errors';
import type { DeviceCodeSignInGateway, DevicePollAnswer } from '#application/ports/device-code-sign-in-gateway.port';
import type { StartedDeviceSignIn } from '#domain/auth/device-sign-in';
import {
  DEVICE_POLL_INTERVAL_SECONDS,
  DEVICE_SIGN_IN_TTL_SECONDS,
  formatUserCode,
  nextPollInterval,
} from '#domain/auth/device-sign-in';
import type { User } from '#domain/auth/user';
import { err, ok, type Result } from '#domain/shared/result';
import type { FakeSessionGateway } from './fake-session-gateway';

type Answer = Result<DevicePollAnswer, DeviceCodeSignInError>;

interface Pending {
  readonly deviceId: string;
  readonly userCode: string;
  readonly expiresAt: number;
  interval: number;
  lastPolledAt: number | null;
  decision: User | 'denied' | null;
  redeemed: boolean;
}

/**
 * The API's device sign-in in memory, on a clock of its own: a start answers a new code; a poll answers pending, asks
 * to slow down when it comes sooner than the interval, and once the code is approved signs the session gateway in as
 * the approving user, once; refused, expired or spent codes answer as the API does. Scripted answers (`answering`)
 * come first, for the failures a network adds.
 */
export class FakeDeviceCodeSignInGateway implements DeviceCodeSignInGateway {
  readonly #session: FakeSessionGateway;
  readonly #sign_ins = new Map<string, Pending>();
  readonly #scripted: Answer[] = [];
  #startFailure: DeviceCodeSignInError | null = null;
  #now = Date.parse('2026-11-27T10:00:00Z');
  readonly starts: { readonly deviceId: string; readonly catalogId: string; readonly clientName: string }[] = [];
  readonly polls: { readonly deviceCode: string; readonly deviceId: string }[] = [];

  constructor(session: FakeSessionGateway) {
    this.#session = session;
  }

  /** The answers of the next polls, in order, before the fake's own. */
  answering(...answers: readonly (DevicePollAnswer | DeviceCodeSignInError)[]): this {
    for (const answer of answers) this.#scripted.push(typeof answer === 'string' ? ok(answer) : err(answer));
    return this;
  }

  failingToStart(error: DeviceCodeSignInError): this {
    this.#startFailure = error;
    return this;
  }

  /** A signed-in browser confirms the code as `user`. */
  approve(userCode: string, user: User): void {
    const pending = this.#byUserCode(userCode);
    if (pending) pending.decision = user;
  }

  /** A signed-in browser refuses the code. */
  deny(userCode: string): void {
    const pending = this.#byUserCode(userCode);
    if (pending) pending.decision = 'denied';
  }

  advance(seconds: number): void {
    this.#now += seconds * 1000;
  }

  async start(input: {
    readonly deviceId: string;
    readonly catalogId: string;
    readonly clientName: string;
  }): Promise<Result<StartedDeviceSignIn, DeviceCodeSignInError>> {
    this.starts.push(input);
    if (this.#startFailure) return err(this.#startFailure);
    const serial = String(this.#sign_ins.size).padStart(8, '0');
    const userCode = formatUserCode([...serial].map((digit) => 'BCDFGHJKMN'[Number(digit)]).join(''));
    const deviceCode = `device-code-${serial}`.padEnd(43, 'x');
    this.#sign_ins.set(deviceCode, {
      deviceId: input.deviceId,
      userCode,
      expiresAt: this.#now + DEVICE_SIGN_IN_TTL_SECONDS * 1000,
      interval: DEVICE_POLL_INTERVAL_SECONDS,
      lastPolledAt: null,
      decision: null,
      redeemed: false,
    });
    const page = 'https://audiora.test/en/device';
    return ok({
      deviceCode,
      userCode,
      verificationUri: page,
      verificationUriComplete: `${page}?code=${userCode}`,
      expiresInSeconds: DEVICE_SIGN_IN_TTL_SECONDS,
      intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
    });
  }

  async poll(input: { readonly deviceCode: string; readonly deviceId: string }): Promise<Answer> {
    this.polls.push(input);
    const scripted = this.#scripted.shift();
    if (scripted) {
      if (scripted.ok && scripted.value === 'signed-in') this.#signIn(input.deviceCode);
      return scripted;
    }
    const pending = this.#sign_ins.get(input.deviceCode);
    if (!pending || pending.redeemed || pending.deviceId !== input.deviceId || this.#now >= pending.expiresAt)
      return err({ code: 'DEVICE.CODE_EXPIRED' });
    const early = pending.lastPolledAt !== null && this.#now - pending.lastPolledAt < pending.interval * 1000;
    pending.lastPolledAt = this.#now;
    if (early) {
      pending.interval = nextPollInterval(pending.interval, true);
      return ok('slow-down');
    }
    if (pending.decision === 'denied') return err({ code: 'DEVICE.SIGN_IN_DENIED' });
    if (pending.decision === null) return ok('pending');
    this.#signIn(input.deviceCode);
    return ok('signed-in');
  }

  #signIn(deviceCode: string): void {
    const pending = this.#sign_ins.get(deviceCode);
    const user = pending?.decision;
    if (!pending || !user || user === 'denied') return;
    pending.redeemed = true;
    this.#session.signedInAs(user);
  }

  #byUserCode(userCode: string): Pending | undefined {
    return [...this.#sign_ins.values()].find((pending) => pending.userCode === userCode);
  }
}
