import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '#contract/me.schema';
import { parseAlphaTesters } from '#domain/auth/alpha-testers';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { command, get } from '#test/support/server/account-flows';

const NOW = new Date('2026-11-22T10:00:00Z');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GET /me and the consent commands on ${target.kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ now: () => NOW }, { target });
    }, 60_000);
    afterAll(() => t?.close());

    it("answers the signed-in account with its club status and this month's playback limit, privately", async () => {
      const user = await createSignedInUser(t, { now: NOW, clubUntil: new Date('2026-12-01T00:00:00Z') });
      await t.database.db
        .insertInto('listening_spans')
        .values({
          id: randomUUID(),
          user_id: user.userId,
          audiobook_id: randomUUID(),
          media_id: 'm',
          started_at: '2026-11-20T08:00:00.000Z',
          stopped_at: '2026-11-20T08:10:00.000Z',
          seconds: 600,
        })
        .execute();
      const { res, body } = await get(t, '/me', user.bearer);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const { tracking_id: trackingId, ...me } = meSchema.parse(body);
      expect(trackingId).not.toBe(user.userId);
      expect(me).toEqual({
        id: user.userId,
        email: user.email,
        email_verified: false,
        has_club: true,
        marketing_consent: false,
        newsletter: false,
        created_at: '2026-11-22T10:00:00+00:00',
        is_alpha_tester: false,
        _embedded: {
          'app:playback-limit': [
            {
              limit_hours: 30,
              used_seconds: 600,
              period_start: '2026-10-31T23:00:00+00:00',
              period_end: '2026-11-30T23:00:00+00:00',
            },
          ],
        },
      });
    });

    it('tells whether the owner proved the address', async () => {
      const user = await createSignedInUser(t, { now: NOW });
      expect(meSchema.parse((await get(t, '/me', user.bearer)).body).email_verified).toBe(false);
      await t.database.db
        .updateTable('users')
        .set({ email_verified_at: NOW.toISOString() })
        .where('id', '=', user.userId)
        .execute();
      expect(meSchema.parse((await get(t, '/me', user.bearer)).body).email_verified).toBe(true);
    });

    it('names the alpha testers the configuration lists, by address or by domain', async () => {
      const testers = parseAlphaTesters('ada@example.test, @team.example.test');
      if (!testers.ok) throw new Error('a valid list');
      const listed = await createTestApp({
        now: () => NOW,
        config: {
          bodyLimitBytes: 1024 * 1024,
          accounts: { ...DEVELOPMENT_ACCOUNTS_CONFIG, alphaTesters: testers.value },
        },
      });
      try {
        const alphaOf = async (email: string) => {
          const user = await createSignedInUser(listed, { now: NOW, email });
          return meSchema.parse((await get(listed, '/me', user.bearer)).body).is_alpha_tester;
        };
        expect(await alphaOf('Ada@Example.test')).toBe(true);
        expect(await alphaOf('grace@team.example.test')).toBe(true);
        expect(await alphaOf('bob@example.test')).toBe(false);
      } finally {
        await listed.close();
      }
    });

    it('has no club where the market has none (sk)', async () => {
      const user = await createSignedInUser(t, { now: NOW, clubUntil: new Date('2027-01-01T00:00:00Z') });
      const res = await t.app.request('/sk/v2/me', { headers: user.bearer });
      expect(meSchema.parse(await res.json()).has_club).toBe(false);
    });

    it('answers 401 Bad credentials to visitors and to unknown tokens', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { Authorization: `Bearer ${'x'.repeat(43)}` },
        { Cookie: 'audiora_access=nope' },
      ];
      for (const headers of attempts) {
        const { res, body } = await get(t, '/me', headers);
        expect(res.status).toBe(401);
        expect(body).toMatchObject({ message: 'Bad credentials' });
      }
    });

    it('switches marketing consent and the newsletter for the viewer only', async () => {
      const a = await createSignedInUser(t, { now: NOW });
      const b = await createSignedInUser(t, { now: NOW });
      const steps: [string, Partial<Record<'marketing_consent' | 'newsletter', boolean>>][] = [
        ['EnableMarketingConsent', { marketing_consent: true }],
        ['SubscribeToNewsletter', { newsletter: true }],
        ['UnsubscribeFromNewsletter', { newsletter: false }],
        ['DisableMarketingConsent', { marketing_consent: false }],
        ['SubscribeToNewsletter', { newsletter: true }],
      ];
      for (const [name, expected] of steps) {
        const { res, body } = await command(t, name, {}, { headers: a.bearer });
        expect(res.status, name).toBe(200);
        expect(meSchema.parse(body), name).toMatchObject(expected);
      }
      const other = meSchema.parse((await get(t, '/me', b.bearer)).body);
      expect(other).toMatchObject({ marketing_consent: false, newsletter: false });
      // A body naming someone else changes nothing for them.
      await command(t, 'EnableMarketingConsent', { user_id: b.userId }, { headers: a.bearer });
      expect(meSchema.parse((await get(t, '/me', b.bearer)).body).marketing_consent).toBe(false);
    });

    it('answers 401 to the consent commands of visitors', async () => {
      for (const name of ['EnableMarketingConsent', 'SubscribeToNewsletter', 'UnsubscribeFromNewsletter']) {
        expect((await command(t, name, {})).res.status, name).toBe(401);
      }
    });

    it('documents /me, its sessions and devices in the OpenAPI document', async () => {
      const doc = (await (await t.app.request('/pl/v2/openapi.json')).json()) as { paths: Record<string, unknown> };
      for (const path of ['/{lang}/v2/me', '/{lang}/v2/me/sessions', '/{lang}/v2/me/associated-devices'])
        expect(doc.paths[path], path).toBeDefined();
    });
  });
}
