import type { DeviceRepository } from './device-repository.port';
import type { SessionStore } from './session/session-store.port';
import type { UserRepository } from './user-repository.port';

/** The repositories a unit of work of the accounts area runs over: one transaction for all of them. */
export interface AccountsRepositories {
  readonly users: UserRepository;
  readonly devices: DeviceRepository;
  readonly sessions: SessionStore;
}
