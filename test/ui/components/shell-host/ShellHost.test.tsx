import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';
import { InMemoryGuestCartStorage } from '#test/support/fakes/in-memory-guest-cart-storage';
import { MergeGuestCart } from '#application/cart/merge-guest-cart.use-case';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddToCart } from '#application/cart/add-to-cart.use-case';
import { AuthStore } from '#application/auth/auth.store';
import { CartStore } from '#application/cart/cart.store';
import { RefreshCart } from '#application/cart/refresh-cart.use-case';
import { FavouritesCountStore } from '#application/favourites/favourites-count.store';
import { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.use-case';
import { ReadCookieConsent } from '#application/privacy/read-cookie-consent.use-case';
import { SaveCookieConsent } from '#application/privacy/save-cookie-consent.use-case';
import { SessionCountsSync } from '#application/session/session-counts.sync';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import type { User } from '#domain/auth/user';
import { TOKENS } from '#infrastructure/composition/tokens';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { RecordingLoggedInCookie } from '#test/support/fakes/recording-logged-in-cookie';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { aUser } from '#test/support/mothers/user.mother';
import type { ShellSession } from '#ui/components/session/shell-session';
import { type ShellDialog, ShellHost } from '#ui/components/shell-host/ShellHost';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryCookieConsentRepository } from '#test/support/fakes/in-memory-cookie-consent-repository';
import { renderConnected, service } from '../search/connected-render';

const tadeusz = aCartItem();
const lalka = aCartItem({ product: { id: 'd2a5f9b6-7e0a-4c1e-8a43-3f1c2b5d6e70' as never, name: 'Lalka' } });

/** Opens the host's dialogs as the footer does, from buttons that get focus back when they close. */
function FooterHarness({ onSessionChange }: { readonly onSessionChange: (session: ShellSession) => void }) {
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  return (
    <>
      <button type="button" onClick={() => setDialog('newsletter')}>
        Newsletter
      </button>
      <button type="button" onClick={() => setDialog('privacySettings')}>
        Privacy
      </button>
      <ShellHost
        dialog={dialog}
        onDialogClose={() => setDialog(null)}
        cartHref="/pl/koszyk"
        onSessionChange={onSessionChange}
      />
    </>
  );
}

/** Presses a footer button: the dialog's code may still be on its way, so React gets to finish inside act. */
const open = async (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
  });
  return button;
};

/** The host over real stores and use cases, the ports faked; `user` is who the auth check finds. */
const setup = async (user: User | null) => {
  const gateway = user ? new FakeSessionGateway().signedInAs(user) : new FakeSessionGateway();
  const authStore = new AuthStore({
    sessionGateway: gateway,
    crossTab: new InMemoryCrossTab<AuthBroadcast>().openTab(),
    loggedInCookie: new RecordingLoggedInCookie(),
  });
  const cartRepository = new InMemoryCartRepository().selling('pan-tadeusz', tadeusz).holding([lalka]);
  const favourites = new FakeFavouritesCount().answering(5);
  const cartStore = new CartStore('PLN');
  const favouritesCountStore = new FavouritesCountStore();
  const refreshCart = new RefreshCart({ cartRepository, cartStore });
  const guestCart = new InMemoryGuestCartStorage();
  const consents = new InMemoryCookieConsentRepository();
  const toasts = new RecordingToastPresenter();
  const sessions: ShellSession[] = [];
  const services = [
    service(TOKENS.AuthStore, authStore),
    service(TOKENS.CartStore, cartStore),
    service(TOKENS.FavouritesCountStore, favouritesCountStore),
    service(
      TOKENS.SessionCountsSync,
      new SessionCountsSync({
        authState: authStore.state$,
        cartStore,
        refreshCart,
        favouritesCountStore,
        refreshFavouritesCount: new RefreshFavouritesCount({ favouritesCount: favourites, favouritesCountStore }),
        guestCart,
        mergeGuestCart: new MergeGuestCart({ guestCart, cartRepository }),
      }),
    ),
    service(
      TOKENS.SubscribeToNewsletter,
      new SubscribeToNewsletter({ newsletterGateway: new FakeNewsletterGateway(user), authStore }),
    ),
    service(TOKENS.ReadCookieConsent, new ReadCookieConsent({ cookieConsentRepository: consents })),
    service(
      TOKENS.SaveCookieConsent,
      new SaveCookieConsent({ cookieConsentRepository: consents, toastPresenter: toasts }),
    ),
  ];
  const view = await renderConnected(<FooterHarness onSessionChange={(session) => sessions.push(session)} />, {
    locale: 'pl',
    services,
  });
  await act(() => authStore.start());
  return {
    authStore,
    cartRepository,
    cartStore,
    consents,
    toasts,
    sessions,
    view,
    addToCart: new AddToCart({ cartRepository, cartStore, analytics: new RecordingAnalytics() }),
  };
};

