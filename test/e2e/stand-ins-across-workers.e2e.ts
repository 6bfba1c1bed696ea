import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { type Answer, send, type ServerProcess, startServer, stopServer } from '../support/e2e/server-process';

/** Makes every answer name the process that served it. */
const SERVED_BY = pathToFileURL(join(import.meta.dirname, '..', 'support', 'server', 'served-by-probe.mjs')).href;

const servedBy = (answer: Answer): number => Number(answer.headers['x-served-by']);

/** Rounds tried until requests have landed on the workers a check needs; the cluster takes turns, so two suffice. */
const MAX_ROUNDS = 8;

/**
 * The built server with two workers and the development stand-ins on (a loopback host), once both workers answer.
 * Every request goes on a connection of its own, and the cluster hands connections to its workers in turn.
 */
const startTwoWorkers = async (): Promise<{ server: ServerProcess; base: string }> => {
  const server = startServer({ WORKERS: '2', LOG_LEVEL: 'warn' }, ['--import', SERVED_BY]);
  const base = await server.url;
  const workers = new Set<number>();
  await expect.poll(async () => workers.add(servedBy(await send(`${base}/pl/v2/`))).size, { timeout: 20_000 }).toBe(2);
  return { server, base };
};

/** An API command as the storefront's scripts send it (same origin). */
const commandOf =
  (base: string) =>
  (name: string, fields: Record<string, unknown>): Promise<Answer> =>
    send(`${base}/pl/v2/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name, ...fields }),
    });

const catalogIdOf = async (base: string): Promise<string> =>
  (JSON.parse((await send(`${base}/pl/v2/`)).body) as { catalog_id: string }).catalog_id;

test.describe('the development stand-ins, with two workers', () => {
  test('a captcha token one worker issued is accepted once, by whichever worker is asked first, and then by none', async () => {
    const { server, base } = await startTwoWorkers();
    try {
      const command = commandOf(base);
      const catalogId = await catalogIdOf(base);
      const account = { email: `captcha-${randomUUID().slice(0, 8)}@example.test`, password: `Pw-${randomUUID()}` };
      const registered = await command('RegisterUser', {
        ...account,
        catalog_id: catalogId,
        terms_of_service: true,
        device_id: 'e2e-device',
      });
      expect(registered.status, registered.body).toBe(201);
      const issue = async () => {
        const answer = await send(`${base}/dev/recaptcha/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'login' }),
        });
        expect(answer.status, answer.body).toBe(200);
        return { token: (JSON.parse(answer.body) as { token: string }).token, issuer: servedBy(answer) };
      };
      const signIn = (token: string) =>
        command('AuthenticateForWeb', {
          ...account,
          catalog_id: catalogId,
          device_id: 'e2e-device',
          recaptcha_token: token,
        });
      const refusedForCaptcha = (answer: Answer) =>
        answer.status === 422 &&
        JSON.stringify((JSON.parse(answer.body) as { errors?: unknown }).errors) ===
          JSON.stringify([{ property: 'recaptcha_token', code: 'INVALID' }]);

      const seen = { acceptedByAnotherWorker: false, refusedByAnotherWorker: false };
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const { token, issuer } = await issue();
        const accepted = await signIn(token);
        expect(accepted.status, accepted.body).toBe(200);
        const again = [await signIn(token), await signIn(token)];
        for (const answer of again) expect(refusedForCaptcha(answer), `${answer.status} ${answer.body}`).toBe(true);
        if (servedBy(accepted) !== issuer) seen.acceptedByAnotherWorker = true;
        if (again.some((answer) => servedBy(answer) !== servedBy(accepted))) seen.refusedByAnotherWorker = true;
        if (seen.acceptedByAnotherWorker && seen.refusedByAnotherWorker) break;
      }
      expect(seen).toEqual({ acceptedByAnotherWorker: true, refusedByAnotherWorker: true });

      // Given to both workers at once, a token signs in once at most.
      const { token } = await issue();
      const together = await Promise.all(Array.from({ length: 4 }, () => signIn(token)));
      expect(together.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      expect(together.filter((answer) => answer.status !== 200).every(refusedForCaptcha)).toBe(true);
      expect(new Set(together.map(servedBy)).size).toBe(2);
    } finally {
      await stopServer(server);
    }
  });

  test("an id_token one worker's Google or Apple stand-in signed signs in through the other, which publishes the same key", async () => {
    const { server, base } = await startTwoWorkers();
    try {
      const command = commandOf(base);
      const catalogId = await catalogIdOf(base);
      const providers = [
        { provider: 'google', command: 'SignInWithGoogleForWeb' },
        { provider: 'apple', command: 'SignInWithAppleForWeb' },
      ] as const;
      for (const { provider, command: name } of providers) {
        const consent = async (email: string) => {
          const fields = { email, name: 'Ada', redirect_uri: '/pl/zaloguj', state: 'state-1', nonce: 'nonce-1' };
          const answer = await send(`${base}/dev/idp/${provider}/consent`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
            body: new URLSearchParams(fields).toString(),
          });
          expect(answer.status, answer.body).toBe(303);
          const fragment = new URLSearchParams(new URL(String(answer.headers.location), base).hash.slice(1));
          return { idToken: fragment.get('id_token') ?? '', issuer: servedBy(answer) };
        };

        let signedInByAnotherWorker = false;
        for (let round = 0; round < MAX_ROUNDS && !signedInByAnotherWorker; round += 1) {
          const { idToken, issuer } = await consent(`${provider}-${randomUUID().slice(0, 8)}@example.test`);
          const signedIn = await command(name, {
            id_token: idToken,
            terms_of_service: true,
            catalog_id: catalogId,
            device_id: 'e2e-device',
          });
          expect(signedIn.status, `${provider}: ${signedIn.body}`).toBe(201);
          if (servedBy(signedIn) !== issuer) signedInByAnotherWorker = true;
        }
        expect(signedInByAnotherWorker, provider).toBe(true);

        const published = [];
        for (let round = 0; round < 4; round += 1) published.push(await send(`${base}/dev/idp/${provider}/jwks.json`));
        expect(new Set(published.map(servedBy)).size).toBe(2);
        expect(new Set(published.map((answer) => answer.body)).size).toBe(1);
        expect((JSON.parse(published[0]?.body ?? '{}') as { keys: unknown[] }).keys).toHaveLength(1);
      }
    } finally {
      await stopServer(server);
    }
  });
});
