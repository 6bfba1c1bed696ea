import type {
  DeviceSignIn,
  DeviceSignInRepository,
  NewDeviceSignIn,
  RecordedPoll,
} from '#server/accounts/device-sign-in/device-sign-in-repository.port';

/** Device sign-ins in memory, pruned once expired as the database prunes them: the fake of the repository port. */
export class InMemoryDeviceSignIns implements DeviceSignInRepository {
  readonly #byHash = new Map<string, DeviceSignIn>();

  /** Every sign-in kept, for tests that look at what was stored. */
  get all(): readonly DeviceSignIn[] {
    return [...this.#byHash.values()];
  }

  start(signIn: NewDeviceSignIn, now: Date): Promise<boolean> {
    for (const [hash, kept] of this.#byHash) if (kept.expiresAt <= now) this.#byHash.delete(hash);
    const taken = this.#byHash.has(signIn.deviceCodeHash) || this.all.some((s) => s.userCode === signIn.userCode);
    if (taken) return Promise.resolve(false);
    this.#byHash.set(signIn.deviceCodeHash, { ...signIn, lastPolledAt: null, state: 'pending', userId: null });
    return Promise.resolve(true);
  }

  byDeviceCode(deviceCodeHash: string): Promise<DeviceSignIn | null> {
    return Promise.resolve(this.#byHash.get(deviceCodeHash) ?? null);
  }

  pendingByUserCode(userCode: string, now: Date): Promise<DeviceSignIn | null> {
    return Promise.resolve(this.#pending(userCode, now) ?? null);
  }

  recordPoll(deviceCodeHash: string, poll: RecordedPoll): Promise<boolean> {
    const kept = this.#byHash.get(deviceCodeHash);
    if (kept?.state !== 'pending' || kept.lastPolledAt?.getTime() !== poll.previous?.getTime())
      return Promise.resolve(false);
    this.#byHash.set(deviceCodeHash, { ...kept, lastPolledAt: poll.polledAt, intervalSeconds: poll.intervalSeconds });
    return Promise.resolve(true);
  }

  decide(userCode: string, decision: { readonly approve: boolean; readonly userId: string }, now: Date) {
    const pending = this.#pending(userCode, now);
    if (!pending) return Promise.resolve(false);
    const state = decision.approve ? 'approved' : 'denied';
    this.#byHash.set(pending.deviceCodeHash, { ...pending, state, userId: decision.userId });
    return Promise.resolve(true);
  }

  redeem(deviceCodeHash: string, now: Date): Promise<string | null> {
    const kept = this.#byHash.get(deviceCodeHash);
    if (kept?.state !== 'approved' || kept.expiresAt <= now) return Promise.resolve(null);
    this.#byHash.set(deviceCodeHash, { ...kept, state: 'redeemed' });
    return Promise.resolve(kept.userId);
  }

  #pending(userCode: string, now: Date): DeviceSignIn | undefined {
    return this.all.find((s) => s.userCode === userCode && s.state === 'pending' && s.expiresAt > now);
  }
}
