import type { AssociatedDevice, DeviceRepository } from '#server/accounts/device-repository.port';
import { normalizeEmail } from '#server/accounts/email-address';
import type { CaptchaVerifier } from '#server/accounts/captcha/captcha-verifier.port';
import type { PasswordHasher } from '#server/accounts/password/password-hasher';
import type { Consent, UserRecord, UserRepository } from '#server/accounts/user-repository.port';

/** An account with defaults: e-mail `<id>@example.test`, no password, no consents, created on the tests' day. */
export const aUserRecord = (user: Partial<UserRecord> & Pick<UserRecord, 'id'>): UserRecord => ({
  email: `${user.id}@example.test`,
  passwordHash: null,
  catalogId: 'catalog',
  marketingConsent: false,
  newsletter: false,
  trackingId: `tracking-${user.id}`,
  createdAt: '2026-11-22T10:00:00.000Z',
  emailVerifiedAt: null,
  ...user,
});

/** Accounts in memory, found by id or by e-mail as people type it. */
export class InMemoryUsers implements UserRepository {
  readonly #users = new Map<string, UserRecord>();

  put(user: Partial<UserRecord> & Pick<UserRecord, 'id' | 'email'>): UserRecord {
    const record: UserRecord = { ...aUserRecord(user), email: normalizeEmail(user.email) };
    this.#users.set(record.id, record);
    return record;
  }

  findById(id: string): Promise<UserRecord | null> {
    return Promise.resolve(this.#users.get(id) ?? null);
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return Promise.resolve([...this.#users.values()].find((u) => u.email === normalizeEmail(email)) ?? null);
  }

  setConsent(id: string, consent: Consent, value: boolean): Promise<void> {
    const user = this.#users.get(id);
    if (user) this.#users.set(id, { ...user, [consent === 'marketing' ? 'marketingConsent' : 'newsletter']: value });
    return Promise.resolve();
  }

  replacePasswordHash(id: string, verifiedHash: string, newHash: string): Promise<boolean> {
    const user = this.#users.get(id);
    if (!user || user.passwordHash !== verifiedHash) return Promise.resolve(false);
    this.#users.set(id, { ...user, passwordHash: newHash });
    return Promise.resolve(true);
  }

  delete(id: string, verifiedHash: string): Promise<boolean> {
    const user = this.#users.get(id);
    if (!user || user.passwordHash !== verifiedHash) return Promise.resolve(false);
    this.#users.delete(id);
    return Promise.resolve(true);
  }

  snapshot(): () => void {
    const saved = new Map(this.#users);
    return () => {
      this.#users.clear();
      for (const [id, user] of saved) this.#users.set(id, user);
    };
  }
}

/** Associated devices in memory, keyed by account. */
export class InMemoryDevices implements DeviceRepository {
  readonly devices: (AssociatedDevice & { readonly userId: string; removed: boolean })[] = [];

  put(userId: string, deviceId: string, at = '2026-11-22T10:00:00.000Z'): void {
    this.devices.push({ userId, deviceId, name: 'Firefox on Linux', firstSeenAt: at, lastSeenAt: at, removed: false });
  }

  seen(userId: string, deviceId: string, now: Date): Promise<void> {
    const index = this.devices.findIndex((d) => d.userId === userId && d.deviceId === deviceId && !d.removed);
    const device = this.devices[index];
    if (device) this.devices[index] = { ...device, lastSeenAt: now.toISOString() };
    return Promise.resolve();
  }

  list(userId: string): Promise<AssociatedDevice[]> {
    return Promise.resolve(
      this.devices
        .filter((d) => d.userId === userId && !d.removed)
        .map(({ deviceId, name, firstSeenAt, lastSeenAt }) => ({ deviceId, name, firstSeenAt, lastSeenAt })),
    );
  }

  remove(userId: string, deviceId: string): Promise<boolean> {
    const device = this.devices.find((d) => d.userId === userId && d.deviceId === deviceId && !d.removed);
    if (device) device.removed = true;
    return Promise.resolve(device !== undefined);
  }

  snapshot(): () => void {
    const saved = this.devices.map((d) => [d, d.removed] as const);
    return () => {
      for (const [device, removed] of saved) device.removed = removed;
    };
  }
}

/** A hasher whose hashes show the password, so a test can tell which one was stored; verify checks it back. */
export const FAKE_PASSWORD_HASHER: PasswordHasher = {
  hash: (password) => Promise.resolve(`hashed:${password}`),
  verify: (storedHash, password) => Promise.resolve(storedHash === `hashed:${password}`),
};

/** A captcha that takes one token and refuses every other. */
export const captchaAccepting = (good: string): CaptchaVerifier => ({
  verify: (token) => Promise.resolve(token === good),
});
