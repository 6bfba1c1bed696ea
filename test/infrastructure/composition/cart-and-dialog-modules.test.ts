import { describe, expect, it } from 'vitest';
import { AddToCart } from '#application/cart/add-to-cart.use-case';
import { SessionCountsSync } from '#application/session/session-counts.sync';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { CookieJarConsentRepository } from '#infrastructure/browser/cookie-jar-consent-repository';
import { KyCartRepository } from '#infrastructure/http/ky-cart-repository';
import { KyFavouritesCount } from '#infrastructure/http/ky-favourites-count';
import { KyNewsletterGateway } from '#infrastructure/http/ky-newsletter-gateway';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryCookieConsentRepository } from '#test/support/fakes/in-memory-cookie-consent-repository';

const config = { apiOrigin: 'http://api.internal', brand: 'audiora', userAgent: 'test', cookie: 'privacy_consent=x' };

describe('the cart and dialog modules', () => {
  it('wire the HTTP and cookie adapters by default', () => {
    const container = createContainer(config);
    expect(container.get(TOKENS.CartRepository)).toBeInstanceOf(KyCartRepository);
    expect(container.get(TOKENS.FavouritesCount)).toBeInstanceOf(KyFavouritesCount);
    expect(container.get(TOKENS.NewsletterGateway)).toBeInstanceOf(KyNewsletterGateway);
    expect(container.get(TOKENS.CookieConsentRepository)).toBeInstanceOf(CookieJarConsentRepository);
    expect(container.get(TOKENS.AddToCart)).toBeInstanceOf(AddToCart);
    expect(container.get(TOKENS.SessionCountsSync)).toBeInstanceOf(SessionCountsSync);
  });

  it('share one cart store between the add, the refresh and the sync, over an overriding repository', async () => {
    const item = aCartItem();
    const cartRepository = new InMemoryCartRepository().selling('pan-tadeusz', item);
    const container = createContainer(config, {
      cartRepository,
      favouritesCount: new FakeFavouritesCount().answering(4),
      sessionGateway: new FakeSessionGateway().signedInAs(aUser()),
    });
    const stop = container.get(TOKENS.SessionCountsSync).start({ locale: 'pl' });
    await container.get(TOKENS.AuthStore).start();
    await container.get(TOKENS.AddToCart).execute({ item });
    const store = container.get(TOKENS.CartStore);
    expect(store.state.cart.items).toEqual([item]);
    expect(store.state.recentItemModal).toBe(item);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.get(TOKENS.FavouritesCountStore).state.count).toBe(4);
    stop();
  });

  it('subscribe through the overriding gateway into the same auth store, and keep consent in the given repository', async () => {
    const user = aUser({ newsletter: false });
    const consents = new InMemoryCookieConsentRepository();
    const container = createContainer(config, {
      newsletterGateway: new FakeNewsletterGateway(user),
      sessionGateway: new FakeSessionGateway().signedInAs(user),
      cookieConsentRepository: consents,
    });
    await container.get(TOKENS.AuthStore).start();
    await container.get(TOKENS.SubscribeToNewsletter).execute();
    expect(container.get(TOKENS.AuthStore).state.user?.newsletter).toBe(true);
    container.get(TOKENS.SaveCookieConsent).execute({ consent: { analytics: true, marketing: true } });
    expect(consents.saved).toEqual([{ analytics: true, marketing: true }]);
    expect(container.get(TOKENS.ToastQueue).state.entries).toHaveLength(1);
  });

  it("read no consent from the request's unreadable cookie on the server", () => {
    const container = createContainer(config);
    expect(container.get(TOKENS.ReadCookieConsent).execute()).toMatchObject({ value: { decided: false } });
  });
});
