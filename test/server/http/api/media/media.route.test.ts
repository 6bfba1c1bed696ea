import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { clearKeyLicenseSchema, streamMediaSchema } from '#contract/media.schema';
import { downloadSchema } from '#contract/playback.schema';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { DEMO_CONTENT_KEYS } from '#server/media/demo-content-keys';
import { DEMO_MEDIA_DOWNLOADS_DIR, DEMO_MEDIA_PUBLIC_DIR } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import { keyAsBase64url, keyIdAsBase64url } from '#server/media/key-ids';
import { mediaTreeVersion } from '#server/media/media-version';
import { createSignedInUser, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';
import { createTestApp } from '#test/support/server/test-server';
import { associateDevice } from '#test/support/server/accounts';

const REPO = join(import.meta.dirname, '../../../../..');
const VERSION = mediaTreeVersion();
const DAY = 86_400_000;
const pl = MARKETS.pl;

interface Traits {
  readonly drm: boolean;
  readonly free?: boolean;
  readonly club?: boolean;
}

const recordingNamed = (id: string) => {
  const found = DEMO_RECORDINGS.find((r) => r.id === id);
  if (!found) throw new Error(`no recording ${id}`);
  return found;
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`media, licences and downloads on ${target.kind}`, () => {
    const logger = recordingLogger();
    const { clock, db, user, command, get, grantLicense, testApp } = librarySuite(target, { logger });
    const handedOut = new Set<string>();

    /** A seeded audiobook of the market with these traits no other test was given, with its recording. */
    const title = async (traits: Traits, locale: Locale = 'pl') => {
      const rows = await db()
        .selectFrom('products as p')
        .innerJoin('audiobooks as a', 'a.product_id', 'p.id')
        .select(['p.id', 'a.media_id'])
        .where('p.catalog_id', '=', MARKETS[locale].catalogId)
        .where('a.is_drm_protected', '=', traits.drm ? 1 : 0)
        .$if(traits.free !== undefined, (q) => q.where('p.is_free', '=', traits.free ? 1 : 0))
        .$if(traits.club !== undefined, (q) => q.where('p.is_available_in_subscription', '=', traits.club ? 1 : 0))
        .orderBy('p.id')
        .execute();
      const row = rows.find((r) => !handedOut.has(r.id));
      if (!row?.media_id) throw new Error(`no unused ${JSON.stringify(traits)} audiobook in ${locale}`);
      handedOut.add(row.id);
      return { id: row.id, recording: recordingNamed(row.media_id) };
    };

    const mediaPath = (id: string, samples = false, catalogId = pl.catalogId, locale: Locale = 'pl') =>
      `/${locale}/v2/catalogs/${catalogId}/audiobooks/${id}/media${samples ? '?samples=true' : ''}`;
    const licensePath = (id: string, catalogId = pl.catalogId) =>
      `/pl/v2/catalogs/${catalogId}/audiobooks/${id}/license`;

    const askLicense = async (id: string, body: unknown, who?: TestUser, raw?: string) => {
      const res = await testApp().app.request(licensePath(id), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(who?.bearer ?? {}) },
        body: raw ?? JSON.stringify(body),
      });
      return { res, body: (await res.json()) as unknown };
    };
    const code = (body: unknown) => apiErrorSchema.parse(body).code;

    /** The same account's session on a device after its first 3 streaming devices. */
    const fourthDevice = async (): Promise<TestUser> => {
      const who = await user();
      for (const [i, deviceId] of ['d-1', 'd-2', 'd-3'].entries()) {
        const at = new Date(clock.now.getTime() - (10 - i) * DAY);
        await associateDevice(db(), who.userId, deviceId, { name: 'Phone', firstSeen: at });
      }
      return who;
    };

    /** A member of the family of an owner whose club runs for a month. */
    const familyMember = async (): Promise<TestUser> => {
      const owner = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
      const member = await user();
      const invitationId = randomUUID();
      const at = clock.now.toISOString();
      await db()
        .insertInto('family_invitations')
        .values({
          id: invitationId,
          owner_id: owner.userId,
          email: member.email,
          status: 'accepted',
          invited_at: at,
          responded_at: at,
          token_hash: null,
        })
        .execute();
      await db()
        .insertInto('family_members')
        .values({ member_id: member.userId, owner_id: owner.userId, invitation_id: invitationId, joined_at: at })
        .execute();
      return member;
    };

    describe('GET …/audiobooks/{id}/media', () => {
      it('answers the clear sample to an anonymous visitor, as the product links it', async () => {
        const t = await title({ drm: true });
        const product = await get(`/pl/v2/audiobooks/${t.id}`);
        expect((product.body as { sample_url: string }).sample_url).toBe(mediaPath(t.id, true));
        const { res, body } = await get(mediaPath(t.id, true));
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('public, max-age=900');
        const media = streamMediaSchema.parse(body);
        const sample = t.recording.sample;
        expect(media).toEqual({
          id: t.recording.id,
          url: `/media/${VERSION}/${sample?.dash}`,
          sample_url: `/media/${VERSION}/${sample?.dash}`,
          table_of_contents: t.recording.chapters
            .filter((c) => c.startMs < (sample?.durationMs ?? 0))
            .map((c) => ({ title: c.title, start_ms: c.startMs })),
          dash: { url: `/media/${VERSION}/${sample?.dash}` },
          hls: { url: `/media/${VERSION}/${sample?.hls}` },
        });
        // The sample is clear and plays from the tree this server serves.
        const manifest = await testApp().app.request(media.dash.url);
        expect(manifest.status).toBe(200);
        expect(await manifest.text()).not.toContain('ContentProtection');
      });

      it('answers the full media 401 to an anonymous visitor and 403 NOT_ENTITLED to a listener without a licence', async () => {
        const t = await title({ drm: true, free: false, club: false });
        const anonymous = await get(mediaPath(t.id));
        expect(anonymous.res.status).toBe(401);
        expect(code(anonymous.body)).toBe('UNAUTHENTICATED');
        const stranger = await get(mediaPath(t.id), await user());
        expect(stranger.res.status).toBe(403);
        expect(code(stranger.body)).toBe('NOT_ENTITLED');
      });

      it('answers a buyer the protected stream: key id, DASH and HLS with the licence URL on the API', async () => {
        const t = await title({ drm: true, free: false });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const { res, body } = await get(mediaPath(t.id), buyer);
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        const media = streamMediaSchema.parse(body);
        const license = licensePath(t.id);
        expect(media).toEqual({
          id: t.recording.id,
          key_id: t.recording.keyId,
          url: `/media/${VERSION}/${t.recording.stream.dash}`,
          sample_url: `/media/${VERSION}/${t.recording.sample?.dash}`,
          table_of_contents: t.recording.chapters.map((c) => ({ title: c.title, start_ms: c.startMs })),
          dash: { url: `/media/${VERSION}/${t.recording.stream.dash}`, license_url: license },
          hls: { url: `/media/${VERSION}/${t.recording.stream.hls}`, license_url: license },
        });
        const mpd = await (await testApp().app.request(media.dash.url)).text();
        expect(mpd).toContain(`cenc:default_KID="${media.key_id}"`);
      });

      it('answers a clear title without a key id or licence URL', async () => {
        const t = await title({ drm: false });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const { res, body } = await get(mediaPath(t.id), buyer);
        expect(res.status).toBe(200);
        const media = streamMediaSchema.parse(body);
        expect(media.key_id).toBeUndefined();
        expect(media.dash).toEqual({ url: `/media/${VERSION}/${t.recording.stream.dash}` });
        expect(media.hls).toEqual({ url: `/media/${VERSION}/${t.recording.stream.hls}` });
        expect(JSON.stringify(body)).not.toContain('license_url');
      });

      it('lets a club member and a family member hear a club title; refuses a device beyond the three', async () => {
        const t = await title({ drm: true, free: false, club: true });
        const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
        expect((await get(mediaPath(t.id), member)).res.status).toBe(200);
        expect((await get(mediaPath(t.id), await familyMember())).res.status).toBe(200);
        const fourth = await fourthDevice();
        await grantLicense(fourth, t.id);
        const refused = await get(mediaPath(t.id), fourth);
        expect(refused.res.status).toBe(403);
        expect(code(refused.body)).toBe('DEVICE_NOT_ALLOWED');
      });

      it("answers 404 for another market's catalogue or title", async () => {
        const t = await title({ drm: false });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const czTitle = await title({ drm: false }, 'cz');
        for (const path of [
          mediaPath(t.id, false, MARKETS.cz.catalogId),
          mediaPath(t.id, true, MARKETS.cz.catalogId),
          mediaPath(czTitle.id),
          mediaPath(czTitle.id, true),
          mediaPath(t.id, true, pl.catalogId, 'cz'),
          mediaPath('not-a-uuid', true),
        ]) {
          const { res, body } = await get(path, buyer);
          expect(res.status, path).toBe(404);
          expect(code(body)).toBe('NOT_FOUND');
        }
      });
    });

    describe('POST …/audiobooks/{id}/license', () => {
      it("hands a buyer the title's key as a JSON Web Key set, never stored, and logs the grant without it", async () => {
        const t = await title({ drm: true, free: false });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const keyId = t.recording.keyId ?? '';
        const kid = keyIdAsBase64url(keyId);
        const { res, body } = await askLicense(t.id, { kids: [kid], type: 'temporary' }, buyer);
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('no-store');
        const k = keyAsBase64url(DEMO_CONTENT_KEYS[keyId] ?? '');
        expect(clearKeyLicenseSchema.parse(body)).toEqual({ keys: [{ kty: 'oct', kid, k }], type: 'temporary' });
        expect(eventsOf(logger, 'security.license.granted')).toContainEqual(
          expect.objectContaining({ user_id: buyer.userId, audiobook_id: t.id, key_ids: [keyId] }),
        );
        expect(JSON.stringify(logger.lines)).not.toContain(k);
        expect(JSON.stringify(logger.lines)).not.toContain(DEMO_CONTENT_KEYS[keyId]);
      });

      it('gives club and family members the key of a club title', async () => {
        const t = await title({ drm: true, free: false, club: true });
        const request = { kids: [keyIdAsBase64url(t.recording.keyId ?? '')], type: 'temporary' };
        const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
        expect((await askLicense(t.id, request, member)).res.status).toBe(200);
        expect((await askLicense(t.id, request, await familyMember())).res.status).toBe(200);
      });

      it('refuses anonymous, not entitled and fourth-device requests, unknown key ids and malformed bodies', async () => {
        const t = await title({ drm: true, free: false, club: false });
        const clearTitle = await title({ drm: false });
        const request = { kids: [keyIdAsBase64url(t.recording.keyId ?? '')], type: 'temporary' };
        const buyer = await user();
        await grantLicense(buyer, t.id);
        await grantLicense(buyer, clearTitle.id);
        const fourth = await fourthDevice();
        await grantLicense(fourth, t.id);
        const unknownKid = keyIdAsBase64url('0badc0de-0000-4000-8000-000000000000');
        const answers = [
          await askLicense(t.id, request),
          await askLicense(t.id, request, await user()),
          await askLicense(t.id, request, fourth),
          await askLicense(t.id, { kids: [unknownKid], type: 'temporary' }, buyer),
          await askLicense(clearTitle.id, request, buyer),
          await askLicense(t.id, null, buyer, '{"kids": ['),
          await askLicense(t.id, ['kids'], buyer),
          await askLicense(t.id, { kids: ['not base64url'], type: 'temporary' }, buyer),
          await askLicense(t.id, { kids: request.kids, type: 'persistent-license' }, buyer),
          await askLicense(t.id, { kids: [], type: 'temporary' }, buyer),
        ];
        expect(answers.map(({ res, body }) => `${res.status} ${code(body)}`)).toEqual([
          '401 UNAUTHENTICATED',
          '403 NOT_ENTITLED',
          '403 DEVICE_NOT_ALLOWED',
          '404 UNKNOWN_KEY_ID',
          '404 UNKNOWN_KEY_ID',
          '400 LICENSE_REQUEST_MALFORMED',
          '400 LICENSE_REQUEST_MALFORMED',
          '422 VALIDATION_FAILED',
          '422 VALIDATION_FAILED',
          '422 VALIDATION_FAILED',
        ]);
        for (const { body } of answers) expect(JSON.stringify(body)).not.toMatch(/"k"/);
        const refusals = eventsOf(logger, 'security.license.refused').filter((line) => line.audiobook_id === t.id);
        expect(refusals.map((line) => line.code)).toEqual(
          expect.arrayContaining(['NOT_ENTITLED', 'DEVICE_NOT_ALLOWED', 'UNKNOWN_KEY_ID', 'LICENSE_REQUEST_MALFORMED']),
        );
      });

      it("answers 404 for another market's catalogue", async () => {
        const t = await title({ drm: true, free: false });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const res = await testApp().app.request(licensePath(t.id, MARKETS.cz.catalogId), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...buyer.bearer },
          body: JSON.stringify({ kids: [keyIdAsBase64url(t.recording.keyId ?? '')], type: 'temporary' }),
        });
        expect(res.status).toBe(404);
        expect(code(await res.json())).toBe('NOT_FOUND');
      });
    });

    describe('downloads', () => {
      it("hands a buyer the title's DRM-free .m4a as an attachment, with byte ranges; the club gives none", async () => {
        const t = await title({ drm: true, free: false, club: true });
        const buyer = await user();
        await grantLicense(buyer, t.id);
        const requested = await command('RequestAudiobookDownload', { audiobook_id: t.id }, buyer);
        expect(requested.res.status).toBe(200);
        const { url } = downloadSchema.parse(requested.body);
        expect(url).toBe(`/pl/v2/me/audiobooks/${t.id}/download`);
        const file = readFileSync(join(REPO, DEMO_MEDIA_DOWNLOADS_DIR, t.recording.download ?? ''));

        const whole = await testApp().app.request(url, { headers: buyer.bearer });
        expect(whole.status).toBe(200);
        expect(whole.headers.get('Content-Type')).toBe('audio/mp4');
        expect(whole.headers.get('Content-Disposition')).toBe(
          `attachment; filename="${t.recording.download}"; filename*=UTF-8''${t.recording.download}`,
        );
        expect(whole.headers.get('Cache-Control')).toBe('private, no-store');
        expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
        expect(whole.headers.get('Content-Encoding')).toBeNull();
        expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);

        const part = await testApp().app.request(url, { headers: { ...buyer.bearer, Range: 'bytes=8-15' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('Content-Range')).toBe(`bytes 8-15/${file.length}`);
        expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(8, 16))).toBe(true);
        const past = await testApp().app.request(url, { headers: { ...buyer.bearer, Range: `bytes=${file.length}-` } });
        expect(past.status).toBe(416);
        expect(past.headers.get('Content-Range')).toBe(`bytes */${file.length}`);

        const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
        const refused = await testApp().app.request(url, { headers: member.bearer });
        expect(refused.status).toBe(403);
        expect(code(await refused.json())).toBe('NOT_ENTITLED');
        expect((await testApp().app.request(url)).status).toBe(401);
        // The downloads are not in the public tree.
        const leaked = await testApp().app.request(`/media/${VERSION}/${t.recording.download}`);
        expect(leaked.status).toBe(404);
      });
    });

    describe('MEDIA_BASE_URL', () => {
      /** A CDN in miniature: the public tree under `/{version}/`, plain files with CORS, as a bucket would hold it. */
      const startCdn = async (): Promise<{ server: Server; origin: string }> => {
        const server = createServer((req, res) => {
          const path = new URL(req.url ?? '/', 'http://cdn').pathname;
          const prefix = `/${VERSION}/`;
          try {
            if (!path.startsWith(prefix) || path.includes('..')) throw new Error('not in the tree');
            const bytes = readFileSync(join(REPO, DEMO_MEDIA_PUBLIC_DIR, path.slice(prefix.length)));
            res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Length': bytes.length });
            res.end(bytes);
          } catch {
            res.writeHead(404).end();
          }
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      };

      it('hands out media URLs on the other origin, keeps licences on the API, and lets the page reach it', async () => {
        const cdn = await startCdn();
        const app = await createTestApp({ mediaBaseUrl: `${cdn.origin}/`, now: () => clock.now }, { target });
        try {
          const t = await title({ drm: true, free: false });
          const res = await app.app.request(mediaPath(t.id, true));
          const sample = streamMediaSchema.parse(await res.json());
          expect(sample.dash.url).toBe(`${cdn.origin}/${VERSION}/${t.recording.sample?.dash}`);
          const fetched = await fetch(sample.dash.url);
          expect(fetched.status).toBe(200);
          expect(await fetched.text()).toBe(
            readFileSync(join(REPO, DEMO_MEDIA_PUBLIC_DIR, t.recording.sample?.dash ?? ''), 'utf8'),
          );
          expect(await (await fetch(sample.hls.url)).text()).toContain('#EXTM3U');

          const buyer = await createSignedInUser(app, { now: clock.now });
          await app.database.db
            .insertInto('licenses')
            .values({
              id: randomUUID(),
              user_id: buyer.userId,
              product_id: t.id,
              order_id: randomUUID(),
              granted_at: clock.now.toISOString(),
            })
            .execute();
          const full = await app.app.request(mediaPath(t.id), { headers: buyer.bearer });
          const media = streamMediaSchema.parse(await full.json());
          expect(media.hls.url).toBe(`${cdn.origin}/${VERSION}/${t.recording.stream.hls}`);
          expect(media.dash.license_url).toBe(licensePath(t.id));
          expect(media.hls.license_url).toBe(licensePath(t.id));

          const policy = full.headers.get('Content-Security-Policy') ?? '';
          expect(policy).toContain(`media-src 'self' blob: ${cdn.origin}`);
          expect(policy).toContain(`connect-src 'self' ${cdn.origin}`);
          // Without it, the page reaches no other origin.
          const own = await testApp().app.request(mediaPath(t.id, true));
          expect(own.headers.get('Content-Security-Policy')).toContain("media-src 'self' blob:;");
          expect(own.headers.get('Content-Security-Policy')).toContain("connect-src 'self'");
          expect(own.headers.get('Content-Security-Policy')).not.toContain(cdn.origin);
        } finally {
          await app.close();
          await new Promise<void>((resolve) => cdn.server.close(() => resolve()));
        }
      }, 60_000);
    });
  });
}
