import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { createLogger } from '#server/logging/logger';
import { createSignedInUser, sendCommand, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  addToCart,
  checkout,
  pressSandbox,
  sellableProducts,
  START,
} from '#test/support/server/commerce/commerce-fixtures';
import { associateDevice } from '#test/support/server/accounts';

type LogLine = Record<string, unknown>;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`authorization failures in the security log on ${target.kind}`, () => {
    let testApp: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      testApp = await createTestApp(
        { logger: createLogger('debug', (line) => lines.push(line)), now: () => START },
        { target },
      );
    }, 60_000);
    afterAll(() => testApp.close());

    /** The security lines written while `act` ran. */
    const failuresDuring = async (act: () => Promise<unknown>): Promise<LogLine[]> => {
      const from = lines.length;
      await act();
      return lines
        .slice(from)
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.event === 'security.authorization.failure');
    };

    const audiobook = async (isFree: boolean) =>
      testApp.database.db
        .selectFrom('products')
        .select('id')
        .where('catalog_id', '=', MARKETS.pl.catalogId)
        .where('type', '=', 'audiobook')
        .where('is_free', '=', isFree ? 1 : 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();

    /** A user whose session's device is the fourth of the account. */
    const onFourthDevice = async (): Promise<TestUser> => {
      const user = await createSignedInUser(testApp, { now: START });
      for (const n of [1, 2, 3])
        await associateDevice(testApp.database.db, user.userId, `earlier-${n}`, {
          firstSeen: new Date(START.getTime() - n * 60_000),
          lastSeen: START,
        });
      return user;
    };

    it('logs 401s of commands and reads, NOT_ENTITLED, DEVICE_NOT_ALLOWED and CSRF rejections, with no token', async () => {
      const user = await createSignedInUser(testApp, { now: START });
      const paid = await audiobook(false);
      const free = await audiobook(true);
      const fourth = await onFourthDevice();
      const forged = `Bearer ${'f'.repeat(43)}`;

      const logged = await failuresDuring(async () => {
        await sendCommand(testApp, 'StartCheckout', {});
        await sendCommand(testApp, 'AddToFavourites', { product_ids: [paid.id] }, { Authorization: forged });
        await testApp.app.request('/pl/v2/me/shelf');
        await sendCommand(testApp, 'StartPlayback', { audiobook_id: paid.id }, user.bearer);
        await sendCommand(testApp, 'StartPlayback', { audiobook_id: free.id }, fourth.bearer);
        await sendCommand(
          testApp,
          'AddToFavourites',
          { product_ids: [free.id] },
          { Cookie: `audiora_access=${user.accessToken}`, 'Sec-Fetch-Site': 'cross-site' },
        );
        // The legacy cart adds by GET at the site root, outside the API.
        await testApp.app.request(`/pl/cart/add/anything`, {
          headers: { Cookie: `audiora_access=${user.accessToken}`, 'Sec-Fetch-Site': 'cross-site' },
        });
      });

      expect(logged.map((line) => [line.method, line.path, line.code, line.reason])).toEqual([
        ['POST', '/pl/v2/commands', 'UNAUTHENTICATED', 'no-token'],
        ['POST', '/pl/v2/commands', 'UNAUTHENTICATED', 'invalid-or-expired-token'],
        ['GET', '/pl/v2/me/shelf', 'UNAUTHENTICATED', 'no-token'],
        ['POST', '/pl/v2/commands', 'NOT_ENTITLED', 'not-entitled'],
        ['POST', '/pl/v2/commands', 'DEVICE_NOT_ALLOWED', 'device-not-allowed'],
        ['POST', '/pl/v2/commands', 'CSRF_REJECTED', 'csrf-rejected'],
        ['GET', '/pl/cart/add/anything', 'CSRF_REJECTED', 'csrf-rejected'],
      ]);
      for (const line of logged) {
        expect(line.level).toBe('warn');
        expect(line.message).toBe('security.authorization.failure');
        expect(line.ip).toEqual(expect.any(String));
      }
      expect(logged[3]).toMatchObject({ user_id: user.userId, session_id: user.sessionId });
      expect(logged[4]).toMatchObject({ user_id: fourth.userId, device_id: fourth.deviceId });
      expect(logged[0]?.user_id).toBeUndefined();

      const everything = lines.join('\n');
      for (const secret of [user.accessToken, user.refreshToken, fourth.accessToken, 'f'.repeat(43)])
        expect(everything.includes(secret)).toBe(false);
    });

    it("logs an attempt on another buyer's sandbox payment, which it answers as unknown", async () => {
      const buyer = await createSignedInUser(testApp, { now: START });
      const intruder = await createSignedInUser(testApp, { now: START });
      const [product] = await sellableProducts(testApp);
      await addToCart(testApp, buyer, product?.cartId ?? '');
      const { paymentId } = await checkout(testApp, buyer);

      const logged = await failuresDuring(async () => {
        expect((await pressSandbox(testApp, intruder.bearer, paymentId, 'confirm')).status).toBe(404);
        expect((await pressSandbox(testApp, intruder.bearer, randomUUID(), 'confirm')).status).toBe(404);
      });
      expect(logged).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: `/sandbox-pay/${paymentId}/confirm`,
          code: 'NOT_THE_BUYER',
          user_id: intruder.userId,
        }),
      ]);
    });
  });
}
