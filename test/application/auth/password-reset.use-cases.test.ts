import { describe, expect, it } from 'vitest';
import { CheckPasswordResetLink } from '#application/auth/check-password-reset-link.use-case';
import { RequestPasswordReset } from '#application/auth/request-password-reset.use-case';
import { ResetPassword } from '#application/auth/reset-password.use-case';
import { MARKETS } from '#domain/market/markets';
import { InMemoryPasswordResetGateway } from '#test/support/fakes/in-memory-password-reset-gateway';

const setup = () => {
  const gateway = new InMemoryPasswordResetGateway().withAccount('ada@example.test', 'Old-password-1');
  return {
    gateway,
    request: new RequestPasswordReset({ gateway }),
    check: new CheckPasswordResetLink({ gateway }),
    reset: new ResetPassword({ gateway }),
  };
};

describe('password reset (spec §2 /password-reset, /password-reset/[id])', () => {
  it("asks in the page's market and catalogue, with the address trimmed", async () => {
    const { gateway, request } = setup();
    expect(await request.execute({ locale: 'de', email: '  ada@example.test ' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(gateway.requests).toEqual([{ locale: 'de', email: 'ada@example.test', catalogId: MARKETS.de.catalogId }]);
  });

  it('refuses an address that cannot be one before asking the server', async () => {
    const { gateway, request } = setup();
    expect(await request.execute({ locale: 'en', email: 'not an address' })).toEqual({
      ok: false,
      error: { code: 'RESET.INVALID_EMAIL' },
    });
    expect(gateway.requests).toEqual([]);
  });

  it('checks a mailed link, sets the new password with it once, and says so after', async () => {
    const { gateway, request, check, reset } = setup();
    await request.execute({ locale: 'en', email: 'ada@example.test' });
    const [token = ''] = gateway.linksFor('ada@example.test');
    expect(await check.execute({ locale: 'en', token })).toEqual({
      ok: true,
      value: { emailHint: 'a***@example.test' },
    });
    expect(await reset.execute({ locale: 'en', token, password: 'A-new-password-2' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(gateway.passwordOf('ada@example.test')).toBe('A-new-password-2');
    expect(await check.execute({ locale: 'en', token })).toEqual({ ok: false, error: { code: 'RESET.LINK_USED' } });
  });

  it('refuses a password of only spaces as the server would, without spending the link', async () => {
    const { gateway, request, check, reset } = setup();
    await request.execute({ locale: 'en', email: 'ada@example.test' });
    const [token = ''] = gateway.linksFor('ada@example.test');
    expect(await reset.execute({ locale: 'en', token, password: '    ' })).toEqual({
      ok: false,
      error: { code: 'RESET.PASSWORD_REFUSED', reason: 'BLANK' },
    });
    expect((await check.execute({ locale: 'en', token })).ok).toBe(true);
  });
});
