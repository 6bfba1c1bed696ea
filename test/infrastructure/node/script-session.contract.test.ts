import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptSessionStore } from '#infrastructure/http/script-session';
import { FileScriptSession, userConfigDir } from '#infrastructure/node/file-script-session';
import { InMemoryScriptSession } from '#test/support/fakes/in-memory-script-session';

const ORIGIN = 'http://127.0.0.1:3000';
const tokens = { accessToken: 'a'.repeat(43), refreshToken: 'r'.repeat(43) };
const rotated = { accessToken: 'b'.repeat(43), refreshToken: 's'.repeat(43) };

const root = mkdtempSync(join(tmpdir(), 'audiora-session-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(root, `config-${(files += 1)}`, 'audiora', 'session.json');

const scriptSessionContract = (name: string, make: () => ScriptSessionStore) => {
  describe(`ScriptSessionStore contract: ${name}`, () => {
    it('keeps no tokens until signed in, then gives back the last ones saved', () => {
      const session = make();
      expect(session.tokens()).toBeNull();
      session.save(tokens);
      expect(session.tokens()).toEqual(tokens);
      session.save(rotated);
      expect(session.tokens()).toEqual(rotated);
    });

    it('keeps one device id across sign-in and sign-out, as the refresh token is bound to it', () => {
      const session = make();
      const deviceId = session.deviceId();
      expect(deviceId).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
      session.save(tokens);
      session.clear();
      expect(session.tokens()).toBeNull();
      expect(session.deviceId()).toBe(deviceId);
    });
  });
};

scriptSessionContract('in memory', () => new InMemoryScriptSession());
scriptSessionContract('in a file', () => new FileScriptSession({ file: freshFile(), origin: ORIGIN }));

describe('FileScriptSession', () => {
  it('writes the file for its owner alone (0600, in a 0700 folder)', () => {
    const file = freshFile();
    new FileScriptSession({ file, origin: ORIGIN }).save(tokens);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
  });

  it('is read by the next run, and hands the tokens to their own origin only', () => {
    const file = freshFile();
    new FileScriptSession({ file, origin: `${ORIGIN}/` }).save(tokens);
    expect(new FileScriptSession({ file, origin: ORIGIN }).tokens()).toEqual(tokens);
    const elsewhere = new FileScriptSession({ file, origin: 'https://other.example' });
    expect(elsewhere.tokens()).toBeNull();
    expect(elsewhere.deviceId()).toBe(new FileScriptSession({ file, origin: ORIGIN }).deviceId());
  });

  it('reads a damaged file as a new installation and replaces it whole', () => {
    const file = freshFile();
    const session = new FileScriptSession({ file, origin: ORIGIN });
    session.save(tokens);
    writeFileSync(file, '{"device_id": "not a device id!"');
    expect(session.tokens()).toBeNull();
    session.save(rotated);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ access_token: rotated.accessToken });
  });

  it('lives in the user config directory', () => {
    expect(userConfigDir({ XDG_CONFIG_HOME: '/home/ola/.cfg' })).toBe('/home/ola/.cfg/audiora');
  });
});
