import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, localStorageDeviceId } from '#infrastructure/browser/local-storage-device-id';
import { memoryWebStorage } from '#test/support/fakes/memory-web-storage';

describe('localStorageDeviceId', () => {
  it('makes an id once, stores it, and gives the same id ever after', () => {
    const storage = memoryWebStorage();
    let made = 0;
    const deviceId = localStorageDeviceId({ storage, newId: () => `device-${++made}` });
    expect(deviceId()).toBe('device-1');
    expect(deviceId()).toBe('device-1');
    expect(storage.items.get(DEVICE_ID_STORAGE_KEY)).toBe('device-1');
    expect(localStorageDeviceId({ storage, newId: () => 'other' })()).toBe('device-1');
  });

  it('replaces a stored value that is no valid device id', () => {
    const storage = memoryWebStorage({ initial: { [DEVICE_ID_STORAGE_KEY]: 'not valid <script>' } });
    expect(localStorageDeviceId({ storage, newId: () => 'fresh' })()).toBe('fresh');
    expect(storage.items.get(DEVICE_ID_STORAGE_KEY)).toBe('fresh');
  });

  it('keeps working for the page when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const blocked = localStorageDeviceId({ storage: throwing, newId: () => 'page-only' });
    expect(blocked()).toBe('page-only');
    expect(blocked()).toBe('page-only');
    expect(localStorageDeviceId({ storage: null, newId: () => 'no-storage' })()).toBe('no-storage');
  });
});
