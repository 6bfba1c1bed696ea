import { describe, expect, it } from 'vitest';
import { ChangePassword } from '#application/account/change-password.use-case';
import { DeleteAccount } from '#application/account/delete-account.use-case';
import { EndSessions } from '#application/account/end-sessions.use-case';
import { LoadDevices } from '#application/account/load-devices.use-case';
import { LoadSessions } from '#application/account/load-sessions.use-case';
import { RemoveDevice } from '#application/account/remove-device.use-case';
import { SaveConsents } from '#application/account/save-consents.use-case';
import { InMemoryAccountGateway } from '#test/support/fakes/in-memory-account-gateway';

const EMAIL = 'ola@example.test';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';
const signedIn = () => new InMemoryAccountGateway().signedInAs(EMAIL, 'my password', 'Firefox', [PHONE, PHONE]);

describe('the user panel account use cases', () => {
  it('changes the password, refusing a blank new one without asking the server', async () => {
    const gateway = signedIn();
    const change = new ChangePassword({ gateway });
    expect(await change.execute({ locale: 'pl', currentPassword: 'my password', newPassword: '   ' })).toEqual({
      ok: false,
      error: { code: 'ACCOUNT.FIELD_REFUSED', property: 'new_password', reason: 'BLANK' },
    });
    expect(gateway.passwordOf(EMAIL)).toBe('my password');
    expect(await change.execute({ locale: 'pl', currentPassword: 'my password', newPassword: 'a new one!' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(gateway.passwordOf(EMAIL)).toBe('a new one!');
  });

  it('deletes the account with its password only', async () => {
    const gateway = signedIn();
    const remove = new DeleteAccount({ gateway });
    const refused = { ok: false, error: { code: 'ACCOUNT.FIELD_REFUSED', property: 'password', reason: 'INVALID' } };
    expect(await remove.execute({ locale: 'pl', password: '' })).toEqual(refused);
    expect(await remove.execute({ locale: 'pl', password: 'wrong' })).toEqual(refused);
    expect(await remove.execute({ locale: 'pl', password: 'my password' })).toEqual({ ok: true, value: undefined });
    expect(gateway.passwordOf(EMAIL)).toBeUndefined();
  });

  it('saves only the consents that changed and answers the account', async () => {
    const gateway = signedIn();
    const save = new SaveConsents({ gateway });
    const saved = await save.execute({ locale: 'pl', consents: { marketing: true, newsletter: false } });
    expect(saved).toMatchObject({ ok: true, value: { hasMarketingConsent: true, newsletter: false } });
    const again = await save.execute({ locale: 'pl', consents: { marketing: false, newsletter: true } });
    expect(again).toMatchObject({ ok: true, value: { hasMarketingConsent: false, newsletter: true } });
  });

  it("lists this browser's session first, ends one, then all the others", async () => {
    const gateway = signedIn();
    const load = new LoadSessions({ gateway });
    const end = new EndSessions({ gateway });
    const listed = await load.execute({ locale: 'pl' });
    const sessions = listed.ok ? listed.value : [];
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual([
      ['Firefox', true],
      [PHONE, false],
      [PHONE, false],
    ]);
    expect(await end.execute({ locale: 'pl', sessions: { which: 'one', sessionId: sessions[1]?.id ?? '' } })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await load.execute({ locale: 'pl' })).toMatchObject({ ok: true, value: [{}, {}] });
    await end.execute({ locale: 'pl', sessions: { which: 'others' } });
    expect(await load.execute({ locale: 'pl' })).toMatchObject({ ok: true, value: [{ current: true }] });
    // Ending this browser's session signs it out.
    await end.execute({ locale: 'pl', sessions: { which: 'one', sessionId: sessions[0]?.id ?? '' } });
    expect(await load.execute({ locale: 'pl' })).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
  });

  it("lists this browser's device first, then the others last seen first, and removes one with its sessions", async () => {
    const gateway = signedIn().signedInElsewhere(
      EMAIL,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Safari/604.1',
    );
    const load = new LoadDevices({ gateway });
    const listed = await load.execute({ locale: 'pl' });
    const devices = listed.ok ? listed.value : [];
    expect(devices.map((d) => [d.name, d.current])).toEqual([
      // A user agent of one bare word names neither a browser nor a system.
      ['Unknown device', true],
      ['Safari on iOS', false],
      ['Chrome on Android', false],
      ['Chrome on Android', false],
    ]);
    const remove = new RemoveDevice({ gateway });
    expect(await remove.execute({ locale: 'pl', deviceId: devices[1]?.id ?? '' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await load.execute({ locale: 'pl' })).toMatchObject({ ok: true, value: [{}, {}, {}] });
    const sessions = await new LoadSessions({ gateway }).execute({ locale: 'pl' });
    expect(sessions.ok && sessions.value.map((s) => s.userAgent)).toEqual(['Firefox', PHONE, PHONE]);
  });

  it('answers an id no device can have as unknown, without asking', async () => {
    const gateway = signedIn();
    const listed = await gateway.devices();
    expect(await new RemoveDevice({ gateway }).execute({ locale: 'pl', deviceId: 'a device\n' })).toEqual({
      ok: false,
      error: { code: 'ACCOUNT.DEVICE_UNKNOWN' },
    });
    expect(await gateway.devices()).toEqual(listed);
  });
});
