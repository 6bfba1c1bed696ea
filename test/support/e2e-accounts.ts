import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** A new account, as the browser tests sign it up. */
export interface E2eAccount {
  readonly email: string;
  readonly password: string;
  readonly catalogId: string;
}

/** The device an account signed up through the API is signed in on. */
export const E2E_DEVICE_ID = 'e2e-device';

/**
 * Registers a fresh account in `market` through the API, as the storefront's own scripts would (same-origin POST);
 * the request context keeps the session cookies the answer sets, so its pages are signed in.
 */
export const signUpThroughApi = async (
  request: APIRequestContext,
  baseURL: string,
  { market = 'pl', prefix = 'e2e' }: { market?: string; prefix?: string } = {},
): Promise<E2eAccount> => {
  const entry = (await (await request.get(`/${market}/v2/`)).json()) as { catalog_id: string };
  const account = { email: `${prefix}-${randomUUID().slice(0, 8)}@example.test`, password: `Pw-${randomUUID()}` };
  const registered = await request.post(`/${market}/v2/commands`, {
    data: {
      name: 'RegisterUser',
      ...account,
      catalog_id: entry.catalog_id,
      terms_of_service: true,
      device_id: E2E_DEVICE_ID,
    },
    headers: { Origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { ...account, catalogId: entry.catalog_id };
};

/** Signs an account in through the API on the device named, with a captcha token from the development stand-in. */
export const signInThroughApi = async (
  request: APIRequestContext,
  baseURL: string,
  account: E2eAccount,
  { market = 'pl', deviceId }: { market?: string; deviceId: string },
): Promise<void> => {
  const captcha = await request.post('/dev/recaptcha/token', {
    data: { action: 'login' },
    headers: { Origin: baseURL },
  });
  const { token } = (await captcha.json()) as { token: string };
  const signedIn = await request.post(`/${market}/v2/commands`, {
    data: {
      name: 'AuthenticateForWeb',
      device_id: deviceId,
      email: account.email,
      password: account.password,
      catalog_id: account.catalogId,
      recaptcha_token: token,
    },
    headers: { Origin: baseURL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
};
