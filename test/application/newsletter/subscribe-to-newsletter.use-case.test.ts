import { describe, expect, it } from 'vitest';
import { AuthStore } from '#application/auth/auth.store';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.use-case';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { RecordingLoggedInCookie } from '#test/support/fakes/recording-logged-in-cookie';
import { aUser } from '#test/support/mothers/user.mother';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';

const user = aUser({ email: 'ola@example.test', newsletter: false, hasMarketingConsent: false });

const setup = async (gateway: FakeNewsletterGateway) => {
  const tabs = new InMemoryCrossTab<AuthBroadcast>();
  const otherTab = tabs.openTab();
  const heard: AuthBroadcast[] = [];
  otherTab.subscribe((message) => heard.push(message));
  const authStore = new AuthStore({
    sessionGateway: new FakeSessionGateway().signedInAs(user),
    crossTab: tabs.openTab(),
    loggedInCookie: new RecordingLoggedInCookie(),
  });
  await authStore.start();
  return { authStore, heard, subscribe: new SubscribeToNewsletter({ newsletterGateway: gateway, authStore }) };
};

describe('SubscribeToNewsletter (spec §2, §6 newsletter modal)', () => {
  it('subscribes and shows the updated account here and in other tabs', async () => {
    const { authStore, heard, subscribe } = await setup(new FakeNewsletterGateway(user));
    const result = await subscribe.execute();
    expect(result).toEqual({ ok: true, value: { ...user, newsletter: true } });
    expect(authStore.state.user?.newsletter).toBe(true);
    expect(heard).toContainEqual({ type: 'userUpdated', user: { ...user, newsletter: true } });
  });

  it('records the marketing consent too when the user gave it, and only then', async () => {
    const gateway = new FakeNewsletterGateway(user);
    const { authStore, subscribe } = await setup(gateway);
    const result = await subscribe.execute({ marketingConsent: true });
    expect(result).toEqual({ ok: true, value: { ...user, newsletter: true, hasMarketingConsent: true } });
    expect(authStore.state.user?.hasMarketingConsent).toBe(true);
    expect(gateway.calls).toBe(2);
    const without = new FakeNewsletterGateway(user);
    await (await setup(without)).subscribe.execute({ marketingConsent: false });
    expect(without.calls).toBe(1);
  });

  it('leaves the account as it was when the API is unavailable', async () => {
    const { authStore, subscribe } = await setup(
      new FakeNewsletterGateway(user).failWith({ code: 'NEWSLETTER.UNAVAILABLE' }),
    );
    expect(await subscribe.execute()).toEqual({ ok: false, error: { code: 'NEWSLETTER.UNAVAILABLE' } });
    expect(authStore.state.user).toEqual(user);
  });

  it('signs the user out when the session ended meanwhile', async () => {
    const { authStore, subscribe } = await setup(new FakeNewsletterGateway(null));
    expect(await subscribe.execute()).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(authStore.state).toEqual({ status: 'fetched', user: null });
  });
});
