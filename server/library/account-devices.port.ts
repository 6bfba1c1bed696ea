import type { AccountDevice } from '#domain/licensing/streaming-devices';

/** The devices an account signed in on, removed ones included, for the streaming-device rule. */
export interface AccountDevices {
  devicesOf(userId: string): Promise<readonly AccountDevice[]>;
}
