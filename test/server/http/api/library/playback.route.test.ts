import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { playbackCheckSchema, playbackProgressSchema, playbackTimeResultSchema } from '#contract/playback.schema';
import { playbackLimitSchema } from '#contract/playback-limit.schema';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import type { TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';
import { associateDevice } from '#test/support/server/accounts';

const DAY = 24 * 60 * 60 * 1000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the server answers for a title with no saved position. */
const NOTHING_SAVED = (id: string) => ({
  audiobook_id: id,
  position: 0,
  updated_at: null,
  device_id: null,
  device_name: null,
});

const fieldError = (body: unknown) => apiErrorSchema.parse(body).errors?.[0];

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`playback on ${target.kind}`, () => {
    const { clock, db, user, command, get, title, grantLicense, testApp } = librarySuite(target);

    /** The same account signed in on another device (recorded as associated, as sign-in does). */
    const otherDevice = async (who: TestUser, deviceId: string): Promise<TestUser> => {
      await associateDevice(db(), who.userId, deviceId, { name: 'Phone', firstSeen: clock.now });
      const tokens = await new KyselySessionStore({ db: db() }).start(
        { userId: who.userId, deviceId, userAgent: 'test' },
        clock.now,
      );
      return {
        ...who,
        deviceId,
        sessionId: tokens.sessionId,
        bearer: { Authorization: `Bearer ${tokens.accessToken}` },
      };
    };

    const progress = async (who: TestUser, id: string) => {
      const { res, body } = await get(`/pl/v2/me/playback-progress/${id}`, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return playbackProgressSchema.parse(body);
    };

    /** An audiobook the listeners hold one-off licenses for, so they may play it. */
    const licensed = async (...listeners: TestUser[]) => {
      const t = await title({ isFree: false });
      for (const listener of listeners) await grantLicense(listener, t.id);
      return t;
    };

    const durationOf = async (id: string) =>
      (await db().selectFrom('audiobooks').select('duration_ms').where('product_id', '=', id).executeTakeFirstOrThrow())
        .duration_ms;

    describe('positions', () => {
      it('answers position 0 before any save, then the saved position with its date', async () => {
        const listener = await user();
        const t = await licensed(listener);
        expect(await progress(listener, t.id)).toEqual(NOTHING_SAVED(t.id));
        const saved = await command(
          'SavePlaybackProgress',
          { audiobook_id: t.id, device: 'Web Player', position: 61_000 },
          listener,
        );
        expect(saved.res.status).toBe(200);
        expect(await progress(listener, t.id)).toEqual({
          audiobook_id: t.id,
          position: 61_000,
          updated_at: clock.now.toISOString(),
          device_id: listener.deviceId,
          device_name: 'Test browser',
        });
      });

      it('names the device whose save gave the position, so another device can say where it was heard', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const phone = await otherDevice(listener, 'phone-1');
        await command('SavePlaybackProgress', { audiobook_id: t.id, device: 'Web Player', position: 9_000 }, phone);
        expect(await progress(listener, t.id)).toMatchObject({
          position: 9_000,
          device_id: 'phone-1',
          device_name: 'Phone',
        });
      });

      it('keeps the last write even when it goes back, but ignores a save made earlier on the client', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const save = (position: number, savedAt?: Date) =>
          command(
            'SavePlaybackProgress',
            {
              audiobook_id: t.id,
              device: 'Web Player',
              position,
              ...(savedAt ? { saved_at: savedAt.toISOString() } : {}),
            },
            listener,
          );
        const early = new Date(clock.now.getTime() - 60_000);
        await save(90_000, new Date(clock.now.getTime() - 10_000));
        await save(30_000, new Date(clock.now.getTime() - 5_000));
        expect((await progress(listener, t.id)).position).toBe(30_000);
        const late = await save(120_000, early);
        expect(playbackProgressSchema.parse(late.body).position).toBe(30_000);
        clock.advance(1_000);
        await save(45_000);
        expect((await progress(listener, t.id)).position).toBe(45_000);
      });

      it('does not let a client clock running ahead lock the position', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const future = new Date(clock.now.getTime() + 365 * DAY).toISOString();
        await command(
          'SavePlaybackProgress',
          { audiobook_id: t.id, device: 'Web Player', position: 5_000, saved_at: future },
          listener,
        );
        clock.advance(1_000);
        await command('SavePlaybackProgress', { audiobook_id: t.id, device: 'Web Player', position: 7_000 }, listener);
        expect((await progress(listener, t.id)).position).toBe(7_000);
      });

      it('validates the save: position within the duration, the Web Player device, a known audiobook', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const duration = await durationOf(t.id);
        const podcast = await title({ type: 'podcast' });
        const cases: [Record<string, unknown>, string, string][] = [
          [{ audiobook_id: t.id, device: 'Web Player', position: duration + 1 }, 'position', 'OUT_OF_RANGE'],
          [{ audiobook_id: t.id, device: 'Web Player', position: -1 }, 'position', 'INVALID'],
          [{ audiobook_id: t.id, device: 'Web Player', position: 1.5 }, 'position', 'INVALID'],
          [{ audiobook_id: t.id, device: 'Phone', position: 0 }, 'device', 'INVALID'],
          [{ audiobook_id: randomUUID(), device: 'Web Player', position: 0 }, 'audiobook_id', 'NOT_FOUND'],
          [{ audiobook_id: podcast.id, device: 'Web Player', position: 0 }, 'audiobook_id', 'NOT_FOUND'],
          [{ audiobook_id: t.id, device: 'Web Player', position: 0, saved_at: 'yesterday' }, 'saved_at', 'INVALID'],
        ];
        for (const [fields, property, code] of cases) {
          const { res, body } = await command('SavePlaybackProgress', fields, listener);
          expect(res.status, JSON.stringify(fields)).toBe(422);
          expect(fieldError(body)).toEqual({ property, code });
        }
        const ok = await command(
          'SavePlaybackProgress',
          { audiobook_id: t.id, device: 'Web Player', position: duration },
          listener,
        );
        expect(ok.res.status).toBe(200);
      });

      it("keeps users apart: B neither reads nor moves A's position", async () => {
        const [a, b] = [await user(), await user()];
        const t = await licensed(a, b);
        await command('SavePlaybackProgress', { audiobook_id: t.id, device: 'Web Player', position: 10_000 }, a);
        expect((await progress(b, t.id)).position).toBe(0);
        clock.advance(1_000);
        await command('SavePlaybackProgress', { audiobook_id: t.id, device: 'Web Player', position: 99 }, b);
        expect((await progress(a, t.id)).position).toBe(10_000);
      });

      it('answers 404 for an unknown audiobook and 401 for visitors', async () => {
        const listener = await user();
        expect((await get(`/pl/v2/me/playback-progress/${randomUUID()}`, listener)).res.status).toBe(404);
        const t = await title();
        expect((await get(`/pl/v2/me/playback-progress/${t.id}`)).res.status).toBe(401);
        for (const [name, fields] of [
          ['StartPlayback', { audiobook_id: t.id }],
          ['SavePlaybackProgress', { audiobook_id: t.id, device: 'Web Player', position: 0 }],
          ['SavePlaybackTime', { audiobook_id: t.id, media_id: 'm', started_at: 1, stopped_at: 10 }],
          ['RequestAudiobookDownload', { audiobook_id: t.id }],
        ] as const)
          expect((await command(name, fields)).res.status, name).toBe(401);
      });
    });

    describe('listening time and the monthly limit', () => {
      it('records spans of 5 s and more once, ignores shorter ones and counts them in the playback limit', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const start = seconds(clock.now) - 600;
        const report = (from: number, to: number, mediaId = 'media-1') =>
          command(
            'SavePlaybackTime',
            { audiobook_id: t.id, media_id: mediaId, started_at: from, stopped_at: to },
            listener,
          );
        expect(playbackTimeResultSchema.parse((await report(start, start + 4)).body)).toEqual({
          recorded: false,
          seconds: 0,
        });
        expect(playbackTimeResultSchema.parse((await report(start + 10, start + 70)).body)).toEqual({
          recorded: true,
          seconds: 60,
        });
        // A retry of the same span counts once.
        expect((await report(start + 10, start + 70)).res.status).toBe(200);
        await report(start + 100, start + 105);
        const { res, body } = await get('/pl/v2/me/playback-limit', listener);
        expect(res.status).toBe(200);
        const limit = playbackLimitSchema.parse(body);
        expect(limit).toEqual({
          limit_hours: 30,
          used_seconds: 65,
          period_start: '2026-10-31T23:00:00.000Z',
          period_end: '2026-11-30T23:00:00.000Z',
        });
      });

      it('refuses spans that end before they start, last over 12 hours or end in the future', async () => {
        const listener = await user();
        const t = await licensed(listener);
        const now = seconds(clock.now);
        const cases: [number, number, string][] = [
          [now - 100, now - 200, 'BEFORE_START'],
          [now - 13 * 3600, now - 60, 'TOO_LONG'],
          [now, now + 3600, 'IN_FUTURE'],
        ];
        for (const [from, to, code] of cases) {
          const { res, body } = await command(
            'SavePlaybackTime',
            { audiobook_id: t.id, media_id: 'media-1', started_at: from, stopped_at: to },
            listener,
          );
          expect(res.status, code).toBe(422);
          expect(fieldError(body)).toEqual({ property: 'stopped_at', code });
        }
        const bad = await command(
          'SavePlaybackTime',
          { audiobook_id: t.id, media_id: '', started_at: 'x', stopped_at: 1 },
          listener,
        );
        expect(bad.res.status).toBe(422);
        expect((await get('/pl/v2/me/playback-limit', listener)).body).toMatchObject({ used_seconds: 0 });
      });

      it("keeps each account's limit to itself", async () => {
        const [a, b] = [await user(), await user()];
        const t = await licensed(a);
        const now = seconds(clock.now);
        await command(
          'SavePlaybackTime',
          { audiobook_id: t.id, media_id: 'm', started_at: now - 100, stopped_at: now - 40 },
          a,
        );
        expect((await get('/pl/v2/me/playback-limit', b)).body).toMatchObject({ used_seconds: 0 });
        expect((await get('/pl/v2/me/playback-limit')).res.status).toBe(401);
      });
    });

    describe('the stop-playback check', () => {
      const check = async (who: TestUser, id: string, deviceId?: string) => {
        const query = deviceId ? `?device_id=${deviceId}` : '';
        const { res, body } = await get(`/pl/v2/me/playback-check/${id}${query}`, who);
        expect(res.status).toBe(200);
        return playbackCheckSchema.parse(body);
      };

      it('tells the device that played first to stop when another device of the account starts later', async () => {
        const laptop = await user({ deviceId: 'laptop' });
        const phone = await otherDevice(laptop, 'phone');
        const t = await licensed(laptop);
        await command('StartPlayback', { audiobook_id: t.id }, laptop);
        expect(await check(laptop, t.id)).toEqual({ stop_playback: false, audiobook_name: t.name });
        clock.advance(1_000);
        expect((await command('StartPlayback', { audiobook_id: t.id }, phone)).res.status).toBe(200);
        expect((await check(laptop, t.id)).stop_playback).toBe(true);
        expect((await check(phone, t.id)).stop_playback).toBe(false);
        // The query may name the session's own device, never another one (streaming-devices.test.ts).
        expect((await check(phone, t.id, 'phone')).stop_playback).toBe(false);
        clock.advance(1_000);
        await command('StartPlayback', { audiobook_id: t.id }, laptop);
        expect((await check(laptop, t.id)).stop_playback).toBe(false);
        expect((await check(phone, t.id)).stop_playback).toBe(true);
      });

      it("does not stop a device for another account's playback", async () => {
        const [a, b] = [await user(), await user()];
        const t = await licensed(a, b);
        await command('StartPlayback', { audiobook_id: t.id }, a);
        clock.advance(1_000);
        await command('StartPlayback', { audiobook_id: t.id }, b);
        expect((await check(a, t.id)).stop_playback).toBe(false);
      });

      it('stops playback once the monthly limit is used up', async () => {
        const listener = await user();
        const t = await licensed(listener);
        await command('StartPlayback', { audiobook_id: t.id }, listener);
        const monthStart = new Date('2026-11-01T00:00:00.000Z').getTime();
        const spans = Array.from({ length: 3 }, (_, i) => {
          const start = new Date(monthStart + i * DAY);
          return {
            id: randomUUID(),
            user_id: listener.userId,
            audiobook_id: t.id,
            media_id: 'media-1',
            started_at: start.toISOString(),
            stopped_at: new Date(start.getTime() + 10 * 3600_000).toISOString(),
            seconds: i < 2 ? 10 * 3600 : 10 * 3600 - 1,
          };
        });
        await db().insertInto('listening_spans').values(spans).execute();
        expect((await check(listener, t.id)).stop_playback).toBe(false);
        const now = seconds(clock.now);
        await command(
          'SavePlaybackTime',
          { audiobook_id: t.id, media_id: 'media-1', started_at: now - 10, stopped_at: now - 4 },
          listener,
        );
        expect((await check(listener, t.id)).stop_playback).toBe(true);
        expect((await get('/pl/v2/me/playback-limit', listener)).body).toMatchObject({ used_seconds: 30 * 3600 + 5 });
      });

      it('answers 404 for an unknown audiobook', async () => {
        const listener = await user();
        expect((await get(`/pl/v2/me/playback-check/${randomUUID()}`, listener)).res.status).toBe(404);
      });
    });

    describe('entitlement', () => {
      /** The three commands the player sends while a title plays. */
      const listening = (id: string): [string, Record<string, unknown>][] => {
        const now = seconds(clock.now);
        return [
          ['StartPlayback', { audiobook_id: id }],
          ['SavePlaybackProgress', { audiobook_id: id, device: 'Web Player', position: 1_000 }],
          ['SavePlaybackTime', { audiobook_id: id, media_id: 'media-1', started_at: now - 60, stopped_at: now - 30 }],
        ];
      };
      const statuses = async (who: TestUser, id: string, locale: 'pl' | 'sk' = 'pl') => {
        const answers: Record<string, number> = {};
        for (const [name, fields] of listening(id)) {
          const { res, body } = await command(name, fields, who, locale);
          answers[name] = res.status;
          if (res.status === 403) expect(apiErrorSchema.parse(body).code, name).toBe('NOT_ENTITLED');
        }
        return answers;
      };
      const all = (status: number) => ({
        StartPlayback: status,
        SavePlaybackProgress: status,
        SavePlaybackTime: status,
      });

      it('refuses to play, keep a position or count time for a title the listener may not hear, storing nothing', async () => {
        const listener = await user();
        const t = await title({ isFree: false, inClub: false });
        expect(await statuses(listener, t.id)).toEqual(all(403));
        expect(await progress(listener, t.id)).toEqual(NOTHING_SAVED(t.id));
        expect((await get('/pl/v2/me/playback-limit', listener)).body).toMatchObject({ used_seconds: 0 });
        expect((await get('/pl/v2/me/recently-played', listener)).body).toMatchObject({ total: 0 });
      });

      it('lets every signed-in listener play a free title, and a license holder a bought one', async () => {
        const listener = await user();
        expect(await statuses(listener, (await title({ isFree: true })).id)).toEqual(all(200));
        expect(await statuses(listener, (await licensed(listener)).id)).toEqual(all(200));
      });

      it('lets a club member play a club title, but not a former member or someone who never joined', async () => {
        const t = await title({ isFree: false, inClub: true });
        const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
        const former = await user({ clubUntil: new Date(clock.now.getTime() - DAY) });
        expect(await statuses(member, t.id)).toEqual(all(200));
        expect(await statuses(former, t.id)).toEqual(all(403));
        expect(await statuses(await user(), t.id)).toEqual(all(403));
      });
    });

    describe('downloads', () => {
      it('refuses anyone without a one-off license, and answers MEDIA_NOT_READY to a holder of a title without media', async () => {
        const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
        const t = await title({ isFree: false, inClub: true });
        const path = `/pl/v2/me/audiobooks/${t.id}/download`;
        const refused = await command('RequestAudiobookDownload', { audiobook_id: t.id }, member);
        expect(refused.res.status).toBe(403);
        expect(apiErrorSchema.parse(refused.body).code).toBe('NOT_ENTITLED');
        expect(apiErrorSchema.parse((await get(path, member)).body).code).toBe('NOT_ENTITLED');

        await grantLicense(member, t.id);
        // This title's recording is not packaged (yet).
        await db().updateTable('audiobooks').set({ media_id: null }).where('product_id', '=', t.id).execute();
        for (const { res, body } of [
          await command('RequestAudiobookDownload', { audiobook_id: t.id }, member),
          await get(path, member),
        ]) {
          expect(res.status).toBe(404);
          expect(apiErrorSchema.parse(body).code).toBe('MEDIA_NOT_READY');
        }

        const other = await user();
        expect((await command('RequestAudiobookDownload', { audiobook_id: t.id }, other)).res.status).toBe(403);
        expect((await get(path, other)).res.status).toBe(403);
        expect((await get(path)).res.status).toBe(401);
        const unknown = await command('RequestAudiobookDownload', { audiobook_id: randomUUID() }, member);
        expect(fieldError(unknown.body)).toEqual({ property: 'audiobook_id', code: 'NOT_FOUND' });
        expect(
          apiErrorSchema.parse((await get(`/pl/v2/me/audiobooks/${randomUUID()}/download`, member)).body).code,
        ).toBe('NOT_FOUND');
      });
    });

    it('documents the library endpoints in the OpenAPI document', async () => {
      const doc = (await (await testApp().app.request('/pl/v2/openapi.json')).json()) as {
        paths: Record<string, unknown>;
      };
      for (const path of [
        '/{lang}/v2/me/playback-progress/{id}',
        '/{lang}/v2/me/playback-limit',
        '/{lang}/v2/me/playback-check/{audiobookId}',
        '/{lang}/v2/me/favourites',
        '/{lang}/v2/me/shelf',
        '/{lang}/v2/me/recently-played',
        '/{lang}/v2/me/audiobook-license-channels/{id}',
        '/{lang}/v2/me/products/{id}/review',
        '/{lang}/v2/me/audiobooks/{id}/download',
      ])
        expect(doc.paths[path], path).toBeDefined();
    });
  });
}
