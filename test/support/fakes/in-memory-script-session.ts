import { randomUUID } from 'node:crypto';
import type { ScriptSessionStore, SessionTokens } from '#infrastructure/http/script-session';

/** A script's session kept in memory, for tests of the script's wiring that need no file. */
export class InMemoryScriptSession implements ScriptSessionStore {
  #deviceId: string | null = null;
  #tokens: SessionTokens | null = null;

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
