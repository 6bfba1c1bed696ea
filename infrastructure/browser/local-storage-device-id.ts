import { isDeviceId } from '#domain/auth/device-id';

/** The local-storage key of the browser's device id (spec §3: a random UUID kept in local storage). */
export const DEVICE_ID_STORAGE_KEY = 'audiora.deviceId';

export interface DeviceIdDeps {
  /** Local storage; null where it is unavailable (private mode, disabled), so the id lasts for the page only. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly newId: () => string;
}

/**
 * The browser's device id: read from local storage, or made and stored on first use. A stored value that is not a
 * valid id (edited, or from another app) is replaced.
 */
export const localStorageDeviceId = (deps: DeviceIdDeps): (() => string) => {
  let current: string | null = null;
  return () => {
    if (current !== null) return current;
    const stored = safely(() => deps.storage?.getItem(DEVICE_ID_STORAGE_KEY) ?? null);
    if (stored !== null && isDeviceId(stored)) {
      current = stored;
      return current;
    }
    current = deps.newId();
    const id = current;
    safely(() => deps.storage?.setItem(DEVICE_ID_STORAGE_KEY, id));
    return current;
  };
};

// Storage access throws when the browser blocks it (SecurityError) or is full (QuotaExceededError).
const safely = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};
