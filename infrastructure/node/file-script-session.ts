import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { isDeviceId } from '#domain/auth/device-id';
import { z } from '#contract/zod';
import type { ScriptSessionStore, SessionTokens } from '../http/script-session';

const storedSchema = z.object({
  device_id: z.string().refine(isDeviceId),
  origin: z.string().optional(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});
type Stored = z.infer<typeof storedSchema>;

/** `$XDG_CONFIG_HOME/audiora` (else `~/.config/audiora`), or `%APPDATA%\audiora` on Windows. */
export const userConfigDir = (env: NodeJS.ProcessEnv = process.env): string => {
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'audiora');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'audiora');
};

/**
 * A script's session in a JSON file only its owner may read (0600, in a 0700 folder), written whole to a temporary
 * file and renamed, so a run stopped midway never leaves half a file. The tokens are kept with the API origin they
 * came from and are never handed to another one; an unreadable or foreign file reads as a new installation.
 */
export class FileScriptSession implements ScriptSessionStore {
  readonly #file: string;
  readonly #origin: string;

  constructor(deps: { readonly file: string; readonly origin: string }) {
    this.#file = deps.file;
    this.#origin = new URL(deps.origin).origin;
  }

  deviceId(): string {
    const stored = this.#read();
    if (stored) return stored.device_id;
    const fresh: Stored = { device_id: randomUUID() };
    this.#write(fresh);
    return fresh.device_id;
  }

  tokens(): SessionTokens | null {
    const stored = this.#read();
    if (!stored || stored.origin !== this.#origin || !stored.access_token || !stored.refresh_token) return null;
    return { accessToken: stored.access_token, refreshToken: stored.refresh_token };
  }

  save(tokens: SessionTokens): void {
    this.#write({
      device_id: this.deviceId(),
      origin: this.#origin,
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
    });
  }

  clear(): void {
    const stored = this.#read();
    if (stored) this.#write({ device_id: stored.device_id });
  }

  #read(): Stored | null {
    let text: string;
    try {
      text = readFileSync(this.#file, 'utf8');
    } catch {
      return null;
    }
    try {
      const parsed = storedSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  #write(stored: Stored): void {
    mkdirSync(dirname(this.#file), { recursive: true, mode: 0o700 });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      // The mode given at creation is narrowed by the umask only; a file left by an older run is narrowed here.
      chmodSync(temporary, 0o600);
      renameSync(temporary, this.#file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }
}
