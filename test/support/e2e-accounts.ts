import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** A new account, as the browser tests sign it up. */
export interface E2eAccount {
  readonly email: string;
  readonly password: string;
  readonly catalogId: string;
}

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
      device_id: 'e2e-device',
    },
    headers: { Origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { ...account, catalogId: entry.catalog_id };
};
