import type { CatalogId } from '#domain/market/market';
import type { Result } from '#domain/shared/result';
import type { DeviceCodeSignInError } from '../auth/device-code-sign-in.errors';

/** A sign-in started by this device, waiting for a signed-in browser to confirm its user code. */
export interface StartedDeviceSignIn {
  /** The device's secret for polling; never shown. */
  readonly deviceCode: string;
  /** What the person types in the browser: `BDFG-HJKM`. */
  readonly userCode: string;
  readonly verificationUri: string;
  /** The same page with the code filled in. */
  readonly verificationUriComplete: string;
  readonly expiresInSeconds: number;
  readonly intervalSeconds: number;
}

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
