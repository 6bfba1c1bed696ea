import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { createSignedInUser, sendCommand } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`POST /{lang}/v2/commands on ${target.kind}`, () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({}, { target });
    }, 60_000);
    afterAll(() => testApp?.close());

    const post = (body: string, headers: Record<string, string> = {}) =>
      testApp.app.request('/pl/v2/commands', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });

    it.each(['not json', '[]', '"text"', 'null'])('answers 400 INVALID_BODY to the body %s', async (body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('INVALID_BODY');
    });

    it.each([{}, { name: 'NoSuchCommand' }, { name: 42 }, { name: '__proto__' }])(
      'answers 400 UNKNOWN_COMMAND to %j',
      async (body) => {
        const res = await post(JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(apiErrorSchema.parse(await res.json()).code).toBe('UNKNOWN_COMMAND');
      },
    );

    it('refuses a cookie-authenticated write from another site with 403', async () => {
      const user = await createSignedInUser(testApp);
      const cookie = `audiora_access=${user.accessToken}`;
      for (const headers of <Record<string, string>[]>[
        { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-site' },
        { Cookie: cookie, Origin: 'https://evil.example' },
        { Cookie: cookie },
      ]) {
        const { res, body } = await sendCommand(testApp, 'NoSuchCommand', {}, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(apiErrorSchema.parse(body).code).toBe('CSRF_REJECTED');
      }
    });

    it('lets same-origin cookie writes and bearer scripts through to the command check', async () => {
      const user = await createSignedInUser(testApp);
      const cookie = `audiora_access=${user.accessToken}`;
      for (const headers of <Record<string, string>[]>[
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
        { Cookie: cookie, Origin: 'http://localhost' },
        user.bearer,
      ]) {
        const { res } = await sendCommand(testApp, 'NoSuchCommand', {}, headers);
        expect(res.status, JSON.stringify(headers)).toBe(400);
      }
    });

    it('documents the endpoint in the OpenAPI document', async () => {
      const doc = (await (await testApp.app.request('/pl/v2/openapi.json')).json()) as {
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      };
      expect(doc.paths['/{lang}/v2/commands']?.post?.requestBody).toBeDefined();
    });
  });
}
