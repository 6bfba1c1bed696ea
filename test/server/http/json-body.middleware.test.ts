import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { isJsonMediaType } from '#server/http/json-body.middleware';
import { createSignedInUser, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, startTestServer, type TestApp } from '#test/support/server/test-server';

describe('isJsonMediaType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON;Charset=UTF-8', true],
    ['application/json; charset="utf-8"', true],
    ['application/json; charset=iso-8859-1', false],
    ['application/json; boundary=x', false],
    ['application/jsonp', false],
    ['application/json-seq', false],
    ['application/vnd.api+json', false],
    ['text/json', false],
    ['text/plain', false],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['', false],
  ])('%j → %s', (contentType, json) => {
    expect(isJsonMediaType(contentType)).toBe(json);
  });
});

/** The account's newsletter flag, which SubscribeToNewsletter sets: whether a command ran at all. */
const subscribed = async (t: TestApp, user: TestUser) =>
  (await t.database.db.selectFrom('users').select('newsletter').where('id', '=', user.userId).executeTakeFirstOrThrow())
    .newsletter === 1;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the API takes JSON bodies only, on ${target.kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { target });
    }, 60_000);
    afterAll(() => t?.close());

    const subscribe = (user: TestUser, headers: Record<string, string>, body: BodyInit | null) =>
      t.app.request('/pl/v2/commands', { method: 'POST', headers: { ...user.bearer, ...headers }, body });
    const command = JSON.stringify({ name: 'SubscribeToNewsletter' });

    it.each([
      ['text/plain', command],
      ['text/plain;charset=UTF-8', command],
      ['application/x-www-form-urlencoded', 'name=SubscribeToNewsletter'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--'],
      ['application/json; charset=iso-8859-1', command],
      ['text/json', command],
    ])('answers 415 UNSUPPORTED_MEDIA_TYPE to a command sent as %s, and runs nothing', async (contentType, body) => {
      const user = await createSignedInUser(t);
      const res = await subscribe(user, { 'Content-Type': contentType }, body);
      expect(res.status).toBe(415);
      expect(res.headers.get('Accept-Post')).toBe('application/json');
      expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await subscribed(t, user)).toBe(false);
    });

    it('answers 415 to a body sent with no Content-Type at all', async () => {
      const user = await createSignedInUser(t);
      const res = await subscribe(user, {}, new TextEncoder().encode(command));
      expect(res.status).toBe(415);
      expect(await subscribed(t, user)).toBe(false);
    });

    it.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'])(
      'runs a command sent as %s',
      async (contentType) => {
        const user = await createSignedInUser(t);
        expect((await subscribe(user, { 'Content-Type': contentType }, command)).status).toBe(200);
        expect(await subscribed(t, user)).toBe(true);
      },
    );

    it('leaves a write without a body to the command check (400 INVALID_BODY)', async () => {
      const user = await createSignedInUser(t);
      const res = await subscribe(user, {}, null);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('INVALID_BODY');
    });

    it('still refuses a forged cross-site form post as CSRF first', async () => {
      const user = await createSignedInUser(t);
      const res = await t.app.request('/pl/v2/commands', {
        method: 'POST',
        headers: {
          Cookie: `audiora_access=${user.accessToken}`,
          'Sec-Fetch-Site': 'cross-site',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'name=SubscribeToNewsletter',
      });
      expect(res.status).toBe(403);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('CSRF_REJECTED');
    });

    it('documents the 415 among the commands’ answers', async () => {
      const doc = (await (await t.app.request('/pl/v2/openapi.json')).json()) as {
        paths: Record<string, { post?: { responses?: Record<string, unknown> } }>;
      };
      expect(Object.keys(doc.paths['/{lang}/v2/commands']?.post?.responses ?? {})).toContain('415');
    });
  });
}

describe('the API takes JSON bodies only, over a real socket', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  /** A raw HTTP/1.1 POST, so no client adds a Content-Type of its own. */
  const post = (headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.origin}/pl/v2/commands`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('answers 415 to a body without a Content-Type, by length or chunked', async () => {
    const body = JSON.stringify({ name: 'RefreshTokenForWeb' });
    expect((await post({ 'Content-Length': String(Buffer.byteLength(body)) }, body)).status).toBe(415);
    expect((await post({ 'Transfer-Encoding': 'chunked' }, body)).status).toBe(415);
  });

  it('leaves an empty write without a Content-Type to the command check', async () => {
    const { status, body } = await post({ 'Content-Length': '0' }, '');
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(JSON.parse(body)).code).toBe('INVALID_BODY');
  });
});
