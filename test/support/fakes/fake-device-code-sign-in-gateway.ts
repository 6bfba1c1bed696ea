import type { DeviceCodeSignInError } from '#application/auth/device-code-sign-in.errors';
import type {
  DeviceCodeSignInGateway,
  DevicePollAnswer,
  StartedDeviceSignIn,
} from '#application/ports/device-code-sign-in-gateway.port';
import type { User } from '#domain/auth/user';
import { err, ok, type Result } from '#domain/shared/result';
import type { FakeSessionGateway } from './fake-session-gateway';

type Scripted = Result<DevicePollAnswer, DeviceCodeSignInError>;

/**
 * The API's device sign-in in memory: a start answers a code; each poll answers the next scripted answer (pending once
 * the script runs out), and a 'signed-in' answer signs the session gateway in as the approving user.
 */
export class FakeDeviceCodeSignInGateway implements DeviceCodeSignInGateway {
  readonly #session: FakeSessionGateway;
  readonly #approver: User;
  readonly #answers: Scripted[] = [];
  #startFailure: DeviceCodeSignInError | null = null;
  readonly starts: { readonly deviceId: string; readonly catalogId: string; readonly clientName: string }[] = [];
  readonly polls: { readonly deviceCode: string; readonly deviceId: string }[] = [];

  readonly started: StartedDeviceSignIn = {
    deviceCode: 'd'.repeat(43),
    userCode: 'BDFG-HJKM',
    verificationUri: 'https://audiora.test/en/device',
    verificationUriComplete: 'https://audiora.test/en/device?code=BDFG-HJKM',
    expiresInSeconds: 600,
    intervalSeconds: 5,
  };

  constructor(session: FakeSessionGateway, approver: User) {
    this.#session = session;
    this.#approver = approver;
  }

  /** The answers of the next polls, in order. */
  answering(...answers: readonly (DevicePollAnswer | DeviceCodeSignInError)[]): this {
    for (const answer of answers) this.#answers.push(typeof answer === 'string' ? ok(answer) : err(answer));
    return this;
  }

  failingToStart(error: DeviceCodeSignInError): this {
    this.#startFailure = error;
    return this;
  }

  async start(input: {
    readonly deviceId: string;
    readonly catalogId: string;
    readonly clientName: string;
  }): Promise<Result<StartedDeviceSignIn, DeviceCodeSignInError>> {
    this.starts.push(input);
    return this.#startFailure ? err(this.#startFailure) : ok(this.started);
  }

  async poll(input: { readonly deviceCode: string; readonly deviceId: string }): Promise<Scripted> {
    this.polls.push(input);
    const answer = this.#answers.shift() ?? ok('pending');
    if (answer.ok && answer.value === 'signed-in') this.#session.signedInAs(this.#approver);
    return answer;
  }
}
