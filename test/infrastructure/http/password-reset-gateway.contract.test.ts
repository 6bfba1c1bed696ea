import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasswordResetGateway } from '#application/ports/password-reset-gateway.port';
import { MARKETS } from '#domain/market/markets';
import { KyPasswordResetGateway } from '#infrastructure/http/ky-password-reset-gateway';
import { InMemoryPasswordResetGateway } from '#test/support/fakes/in-memory-password-reset-gateway';
import { register, uniqueEmail } from '#test/support/server/account-flows';
import { tokenInMail, waitForMails } from '#test/support/server/identity-test-kit';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';
const PASSWORD = 'Old-password-1';

interface Subject {
  readonly gateway: PasswordResetGateway;
  /** An account with `PASSWORD`. */
  readonly account: (email: string) => Promise<void>;
  /** The links mailed to the address, oldest first. */
  readonly mailedLinks: (email: string, count: number) => Promise<readonly string[]>;
  readonly teardown: () => Promise<void>;
}

/** What every PasswordResetGateway must do (spec §2 password reset; api-contract errors). */
const passwordResetContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`PasswordResetGateway contract: ${name}`, () => {
    let subject: Subject;
    const email = uniqueEmail('reset');

    beforeAll(async () => {
      subject = await setup();
      await subject.account(email);
    }, 60_000);
    afterAll(() => subject.teardown());

    it('answers a request the same whether or not an account has the address', async () => {
      expect(await subject.gateway.requestReset('pl', email, MARKETS.pl.catalogId)).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await subject.gateway.requestReset('pl', uniqueEmail('nobody'), MARKETS.pl.catalogId)).toEqual({
        ok: true,
        value: undefined,
      });
    });

    it('tells a working link with a masked hint, sets the password once, and refuses the link after', async () => {
      const [token = ''] = await subject.mailedLinks(email, 1);
      const link = await subject.gateway.checkLink('pl', token);
      expect(link.ok && link.value.emailHint.startsWith(email[0] ?? '')).toBe(true);
      expect(link.ok && link.value.emailHint.includes(email)).toBe(false);
      expect(await subject.gateway.resetPassword('pl', token, 'short')).toEqual({
        ok: false,
        error: { code: 'RESET.PASSWORD_REFUSED', reason: 'TOO_SHORT' },
      });
      expect(await subject.gateway.resetPassword('pl', token, 'A-new-password-2')).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await subject.gateway.checkLink('pl', token)).toEqual({ ok: false, error: { code: 'RESET.LINK_USED' } });
      expect(await subject.gateway.resetPassword('pl', token, 'Another-one-3')).toEqual({
        ok: false,
        error: { code: 'RESET.LINK_USED' },
      });
    });

    it('calls a link it never mailed unknown', async () => {
      const unknown = 'A'.repeat(43);
      expect(await subject.gateway.checkLink('pl', unknown)).toEqual({
        ok: false,
        error: { code: 'RESET.LINK_UNKNOWN' },
      });
    });
  });
};

passwordResetContract('KyPasswordResetGateway against the real server', async () => {
  const app: TestApp = await createTestApp();
  const cookies = new BrowserCookies();
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app.app), retry: 0 });
  return {
    gateway: new KyPasswordResetGateway({ http }),
    account: async (email) => {
      expect((await register(app, { email, password: PASSWORD })).res.status).toBe(201);
    },
    mailedLinks: async (email, count) => {
      // The account's mail holds its address check too; the reset links open the pl reset page.
      const resets = async () =>
        (await waitForMails(app, email)).filter((mail) => mail.text_body.includes('/przypomnij-haslo/'));
      await vi.waitFor(async () => expect((await resets()).length).toBeGreaterThanOrEqual(count));
      return (await resets()).map((mail) => tokenInMail(mail.text_body));
    },
    teardown: () => app.close(),
  };
});

passwordResetContract('InMemoryPasswordResetGateway', async () => {
  const gateway = new InMemoryPasswordResetGateway();
  return {
    gateway,
    account: async (email) => {
      gateway.withAccount(email, PASSWORD);
    },
    mailedLinks: async (email) => gateway.linksFor(email),
    teardown: async () => undefined,
  };
});
