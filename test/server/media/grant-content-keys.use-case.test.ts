import { describe, expect, it } from 'vitest';
import { epochMs } from '#domain/shared/time';
import { MARKETS } from '#domain/market/markets';
import { demoMediaRecordings } from '#server/media/demo-media-recordings';
import { GrantContentKeys, LICENSE_LIMITS, type LicenseRequest } from '#server/media/grant-content-keys.use-case';
import { keyIdAsBase64url } from '#server/media/key-ids';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import {
  aTitle,
  InMemoryAccountDevices,
  InMemoryClubPeriods,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  listenerDevices,
} from '#test/support/server/in-memory-library';
import { FakeContentKeys, InMemoryMediaTitles, recordingOf } from '#test/support/server/in-memory-media';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const pl = MARKETS.pl;
const IN_A_MONTH = epochMs(NOW.getTime() + 30 * 86_400_000);
const locked = recordingOf(true);
const clear = recordingOf(false);
const KEY_ID = locked.keyId ?? '';
const KEY = '00112233445566778899aabbccddeeff';
const KID = keyIdAsBase64url(KEY_ID);
const OTHER_KID = keyIdAsBase64url('11111111-2222-3333-4444-555555555555');

const world = (devices: InMemoryAccountDevices = listenerDevices()) => {
  const mediaTitles = new InMemoryMediaTitles();
  const clubPeriods = new InMemoryClubPeriods();
  const logger = recordingLogger();
  const contentKeys = new FakeContentKeys({ [KEY_ID]: KEY });
  const useCase = new GrantContentKeys({
    titles: mediaTitles.titles,
    clubPeriods,
    devices,
    mediaTitles,
    recordings: demoMediaRecordings(),
    contentKeys,
    limiters: new InMemoryAttemptLimiters(),
    logger,
    now: () => NOW,
  });
  const bought = aTitle(pl.catalogId);
  mediaTitles.add(bought, { mediaId: locked.id, isDrmProtected: true });
  const ask = (audiobookId: string, request: LicenseRequest = { kids: [KID] }, address = '192.0.2.1') =>
    useCase.execute({ listener, address, market: pl, audiobookId, request });
  return { mediaTitles, clubPeriods, logger, contentKeys, bought, ask };
};

/** Every line the use case logged, as text: a key must never be among them. */
const logged = (logger: ReturnType<typeof recordingLogger>) => JSON.stringify(logger.lines);

