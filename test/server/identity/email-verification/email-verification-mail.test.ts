import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { emailVerificationMail } from '#server/identity/email-verification/email-verification-mail';

const LINK = 'https://www.audiora.example/pl/panel-uzytkownika/profil?email_verification=tok&x=1';

describe('emailVerificationMail', () => {
  it.each(LOCALES)('writes the %s mail in its own language, with the link as text and as a link', (locale) => {
    const mail = emailVerificationMail({ to: 'a@example.test', locale, link: LINK, product: 'audiora' });
    expect(mail.to).toBe('a@example.test');
    expect(mail.subject).toContain('Audiora');
    expect(`${mail.subject}${mail.text}`).not.toContain('{brand}');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`lang="${locale === 'cz' ? 'cs' : locale}"`);
  });

  it('gives each market its own words', () => {
    const subjects = LOCALES.map(
      (locale) => emailVerificationMail({ to: 'a@b.c', locale, link: LINK, product: 'audiora' }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
    expect(emailVerificationMail({ to: 'a@b.c', locale: 'de', link: LINK, product: 'audiora' }).text).toContain(
      'bestätige',
    );
  });
});