describe('ShellHost (the modal host and the session counts)', () => {
  beforeAll(async () => {
    await Promise.all([
      ShellHost.preload(),
      import('#ui/components/modal/AddToCartModal'),
      import('#ui/components/newsletter/ConnectedNewsletterModal'),
      import('#ui/components/privacy/ConnectedPrivacySettingsDialog'),
    ]);
  });

  // The newsletter offer was put off, so it stays out of the other dialogs' way; its own test clears the cookie.
  beforeEach(() => {
    document.cookie = 'newsletter_offer=closed; path=/';
  });

  it('offers the newsletter to a signed-in user not subscribed; "not now" is remembered in a cookie', async () => {
    document.cookie = 'newsletter_offer=; path=/; max-age=0';
    const first = await setup(aUser({ newsletter: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Newsletter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nie teraz' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('newsletter_offer=closed');
    first.view.unmount();

    await setup(aUser({ newsletter: false }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Newsletter' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing to a subscriber', async () => {
    document.cookie = 'newsletter_offer=; path=/; max-age=0';
    const { sessions } = await setup(aUser({ newsletter: true }));
    await waitFor(() => expect(sessions.at(-1)?.user).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reports a signed-in user's cart and favourites counts, and none for a visitor (spec §2, §6)", async () => {
    const user = aUser();
    const signedIn = await setup(user);
    await waitFor(() => expect(signedIn.sessions.at(-1)).toEqual({ user, cartCount: 1, favouritesCount: 5 }));
    signedIn.view.unmount();

    const visitor = await setup(null);
    await waitFor(() => expect(visitor.sessions.at(-1)).toEqual({ user: null, cartCount: 0, favouritesCount: 0 }));
    expect(visitor.cartRepository.calls).toEqual([]);
  });

  it('opens the recent-item modal once an add succeeds and the counter has refreshed (spec §4), focus back after', async () => {
    const { addToCart, sessions } = await setup(aUser());
    const opener = screen.getByRole('button', { name: 'Newsletter' });
    opener.focus();
    await act(() => addToCart.execute({ item: tadeusz }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodano do koszyka' });
    expect(within(dialog).getByText('Pan Tadeusz')).toBeTruthy();
    expect(within(dialog).getByText('Adam Mickiewicz')).toBeTruthy();
    expect(within(dialog).getByText(/39,90\s*zł/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe('/pl/koszyk');
    expect(sessions.at(-1)?.cartCount).toBe(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Wróć do sklepu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens no modal when the add fails or is skipped (spec §5, §8)', async () => {
    const { addToCart, cartRepository } = await setup(aUser());
    cartRepository.failAddsWith({ code: 'CART.UNAVAILABLE' });
    await act(() => addToCart.execute({ item: tadeusz }));
    await act(() => addToCart.execute({ item: aCartItem({ product: { referenceId: null } }) }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the newsletter modal the footer opened, and subscribes the signed-in user', async () => {
    const user = aUser({ email: 'ola@example.test', newsletter: false });
    const { authStore } = await setup(user);
    const opener = await open('Newsletter');
    const dialog = await screen.findByRole('dialog', { name: 'Newsletter' });
    expect(within(dialog).getByText('Będziemy go wysyłać na adres ola@example.test.')).toBeTruthy();
    const subscribe = within(dialog).getByRole('button', { name: 'Zapisz się' });
    expect(document.activeElement).toBe(subscribe);
    await act(async () => {
      fireEvent.click(subscribe);
    });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Gotowe! Kolejne wydanie newslettera trafi na Twoją skrzynkę.',
    );
    expect(authStore.state.user?.newsletter).toBe(true);
    const done = within(dialog).getByRole('button', { name: 'Gotowe' });
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the privacy settings the footer opened; saving keeps the choices and confirms with a toast', async () => {
    const { consents, toasts } = await setup(null);
    const opener = await open('Privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Ustawienia prywatności' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analityczne' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz wybór' }));
    expect(consents.saved).toEqual([{ analytics: true, marketing: false }]);
    expect(toasts.summaries).toEqual([{ title: 'shell.privacy.saved', action: null }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
