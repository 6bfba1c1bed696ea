import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { tokenResponseSchema } from '#contract/auth.schema';
import { licenseChannelsSchema } from '#contract/license-channels.schema';
import { meSchema } from '#contract/me.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { requestJson } from '#test/support/server/test-server';
import { command, register, signIn, uniqueEmail } from '#test/support/server/account-flows';
import { librarySuite } from '#test/support/server/library-suite';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the streaming-device rule on ${target.kind}`, () => {
    const { clock, db, testApp, title } = librarySuite(target);

    /** An account that signed up on `device-1` and holds a one-off license for an audiobook. */
    const listenerWithTitle = async () => {
      const email = uniqueEmail('devices');
      const signedUp = await register(testApp(), { email, device_id: 'device-1' });
      expect(signedUp.res.status).toBe(201);
      const userId = meSchema.parse(signedUp.body).id;
      const t = await title({ isFree: false });
      await db()
        .insertInto('licenses')
        .values({
          id: randomUUID(),
          user_id: userId,
          product_id: t.id,
          order_id: randomUUID(),
          granted_at: clock.now.toISOString(),
        })
        .execute();
      return { email, userId, titleId: t.id };
    };

    /** Signs the account in on a device a moment later, as a script would: its bearer headers. */
    const sessionOn = async (email: string, deviceId: string) => {
      clock.advance(1_000);
      const { res, body } = await signIn(
        testApp(),
        { email, device_id: deviceId },
        { headers: { 'X-Auth-Mode': 'token' } },
      );
      expect(res.status, JSON.stringify(body)).toBe(200);
      return { Authorization: `Bearer ${tokenResponseSchema.parse(body).access_token}` };
    };

    /** What each device-guarded path answers on a session: status and error code. */
    const answers = async (headers: Record<string, string>, titleId: string) => {
      const now = seconds(clock.now);
      const results: Record<string, string> = {};
      for (const [name, fields] of [
        ['StartPlayback', { audiobook_id: titleId }],
        ['SavePlaybackProgress', { audiobook_id: titleId, device: 'Web Player', position: 1_000 }],
        [
          'SavePlaybackTime',
          { audiobook_id: titleId, media_id: 'media-1', started_at: now - 60, stopped_at: now - 30 },
        ],
        ['RequestAudiobookDownload', { audiobook_id: titleId }],
      ] as const) {
        const { res, body } = await command(testApp(), name, fields, { headers });
        results[name] = res.status === 200 ? '200' : `${res.status} ${apiErrorSchema.parse(body).code}`;
      }
      const download = await testApp().app.request(`/pl/v2/me/audiobooks/${titleId}/download`, { headers });
      results.download =
        download.status === 200
          ? `200 ${download.headers.get('Content-Type') ?? ''}`
          : `${download.status} ${apiErrorSchema.parse(await download.json()).code}`;
      return results;
    };

    const channelState = async (headers: Record<string, string>, titleId: string) => {
      const { res, body } = await requestJson(
        testApp().app,
        `/pl/v2/me/audiobook-license-channels/${titleId}`,
        headers,
      );
      expect(res.status).toBe(200);
      return licenseChannelsSchema.parse(body).oneoff.state;
    };

    it('refuses playback on a fourth device with 403 DEVICE_NOT_ALLOWED until a device is removed', async () => {
      const { email, titleId } = await listenerWithTitle();
      const first = await sessionOn(email, 'device-1');
      await sessionOn(email, 'device-2');
      const third = await sessionOn(email, 'device-3');
      const fourth = await sessionOn(email, 'device-4');

      // A licensed download on an allowed device is the title's DRM-free file.
      const allowed = {
        StartPlayback: '200',
        SavePlaybackProgress: '200',
        SavePlaybackTime: '200',
        RequestAudiobookDownload: '200',
        download: '200 audio/mp4',
      };
      const refused = {
        StartPlayback: '403 DEVICE_NOT_ALLOWED',
        SavePlaybackProgress: '403 DEVICE_NOT_ALLOWED',
        SavePlaybackTime: '403 DEVICE_NOT_ALLOWED',
        RequestAudiobookDownload: '403 DEVICE_NOT_ALLOWED',
        download: '403 DEVICE_NOT_ALLOWED',
      };
      expect(await answers(third, titleId)).toEqual(allowed);
      expect(await answers(fourth, titleId)).toEqual(refused);
      expect(await channelState(fourth, titleId)).toBe('NOT_AVAILABLE_ON_THIS_DEVICE');

      const removed = await command(testApp(), 'RemoveAssociatedDevice', { device_id: 'device-2' }, { headers: first });
      expect(removed.res.status).toBe(200);
      expect(await answers(fourth, titleId)).toEqual(allowed);
      expect(await channelState(fourth, titleId)).toBe('CAN_LISTEN');

      // Signing in again on the removed device makes it the newest: it does not take its old place back.
      const again = await sessionOn(email, 'device-2');
      expect(await answers(again, titleId)).toEqual(refused);
      expect(await answers(fourth, titleId)).toEqual(allowed);
    });

    it('takes the device from the session: a device_id naming another device is refused, not believed', async () => {
      const { email, titleId } = await listenerWithTitle();
      for (const device of ['device-2', 'device-3']) await sessionOn(email, device);
      const fourth = await sessionOn(email, 'device-4');
      for (const path of [
        `/pl/v2/me/audiobook-license-channels/${titleId}?device_id=device-1`,
        `/pl/v2/me/playback-check/${titleId}?device_id=device-1`,
      ]) {
        const { res, body } = await requestJson(testApp().app, path, fourth);
        expect(res.status, path).toBe(403);
        expect(apiErrorSchema.parse(body).code).toBe('DEVICE_MISMATCH');
      }
      const own = await requestJson(
        testApp().app,
        `/pl/v2/me/audiobook-license-channels/${titleId}?device_id=device-4`,
        fourth,
      );
      expect(licenseChannelsSchema.parse(own.body).oneoff.state).toBe('NOT_AVAILABLE_ON_THIS_DEVICE');
    });
  });
}
