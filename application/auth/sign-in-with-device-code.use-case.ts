import { nextPollInterval, type StartedDeviceSignIn } from '#domain/auth/device-sign-in';
import type { User } from '#domain/auth/user';
import type { CatalogId } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { DeviceCodeSignInGateway } from '../ports/device-code-sign-in-gateway.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { AuthStore } from './auth.store';
import type { DeviceCodeSignInError } from './device-code-sign-in.errors';

export interface SignInWithDeviceCodeDeps {
  readonly gateway: DeviceCodeSignInGateway;
  readonly sessionGateway: SessionGateway;
  readonly authStore: AuthStore;
  /** This installation's device id, which the new session is bound to. */
  readonly deviceId: () => string;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly wait: (milliseconds: number) => Promise<void>;
}

export interface SignInWithDeviceCodeInput {
  readonly catalogId: CatalogId;
  /** What the confirming page calls this device. */
  readonly clientName: string;
  /** Shows the person the code and the page to confirm it on, before the waiting starts. */
  readonly show: (started: StartedDeviceSignIn) => void;
}

// A poll the network lost is tried again at the next interval, as often as the code lives, since nothing was decided.
const isPassing = (error: DeviceCodeSignInError): boolean => error.code === 'SESSION.UNAVAILABLE';

/**
 * Signs in a device without a browser (the command line, RFC 8628's device grant): starts a sign-in, shows its user
 * code, and polls at the interval the server asks for until a signed-in browser approves it (the session is then this
 * device's own), refuses it, or the code expires; then loads the user like a password sign-in does.
 */
export class SignInWithDeviceCode {
  readonly #deps: SignInWithDeviceCodeDeps;

  constructor(deps: SignInWithDeviceCodeDeps) {
    this.#deps = deps;
  }

  async execute(input: SignInWithDeviceCodeInput): Promise<Result<User, DeviceCodeSignInError>> {
    const { gateway, sessionGateway, authStore, deviceId, now, wait } = this.#deps;
    const started = await gateway.start({
      deviceId: deviceId(),
      catalogId: input.catalogId,
      clientName: input.clientName,
    });
    if (!started.ok) return started;
    input.show(started.value);
    const deadline = now() + started.value.expiresInSeconds * 1000;
    let interval = started.value.intervalSeconds;
    for (;;) {
      await wait(interval * 1000);
      if (now() >= deadline) return err({ code: 'DEVICE.CODE_EXPIRED' });
      const answer = await gateway.poll({ deviceCode: started.value.deviceCode, deviceId: deviceId() });
      if (!answer.ok && !isPassing(answer.error)) return answer;
      if (answer.ok && answer.value === 'signed-in') break;
      interval = nextPollInterval(interval, answer.ok && answer.value === 'slow-down');
    }
    const user = await sessionGateway.fetchCurrentUser();
    if (!user.ok)
      return err({ code: user.error.code === 'API.MAINTENANCE' ? 'API.MAINTENANCE' : 'SESSION.UNAVAILABLE' });
    await authStore.signedIn(user.value);
    return ok(user.value);
  }
}
