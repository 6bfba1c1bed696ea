import { describe, expect, it } from 'vitest';
import { followImmediatelyAfterSignUp, immediateSignUpTarget } from '#domain/navigation/sign-up-redirect';

const ctx = { product: 'audiora' };

describe('followImmediatelyAfterSignUp (spec §4: for pl, cart, wa- pages and subscription/create)', () => {
  it.each([
    '/pl/koszyk',
    '/pl/koszyk?promocode=LATO',
    '/pl/cart',
    'https://store.audiora.example/pl/cart',
    'https://www.audiora.example/pl/koszyk',
    '/pl/wa-abonament',
    '/pl/wa-prezent/krok-2',
    '/pl/subscription/create',
    '/pl/subscription/create?plan=yearly',
    '/pl/subscription/create/summary',
  ])('follows %s immediately in pl', (target) => {
    expect(followImmediatelyAfterSignUp('pl', target, ctx)).toBe(true);
  });

  it.each([
    '/pl',
    '/pl/ulubione',
    '/pl/audiobook/wa-1x',
    '/pl/koszyk/extra',
    '/pl/subscription',
    '/pl/subscription/cancel',
    '/pl/create/subscription',
    '/pl/szukaj?phrase=koszyk',
    '/pl/ulubione#wa-',
    '/pl/awa-page',
    '/pl/user-panel/subscription/create',
    'https://store.audiora.example/pl/cart/add/1',
  ])('sends %s through the normal flow in pl', (target) => {
    expect(followImmediatelyAfterSignUp('pl', target, ctx)).toBe(false);
  });

  it.each(['cz', 'de', 'sk', 'lt', 'es', 'en', 'tr'] as const)('never follows immediately in %s', (locale) => {
    expect(followImmediatelyAfterSignUp(locale, `/${locale}/cart`, ctx)).toBe(false);
    expect(followImmediatelyAfterSignUp(locale, `/${locale}/wa-abonament`, ctx)).toBe(false);
    expect(followImmediatelyAfterSignUp(locale, `/${locale}/subscription/create`, ctx)).toBe(false);
  });
});

describe('immediateSignUpTarget (spec §4, §5: only a target the safe-redirect rule accepts)', () => {
  const policy = { currentOrigin: 'https://www.audiora.example', allowedHosts: ['www.audiora.example'] };

  it('is the accepted target when pl follows it at once', () => {
    expect(immediateSignUpTarget('pl', '/pl/koszyk?promocode=LATO', policy, ctx)).toBe('/pl/koszyk?promocode=LATO');
  });

  it.each([
    ['pl', 'https://evil.example/pl/koszyk'],
    ['pl', '//evil.example/pl/koszyk'],
    ['pl', '/pl/ulubione'],
    ['en', '/en/cart'],
  ] as const)('is none in %s for %s', (locale, target) => {
    expect(immediateSignUpTarget(locale, target, policy, ctx)).toBeNull();
  });

  it('is none without a redirectTo', () => {
    expect(immediateSignUpTarget('pl', null, policy, ctx)).toBeNull();
  });
});
