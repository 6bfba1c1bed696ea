import type { StartedDeviceSignIn } from '#domain/auth/device-sign-in';
import type { CatalogId } from '#domain/market/market';
import type { Result } from '#domain/shared/result';
import type { DeviceCodeSignInError } from '../auth/device-code-sign-in.errors';

/** One poll's answer: still waiting, waiting but asked to poll less often, or signed in (the session is kept). */
export type DevicePollAnswer = 'pending' | 'slow-down' | 'signed-in';

/** The API's device sign-in commands (StartDeviceSignIn, PollDeviceSignIn); the tokens they give are kept by it. */
export interface DeviceCodeSignInGateway {
  start(input: {
    readonly deviceId: string;
    readonly catalogId: CatalogId;
    readonly clientName: string;
  }): Promise<Result<StartedDeviceSignIn, DeviceCodeSignInError>>;
  poll(input: {
    readonly deviceCode: string;
    readonly deviceId: string;
  }): Promise<Result<DevicePollAnswer, DeviceCodeSignInError>>;
}
