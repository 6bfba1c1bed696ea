import { describe, expect, it } from 'vitest';
import { LeaveAfterSignIn } from '#application/auth/leave-after-sign-in.use-case';
import { redirectPolicyFor } from '#domain/navigation/safe-redirect';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';

const { allowedHosts } = redirectPolicyFor('https://www.audiora.example');

const setup = (stored: string | null = null) => {
  const redirectTargetStore = new InMemoryRedirectTargetStore();
  if (stored !== null) redirectTargetStore.save(stored);
  const leave = new LeaveAfterSignIn({ redirectTargetStore, currentOrigin: () => 'https://www.audiora.example' });
  return { leave, redirectTargetStore };
};

describe('LeaveAfterSignIn (spec §4, §5 redirectTo through the safe-redirect rule)', () => {
  it('goes to redirectTo when it is a path of this store', () => {
    const { leave } = setup('/pl/audiobook/stored');
    expect(leave.execute({ redirectTo: '/pl/koszyk', home: '/pl', allowedHosts })).toBe('/pl/koszyk');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'goes home instead of %s',
    (redirectTo) => {
      const { leave } = setup();
      expect(leave.execute({ redirectTo, home: '/pl', allowedHosts })).toBe('/pl');
    },
  );

  it('without redirectTo, goes to the target a protected action stored, once', () => {
    const { leave, redirectTargetStore } = setup('/pl/audiobook/pan-tadeusz');
    expect(leave.execute({ redirectTo: null, home: '/pl', allowedHosts })).toBe('/pl/audiobook/pan-tadeusz');
    expect(redirectTargetStore.read()).toBeNull();
    expect(leave.execute({ redirectTo: null, home: '/pl', allowedHosts })).toBe('/pl');
  });

  it("follows an https address on one of the product's own hosts", () => {
    const { leave } = setup();
    const [host] = allowedHosts;
    expect(leave.execute({ redirectTo: `https://${host}/pl`, home: '/pl', allowedHosts })).toBe(`https://${host}/pl`);
  });

  it('does not follow a stored target the rule refuses', () => {
    const { leave } = setup('//evil.example/pl');
    expect(leave.execute({ redirectTo: null, home: '/pl', allowedHosts })).toBe('/pl');
  });
});
