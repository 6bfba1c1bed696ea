import { randomUUID } from 'node:crypto';
import { MARKETS } from '#domain/market/markets';
import { expect } from 'vitest';
import { suiteApp } from '#test/support/server/api-suite';
import type { TestApp, TestDatabaseTarget } from '#test/support/server/test-server';

export const PL_CATALOG = MARKETS.pl.catalogId;
export const PASSWORD = 'correct horse battery staple';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A parsed `Set-Cookie` line: its name, value and attributes (names lower-cased, flags as `true`). */
export interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly attributes: Readonly<Record<string, string | true>>;
}

export const parseSetCookies = (res: Response): Map<string, SetCookie> =>
  new Map(
    res.headers.getSetCookie().map((line): [string, SetCookie] => {
      const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const attributes = Object.fromEntries(
        attrs.map((attr): [string, string | true] => {
          const i = attr.indexOf('=');
          return i < 0 ? [attr.toLowerCase(), true] : [attr.slice(0, i).toLowerCase(), attr.slice(i + 1)];
        }),
      );
      return [name, { name, value: decodeURIComponent(pair.slice(eq + 1)), attributes }];
    }),
  );

/** A browser's cookie jar, enough for the session cookies: set by answers, sent as one `Cookie` header. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  take(res: Response): this {
    for (const cookie of parseSetCookies(res).values()) {
      if (cookie.attributes['max-age'] === '0') this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** Headers of a same-origin browser request carrying the cookies. */
  headers(): Record<string, string> {
    const cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return cookie ? { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } : {};
  }
}

/** The Node bindings `getConnInfo` reads, so a request comes from a chosen client address. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

export interface Answer {
  readonly res: Response;
  readonly body: unknown;
}

const answer = async (res: Response): Promise<Answer> => {
  const text = await res.text();
  return { res, body: text === '' ? null : (JSON.parse(text) as unknown) };
};

/** A command as a browser (or script) sends it, from a chosen client address. */
export const command = async (
  t: TestApp,
  name: string,
  fields: Record<string, unknown>,
  options: { headers?: Record<string, string>; address?: string; locale?: string; origin?: string } = {},
): Promise<Answer> =>
  answer(
    await t.app.request(
      `${options.origin ?? 'http://localhost'}/${options.locale ?? 'pl'}/v2/commands`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX_LINUX, ...options.headers },
        body: JSON.stringify({ name, ...fields }),
      },
      fromAddress(options.address ?? '198.51.100.1'),
    ),
  );

/** A GET of the API. */
export const get = async (t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  answer(await t.app.request(`/pl/v2${path}`, { headers }, fromAddress('198.51.100.1')));

/** A development captcha token for an action, from `POST /dev/recaptcha/token`. */
export const captchaToken = async (t: TestApp, action = 'login'): Promise<string> => {
  const res = await t.app.request('/dev/recaptcha/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (res.status !== 200) throw new Error(`captcha token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
};

export const uniqueEmail = (prefix = 'listener') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** Registers an account through the API; the answer carries its cookies. */
export const register = (
  t: TestApp,
  fields: Partial<Record<string, unknown>> = {},
  options: Parameters<typeof command>[3] = {},
) =>
  command(
    t,
    'RegisterUser',
    {
      email: uniqueEmail(),
      password: PASSWORD,
      catalog_id: PL_CATALOG,
      terms_of_service: true,
      marketing_consent: false,
      ...fields,
    },
    options,
  );

/** Signs in through the API with a fresh captcha token. */
export const signIn = async (
  t: TestApp,
  fields: { email: string; password?: string; device_id?: string } & Record<string, unknown>,
  options: Parameters<typeof command>[3] = {},
) =>
  command(
    t,
    'AuthenticateForWeb',
    {
      device_id: randomUUID(),
      password: PASSWORD,
      catalog_id: PL_CATALOG,
      recaptcha_token: await captchaToken(t),
      ...fields,
    },
    options,
  );

/** The field errors of a 422 body. */
export const fieldErrors = (body: unknown) => (body as { errors?: { property: string; code: string }[] }).errors;

/**
 * Registers a suite's app on one database target whose clock the tests set (`clock.now`, from `start`), with an
 * account registered on it before the tests run: answers the app, the clock and the account's email.
 */
export const registeredAccountSuite = (target: TestDatabaseTarget, start: Date) => {
  const clock = { now: start };
  let email = '';
  const t = suiteApp(target, { now: () => clock.now }, async (app) => {
    email = uniqueEmail();
    expect((await register(app, { email })).res.status).toBe(201);
  });
  return { t, clock, email: () => email };
};