describe('GrantContentKeys', () => {
  it("hands a licence holder the title's key, and logs the grant with the key id only", async () => {
    const { mediaTitles, logger, bought, ask } = world();
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    expect(await ask(bought.id, { kids: [KID, KID] })).toEqual({ ok: true, value: [{ keyId: KEY_ID, key: KEY }] });
    expect(eventsOf(logger, 'security.license.granted')).toEqual([
      expect.objectContaining({
        user_id: listener.userId,
        device_id: listener.deviceId,
        ip: '192.0.2.1',
        audiobook_id: bought.id,
        key_ids: [KEY_ID],
      }),
    ]);
    expect(logged(logger)).not.toContain(KEY);
    expect(logged(logger)).not.toContain(Buffer.from(KEY, 'hex').toString('base64url'));
  });

  it('refuses a listener who may not hear the title, before any key is read, and logs it', async () => {
    const { logger, contentKeys, bought, ask } = world();
    expect(await ask(bought.id)).toEqual({ ok: false, error: { code: 'NOT_ENTITLED', wanted: 'listen' } });
    expect(contentKeys.asked).toEqual([]);
    expect(eventsOf(logger, 'security.license.refused')).toEqual([
      expect.objectContaining({ code: 'NOT_ENTITLED', audiobook_id: bought.id, key_ids: [KEY_ID] }),
    ]);
  });

  it("gives club and family members a club title's key", async () => {
    const { mediaTitles, clubPeriods, ask } = world();
    const clubTitle = aTitle(pl.catalogId, { inClub: true });
    mediaTitles.add(clubTitle, { mediaId: locked.id, isDrmProtected: true });
    expect((await ask(clubTitle.id)).ok).toBe(false);
    clubPeriods.set(listener.userId, { ownUntil: IN_A_MONTH });
    expect((await ask(clubTitle.id)).ok).toBe(true);
    clubPeriods.set(listener.userId, { familyOwnerUntil: IN_A_MONTH });
    expect((await ask(clubTitle.id)).ok).toBe(true);
  });

  it('refuses a device beyond the streaming devices: DEVICE_NOT_ALLOWED', async () => {
    const devices = new InMemoryAccountDevices();
    for (const [i, id] of ['a', 'b', 'c', listener.deviceId].entries())
      devices.signIn(listener.userId, id, new Date(Date.UTC(2026, 0, 1 + i)));
    const { mediaTitles, bought, ask } = world(devices);
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    expect(await ask(bought.id)).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
  });

  it("answers UNKNOWN_KEY_ID for a key id that is not the title's, and for a clear title", async () => {
    const { mediaTitles, logger, contentKeys, bought, ask } = world();
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    const free = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(free, { mediaId: clear.id });
    expect(await ask(bought.id, { kids: [OTHER_KID] })).toEqual({ ok: false, error: { code: 'UNKNOWN_KEY_ID' } });
    expect(await ask(bought.id, { kids: [KID, OTHER_KID] })).toEqual({ ok: false, error: { code: 'UNKNOWN_KEY_ID' } });
    expect(await ask(free.id)).toEqual({ ok: false, error: { code: 'UNKNOWN_KEY_ID' } });
    expect(contentKeys.asked).toEqual([]);
    expect(eventsOf(logger, 'security.license.refused').map((line) => line.code)).toEqual([
      'UNKNOWN_KEY_ID',
      'UNKNOWN_KEY_ID',
      'UNKNOWN_KEY_ID',
    ]);
  });

  it('answers UNKNOWN_KEY_ID when the key store lacks the key', async () => {
    const { mediaTitles, contentKeys, bought, ask } = world();
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    delete (contentKeys.keys as Record<string, string>)[KEY_ID];
    expect(await ask(bought.id)).toEqual({ ok: false, error: { code: 'UNKNOWN_KEY_ID' } });
  });

  it('refuses a malformed request and key ids that are not 16 bytes, logged', async () => {
    const { logger, bought, ask } = world();
    expect(await ask(bought.id, { refused: { code: 'LICENSE_REQUEST_MALFORMED' } })).toEqual({
      ok: false,
      error: { code: 'LICENSE_REQUEST_MALFORMED' },
    });
    for (const kids of [[], ['AAAA'], [`${KID}=`]])
      expect(await ask(bought.id, { kids })).toEqual({
        ok: false,
        error: { code: 'VALIDATION_FAILED', errors: [{ property: 'kids', code: 'INVALID' }] },
      });
    expect(eventsOf(logger, 'security.license.refused')).toHaveLength(4);
  });

  it('answers NOT_FOUND for a title of another market', async () => {
    const { mediaTitles, ask } = world();
    const elsewhere = aTitle(MARKETS.cz.catalogId, { isFree: true });
    mediaTitles.add(elsewhere, { mediaId: locked.id });
    expect(await ask(elsewhere.id)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Audiobook' } });
  });

  it("limits a listener's requests, granted or not, and tells how long to wait", async () => {
    const { mediaTitles, logger, bought, ask } = world();
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    for (let i = 0; i < LICENSE_LIMITS.perUser.limit; i += 1)
      expect((await ask(bought.id, { kids: [KID] }, `192.0.2.${i % 200}`)).ok).toBe(true);
    const refused = await ask(bought.id, { kids: [KID] }, '198.51.100.7');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(!refused.ok && 'retryAfterSeconds' in refused.error && refused.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(eventsOf(logger, 'security.license.refused').at(-1)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });
});
