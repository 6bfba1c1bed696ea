import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecideDeviceSignIn } from '#application/auth/decide-device-sign-in.use-case';
import { ShowDeviceSignIn } from '#application/auth/show-device-sign-in.use-case';
import { formatUserCode } from '#domain/auth/device-sign-in';
import { InMemoryDeviceApprovalGateway } from '#test/support/fakes/in-memory-device-approval-gateway';

const setup = () => {
  const gateway = new InMemoryDeviceApprovalGateway();
  const code = gateway.start('Audiora command line on linux', '2026-11-27T12:10:00.000Z');
  return { gateway, code, show: new ShowDeviceSignIn({ gateway }), decide: new DecideDeviceSignIn({ gateway }) };
};

/** The ways a person may type a code: any case, its dash or not, spaces around or between the groups. */
const typedForms = (code: string) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.constantFrom('', '-', ' ', ' - '), fc.boolean())
    .map(([lower, dash, padded]) => {
      const letters = [...code].map((letter, i) => (lower[i] ? letter.toLowerCase() : letter)).join('');
      const typed = `${letters.slice(0, 4)}${dash}${letters.slice(4)}`;
      return padded ? `  ${typed} ` : typed;
    });

describe('confirming a device sign-in in the browser', () => {
  it('shows the device a code stands for, however the code was typed, asking with it canonical', async () => {
    const { gateway, code, show } = setup();
    await fc.assert(
      fc.asyncProperty(typedForms(code), async (typed) => {
        expect(await show.execute({ locale: 'pl', userCode: typed })).toEqual({
          ok: true,
          value: { userCode: code, clientName: 'Audiora command line on linux', expiresAt: '2026-11-27T12:10:00.000Z' },
        });
        expect(gateway.asked.at(-1)).toEqual({ locale: 'pl', userCode: code });
      }),
    );
  });

  it('refuses a code that cannot be one without asking the server, so it is no wrong guess', async () => {
    const { gateway, show, decide } = setup();
    for (const typed of ['', 'BCDF-GHJ', 'BCDF-GHJKM', 'ABCD-EFGH', '0000-0000'])
      expect(await show.execute({ locale: 'en', userCode: typed })).toEqual({
        ok: false,
        error: { code: 'DEVICE.CODE_INVALID' },
      });
    expect(await decide.execute({ locale: 'en', userCode: 'AEIO-U', approve: true })).toEqual({
      ok: false,
      error: { code: 'DEVICE.CODE_INVALID' },
    });
    expect(gateway.asked).toEqual([]);
  });

  it('lets the device in with the code as shown, once', async () => {
    const { gateway, code, show, decide } = setup();
    expect(await decide.execute({ locale: 'de', userCode: formatUserCode(code).toLowerCase(), approve: true })).toEqual(
      { ok: true, value: true },
    );
    expect(gateway.asked).toEqual([{ locale: 'de', userCode: code, approve: true }]);
    expect(gateway.stateOf(code)).toBe('approved');
    expect(await show.execute({ locale: 'de', userCode: code })).toEqual({
      ok: false,
      error: { code: 'DEVICE.CODE_UNKNOWN' },
    });
  });

  it('refuses the device when asked to', async () => {
    const { gateway, code, decide } = setup();
    expect(await decide.execute({ locale: 'cz', userCode: code, approve: false })).toEqual({ ok: true, value: false });
    expect(gateway.stateOf(code)).toBe('refused');
  });

  it("passes on the server's refusals: an expired code, throttling, no session", async () => {
    const { gateway, code, show, decide } = setup();
    gateway.expire(code);
    expect(await decide.execute({ locale: 'pl', userCode: code, approve: true })).toEqual({
      ok: false,
      error: { code: 'DEVICE.CODE_UNKNOWN' },
    });
    for (let guess = 0; guess < 5; guess += 1) await show.execute({ locale: 'pl', userCode: 'ZZZZ-XXXX' });
    expect(await show.execute({ locale: 'pl', userCode: 'ZZZZ-XXXX' })).toEqual({
      ok: false,
      error: { code: 'AUTH.TOO_MANY_ATTEMPTS' },
    });
    const visitor = new ShowDeviceSignIn({ gateway: new InMemoryDeviceApprovalGateway().signedOut() });
    expect(await visitor.execute({ locale: 'pl', userCode: code })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
  });
});
