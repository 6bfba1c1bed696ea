import { randomUUID } from 'node:crypto';
import type { ScriptSessionStore, SessionTokens } from '#infrastructure/http/script-session';

/** A script's session kept in memory, for tests of the script's wiring that need no file. */
export class InMemoryScriptSession implements ScriptSessionStore {
  #deviceId: string | null;
  #tokens: SessionTokens | null = null;

  /** `deviceId`: the device a session of the test's own is bound to; a new one otherwise. */
  constructor(deviceId: string | null = null) {
    this.#deviceId = deviceId;
  }

  deviceId(): string {
    this.#deviceId ??= randomUUID();
    return this.#deviceId;
  }

  tokens(): SessionTokens | null {
    return this.#tokens;
  }

  save(tokens: SessionTokens): void {
    this.#tokens = tokens;
  }

  clear(): void {
    this.#tokens = null;
  }
}
