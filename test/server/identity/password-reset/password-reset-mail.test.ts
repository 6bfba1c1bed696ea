import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { passwordResetMail } from '#server/identity/password-reset/password-reset-mail';

const LINK = 'https://www.audiora.example/pl/przypomnij-haslo/tok?x=1&y=2';

describe('passwordResetMail', () => {
  it.each(LOCALES)('writes the %s mail in its own language, with the link as text and as a link', (locale) => {
    const mail = passwordResetMail({ to: 'a@example.test', locale, link: LINK, product: 'audiora' });
    expect(mail.to).toBe('a@example.test');
    expect(mail.subject).toContain('Audiora');
    expect(mail.subject).not.toContain('{brand}');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`lang="${locale === 'cz' ? 'cs' : locale}"`);
  });

  it('gives each market its own words', () => {
    const subjects = LOCALES.map(
      (locale) => passwordResetMail({ to: 'a@b.c', locale, link: LINK, product: 'audiora' }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
    expect(passwordResetMail({ to: 'a@b.c', locale: 'tr', link: LINK, product: 'audiora' }).text).toContain('şifre');
  });

  it('escapes the brand and link in the HTML part', () => {
    const mail = passwordResetMail({ to: 'a@b.c', locale: 'en', link: 'https://x.example/"><script>', product: 'x<y' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<y');
  });
});
