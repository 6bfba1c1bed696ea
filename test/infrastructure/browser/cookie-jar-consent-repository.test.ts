import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_COOKIE } from '#infrastructure/browser/cookie-consent.schema';
import {
  COOKIE_CONSENT_MAX_AGE_DAYS,
  CookieJarConsentRepository,
} from '#infrastructure/browser/cookie-jar-consent-repository';
import type { CookieJar } from '#infrastructure/browser/document-cookies';

/** A cookie jar in memory that records each write with its lifetime. */
class MemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: { name: string; value: string; maxAgeDays: number | null }[] = [];

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string, maxAgeDays: number | null): void {
    this.values.set(name, value);
    this.writes.push({ name, value, maxAgeDays });
  }
}

describe('CookieJarConsentRepository', () => {
  it('has no choices before any were saved', () => {
    expect(new CookieJarConsentRepository({ cookies: new MemoryCookieJar() }).load()).toBeNull();
  });

  it('keeps the choices in a first-party cookie for a year and reads them back', () => {
    const cookies = new MemoryCookieJar();
    const repository = new CookieJarConsentRepository({ cookies });
    repository.save({ analytics: true, marketing: false });
    expect(cookies.writes).toEqual([
      {
        name: COOKIE_CONSENT_COOKIE,
        value: '{"v":1,"analytics":true,"marketing":false}',
        maxAgeDays: COOKIE_CONSENT_MAX_AGE_DAYS,
      },
    ]);
    expect(COOKIE_CONSENT_MAX_AGE_DAYS).toBe(365);
    expect(repository.load()).toEqual({ analytics: true, marketing: false });
  });

  it.each([
    ['not JSON', 'yes please'],
    ['another version', '{"v":2,"analytics":true,"marketing":true}'],
    ['a missing purpose', '{"v":1,"analytics":true}'],
    ['text for a flag', '{"v":1,"analytics":"true","marketing":false}'],
    ['JSON that is no object', '[true,true]'],
    ['null', 'null'],
  ])('treats a cookie holding %s as no choice made', (_, value) => {
    const cookies = new MemoryCookieJar();
    cookies.values.set(COOKIE_CONSENT_COOKIE, value);
    expect(new CookieJarConsentRepository({ cookies }).load()).toBeNull();
  });

  it('ignores fields it does not know, keeping the two choices', () => {
    const cookies = new MemoryCookieJar();
    cookies.values.set(COOKIE_CONSENT_COOKIE, '{"v":1,"analytics":false,"marketing":true,"extra":1}');
    expect(new CookieJarConsentRepository({ cookies }).load()).toEqual({ analytics: false, marketing: true });
  });
});
