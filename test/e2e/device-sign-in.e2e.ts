import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

/** The command line as a user runs it (`npx audiora …`), with a config directory of its own. */
const audiora = (args: readonly string[], configDir: string) => {
  const child = spawn(process.execPath, ['scripts/audiora-bin.mjs', ...args], {
    env: { ...process.env, AUDIORA_CONFIG_DIR: configDir, NO_COLOR: '1' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  return { child, exit, out: () => out, err: () => err };
};

/** The link the command line prints for the browser, once it has printed it. */
const linkPrinted = async (err: () => string): Promise<string> => {
  await expect.poll(() => /Open (\S+) in a browser/.exec(err())?.[1] ?? '', { timeout: 30_000 }).not.toBe('');
  return /Open (\S+) in a browser/.exec(err())?.[1] ?? '';
};

const listenerPage = async (browser: Browser, origin: string, market: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = await signUpThroughApi(page.request, origin, { market, prefix: 'device' });
  return { page, account };
};

test.describe('signing in the command line by a code confirmed in a signed-in browser', () => {
  // Each journey starts the command line twice (each compiles its sources first) and waits for a 5 s poll: on a busy
  // machine that alone nears the default 30 s.
  test.slow();

  const running: ChildProcess[] = [];
  const dirs: string[] = [];
  const configDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'audiora-device-'));
    dirs.push(dir);
    return dir;
  };
  test.afterEach(() => {
    for (const child of running.splice(0)) child.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test('pl: the listener confirms the printed code, and the command line is signed in as them', async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const t = textOf('pl');
    const { page, account } = await listenerPage(browser, origin, 'pl');
    const config = configDir();
    const cli = audiora(['sign-in', '--device', '--url', origin, '--market', 'pl'], config);
    running.push(cli.child);

    const link = await linkPrinted(cli.err);
    expect(new URL(link).pathname).toBe('/pl/urzadzenie');
    await page.goto(link);
    await waitForHydration(page);
    const code = page.getByRole('textbox', { name: t('device_sign_in.code') });
    await expect(code).toHaveValue(new URL(link).searchParams.get('code') ?? 'missing');
    await page.getByRole('button', { name: t('device_sign_in.look_up') }).click();

    await expect(page.getByRole('heading', { name: t('device_sign_in.confirm_heading') })).toBeVisible();
    await expect(page.getByText(/Audiora command line on/)).toBeVisible();
    // The code shown is the one the terminal printed, in its two groups.
    await expect(page.getByRole('main')).toContainText(new URL(link).searchParams.get('code') ?? 'missing');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('device_sign_in.approve') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('device_sign_in.approved') })).toBeVisible();

    expect(await cli.exit, cli.err()).toBe(0);
    expect(cli.out()).toContain(`Signed in as ${account.email}.`);
    const me = audiora(['me', '--json', '--url', origin, '--market', 'pl'], config);
    expect(await me.exit, me.err()).toBe(0);
    expect(JSON.parse(me.out())).toMatchObject({ email: account.email });
    await page.context().close();
  });

  test('en: a listener who did not start it refuses by keyboard, and the command line says so and keeps no session', async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const t = textOf('en');
    const { page } = await listenerPage(browser, origin, 'en');
    const config = configDir();
    const cli = audiora(['sign-in', '--device', '--url', origin, '--market', 'en'], config);
    running.push(cli.child);
    const typed = (new URL(await linkPrinted(cli.err)).searchParams.get('code') ?? '').toLowerCase().replace('-', ' ');

    // Typed by hand from the terminal, in lower case and with a space: the page reads it all the same.
    await page.goto('/en/device');
    await waitForHydration(page);
    const code = page.getByRole('textbox', { name: t('device_sign_in.code') });
    await code.fill(typed);
    await code.press('Enter');
    await expect(page.getByRole('heading', { name: t('device_sign_in.confirm_heading') })).toBeVisible();
    const refuse = page.getByRole('button', { name: t('device_sign_in.refuse') });
    await refuse.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t('device_sign_in.refused') })).toBeVisible();

    expect(await cli.exit).toBe(1);
    expect(cli.err()).toContain('[DEVICE.SIGN_IN_DENIED]');
    const me = audiora(['me', '--url', origin, '--market', 'en'], config);
    expect(await me.exit).toBe(1);
    expect(me.err()).toContain('[AUTH.NOT_SIGNED_IN]');
    await page.context().close();
  });
});
