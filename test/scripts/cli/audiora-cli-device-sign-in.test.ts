import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCollectionSchema } from '#contract/session.schema';
import { deviceNameOf, userAgentParts } from '#domain/auth/user-agent';
import { CookieJar, register, uniqueEmail } from '#test/support/server/account-flows';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';
import type { CliEnv } from '../../../scripts/cli/cli-io';
import { runCli } from '../../../scripts/cli/run-cli';

/**
 * `audiora sign-in --device` against the real server in-process: the code it prints is confirmed (or refused) by a
 * signed-in browser through the API, as the store's page does, while the command polls at the server's interval.
 */
describe('audiora sign-in --device', () => {
  const root = mkdtempSync(join(tmpdir(), 'audiora-cli-device-'));
  const email = uniqueEmail('cli-device');
  let server: RunningTestServer;
  let browser: CookieJar;

  const run = (args: readonly string[], configDir: string, env: Partial<CliEnv> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runCli(
      args,
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { vars: { AUDIORA_URL: server.origin }, cwd: root, configDir, ...env },
    );
    return { code, out, err };
  };
  /** The code the command printed for the person, once printed. */
  const printedCode = async (err: readonly string[]) => {
    await vi.waitFor(() => expect(err.join('\n')).toMatch(/confirm the code [A-Z]{4}-[A-Z]{4}/), { timeout: 10_000 });
    return /confirm the code ([A-Z]{4}-[A-Z]{4})/.exec(err.join('\n'))?.[1] ?? '';
  };
  const decide = async (userCode: string, approve: boolean) => {
    const answer = await server.testApp.app.request('/pl/v2/commands', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...browser.headers() },
      body: JSON.stringify({ name: 'ApproveDeviceSignIn', user_code: userCode, approve }),
    });
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const signedUp = await register(server.testApp, { email, device_id: 'laptop' });
    expect(signedUp.res.status).toBe(201);
    browser = new CookieJar().take(signedUp.res);
  }, 60_000);

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('prints the link and the code on stderr, waits for the confirmation, and keeps the session for the next commands', async () => {
    const configDir = join(root, 'approved');
    const signIn = run(['sign-in', '--device', '--json'], configDir);
    const code = await printedCode(signIn.err);
    expect(signIn.err.join('\n')).toContain(`${server.origin}/pl/urzadzenie?code=${code}`);
    await decide(code, true);

    expect(await signIn.code).toBe(0);
    // --json: stdout holds the answer alone.
    expect(JSON.parse(signIn.out.join('\n'))).toEqual({ id: expect.any(String) as string, email });
    expect(statSync(join(configDir, 'session.json')).mode & 0o777).toBe(0o600);
    const me = run(['me', '--json'], configDir);
    expect(await me.code).toBe(0);
    expect(JSON.parse(me.out.join('\n'))).toMatchObject({ email });
    // The account's sessions name it as the store's command line on this system.
    const sessions = sessionCollectionSchema.parse(
      await (await server.testApp.app.request('/pl/v2/me/sessions', { headers: browser.headers() })).json(),
    );
    const cli = sessions._embedded['app:session'].find((session) => !session.current);
    expect(deviceNameOf(userAgentParts(cli?.user_agent ?? ''))).toMatch(/^Audiora CLI( on |$)/);
  }, 30_000);

  it('exits 1 with the code of a refusal, and stays signed out', async () => {
    const configDir = join(root, 'refused');
    const signIn = run(['sign-in', '--device'], configDir);
    await decide(await printedCode(signIn.err), false);

    expect(await signIn.code).toBe(1);
    expect(signIn.err.join('\n')).toContain('The sign-in was refused in the browser. [DEVICE.SIGN_IN_DENIED]');
    const me = run(['me'], configDir);
    expect(await me.code).toBe(1);
  }, 30_000);

  it('refuses --device together with an e-mail or a password as a usage error (exit 2)', async () => {
    const both = run(['sign-in', '--device', '--email', email], join(root, 'usage'));
    expect(await both.code).toBe(2);
    expect(both.err.join('\n')).toContain('--device signs in without an e-mail or password');
  });

  it('exits 1 with a clear message when the store cannot be reached', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const signIn = run(['sign-in', '--device'], join(root, 'offline'), { fetch: offline });
    expect(await signIn.code).toBe(1);
    expect(signIn.err.join('\n')).toContain('could not be reached');
  });
});
