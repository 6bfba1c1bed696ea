import { expect, vi } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { TestApp } from '#test/support/server/test-server';

/** A clock the tests move by hand. */
export class ManualClock {
  constructor(public current: Date) {}

  readonly now = (): Date => new Date(this.current.getTime());

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Sends a command as a client at a given network address (the socket's, as Node's server hands it over). */
export const commandFrom = async (
  testApp: TestApp,
  address: string,
  name: string,
  fields: Readonly<Record<string, unknown>>,
  locale: Locale = 'pl',
  headers: Readonly<Record<string, string>> = {},
) => {
  const res = await testApp.app.request(
    `/${locale}/v2/commands`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name, ...fields }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await res.text();
  return { res, body: text === '' ? null : (JSON.parse(text) as unknown) };
};

export const catalogIdOf = (locale: Locale): string => MARKETS[locale].catalogId;

/** The messages of the development outbox for an address, oldest first. */
export const mailsTo = (testApp: TestApp, to: string) =>
  testApp.database.db
    .selectFrom('dev_mailbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();

/** Mail goes out after the answer: waits until the outbox holds `count` messages for the address. */
export const waitForMails = async (testApp: TestApp, to: string, count = 1) =>
  vi.waitFor(
    async () => {
      const mails = await mailsTo(testApp, to);
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 5_000, interval: 10 },
  );

/** The reset token in a mail's link (`…/{token}`). */
export const tokenInMail = (text: string): string => {
  const token = /\/([A-Za-z0-9_-]{43})(?:\s|$)/m.exec(text)?.[1];
  if (!token) throw new Error(`No reset link in the mail:\n${text}`);
  return token;
};

/**
 * Goes through the development identity provider's consent page and returns the id_token it hands back, with the
 * `nonce` the browser asked for in its claim.
 */
export const devIdToken = async (
  testApp: TestApp,
  provider: 'google' | 'apple',
  email: string,
  state = 'state-1',
  nonce = 'nonce-1',
): Promise<string> => {
  const query = new URLSearchParams({ redirect_uri: '/pl/zaloguj', state, nonce });
  const page = await testApp.app.request(`/dev/idp/${provider}/authorize?${query.toString()}`);
  expect(page.status).toBe(200);
  const res = await testApp.app.request(`/dev/idp/${provider}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ email, name: 'Test Listener', redirect_uri: '/pl/zaloguj', state, nonce }),
  });
  expect(res.status).toBe(303);
  const fragment = new URLSearchParams(new URL(res.headers.get('Location') ?? '', 'http://localhost').hash.slice(1));
  const token = fragment.get('id_token');
  if (!token) throw new Error('No id_token in the redirect');
  return token;
};

/** The cookies of a response by name, each with its attributes as written. */
export const setCookies = (res: Response): ReadonlyMap<string, string> =>
  new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
