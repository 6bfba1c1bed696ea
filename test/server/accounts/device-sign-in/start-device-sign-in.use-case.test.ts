import { describe, expect, it } from 'vitest';
import { canonicalUserCode, USER_CODE_ALPHABET } from '#domain/auth/device-sign-in';
import { MARKETS } from '#domain/market/markets';
import { DEVICE_SIGN_IN_START_LIMIT } from '#server/accounts/device-sign-in/device-sign-in-limits';
import { tokenHash } from '#server/accounts/session/token';
import { DEVICE_START, deviceSignInKit } from '#test/support/server/accounts/device-sign-in-kit';

describe('StartDeviceSignIn', () => {
  it("answers a secret device code, a formatted user code and the market's confirming page, storing only a hash", async () => {
    const { started, signIns } = deviceSignInKit(['BDFGHJKM']);
    const answer = await started();
    expect(answer).toEqual({
      deviceCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      userCode: 'BDFG-HJKM',
      verificationUri: 'https://audiora.example/pl/urzadzenie',
      verificationUriComplete: 'https://audiora.example/pl/urzadzenie?code=BDFG-HJKM',
      expiresInSeconds: 600,
      intervalSeconds: 5,
    });
    expect(signIns.all).toEqual([
      {
        deviceCodeHash: tokenHash(answer.deviceCode),
        userCode: 'BDFGHJKM',
        deviceId: 'cli-device-1',
        clientName: 'Audiora command line on linux',
        catalogId: MARKETS.pl.catalogId,
        createdAt: DEVICE_START,
        expiresAt: new Date(DEVICE_START.getTime() + 600_000),
        intervalSeconds: 5,
        lastPolledAt: null,
        state: 'pending',
        userId: null,
      },
    ]);
  });

  it("links to the page in the market's own language", async () => {
    const { started } = deviceSignInKit(['BDFGHJKM']);
    const answer = await started({ market: MARKETS.cz, catalogId: MARKETS.cz.catalogId });
    expect(answer.verificationUri).toBe('https://audiora.example/cz/zarizeni');
  });

  it('draws another user code when a live sign-in holds the one drawn', async () => {
    const { started, signIns } = deviceSignInKit(['BDFGHJKM', 'BDFGHJKM', 'CCCCDDDD']);
    expect((await started()).userCode).toBe('BDFG-HJKM');
    expect((await started()).userCode).toBe('CCCC-DDDD');
    expect(signIns.all.map((s) => s.userCode)).toEqual(['BDFGHJKM', 'CCCCDDDD']);
  });

  it('draws random user codes of the alphabet, and device codes that differ', async () => {
    const { started } = deviceSignInKit();
    const answers = await Promise.all(Array.from({ length: 5 }, () => started()));
    for (const { userCode } of answers) {
      expect(userCode).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
      expect(canonicalUserCode(userCode)).toBe(userCode.replace('-', ''));
    }
    expect(new Set(answers.map((a) => a.deviceCode)).size).toBe(5);
  });

  it('names the device by its user agent when it gives no name, and cleans a name it gives', async () => {
    const { started, signIns } = deviceSignInKit();
    await started({
      clientName: undefined,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    await started({ clientName: 'My\u202E laptop' });
    expect(signIns.all.map((s) => s.clientName)).toEqual(['Firefox on Linux', 'My laptop']);
  });

  it("refuses another market's catalogue, and starts from one address beyond the limit", async () => {
    const { start, started } = deviceSignInKit();
    const wrongCatalogue = await start.execute({
      deviceId: 'd',
      catalogId: MARKETS.cz.catalogId,
      clientName: undefined,
      userAgent: '',
      market: MARKETS.pl,
      origin: 'https://audiora.example',
      address: '203.0.113.9',
    });
    expect(wrongCatalogue).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'catalog_id', code: 'INVALID' }] },
    });
    for (let i = 0; i < DEVICE_SIGN_IN_START_LIMIT.limit; i += 1) await started();
    await expect(started()).rejects.toThrow('TOO_MANY_ATTEMPTS');
    expect((await started({ address: '203.0.113.8' })).userCode).toHaveLength(9);
  });
});
