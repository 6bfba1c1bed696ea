import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AuthStore } from '#application/auth/auth.store';
import type { CartStore } from '#application/cart/cart.store';
import type { RemoveFromGuestCart } from '#application/cart/remove-from-guest-cart.use-case';
import { type AuthState, INITIAL_AUTH_STATE } from '#domain/auth/auth-state';
import { emptyCart } from '#domain/cart/cart.reducer';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import { GuestCart } from '#ui/features/cart/GuestCart';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import cs from '#ui/locales/cs/common.json';
import { service, serviceContainer } from '../../components/search/connected-render';

describe('GuestCart', () => {
  it("takes over the server's loading text when the session settled before it hydrated, then shows the cart", async () => {
    const auth = new BehaviorSubject<AuthState>(INITIAL_AUTH_STATE);
    const container = serviceContainer([
      service(TOKENS.AuthStore, { state$: auth } as unknown as AuthStore),
      service(TOKENS.CartStore, {
        state$: new BehaviorSubject({ cart: emptyCart('CZK'), recentItemModal: null }),
      } as unknown as CartStore),
      service(TOKENS.RemoveFromGuestCart, { execute: async () => undefined } as unknown as RemoveFromGuestCart),
    ]);
    const translations = await loadTranslations('cs');
    const page = (
      <ContainerProvider container={container}>
        <LocaleProvider locale="cz" brand="audiora" translations={translations}>
          <MemoryRouter initialEntries={['/cz/kosik']}>
            <GuestCart />
          </MemoryRouter>
        </LocaleProvider>
      </ContainerProvider>
    );
    const host = document.createElement('main');
    host.innerHTML = renderToString(page);
    expect(host.textContent).toContain(cs.cart.guest.loading);
    document.body.append(host);

    // The visitor is known to be a visitor before this part hydrates, as when the page is left while it hydrates.
    auth.next({ status: 'fetched', user: null });
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, page, { onRecoverableError: (e) => mismatches.push(e) }));
    expect(mismatches).toEqual([]);
    expect(host.textContent).toContain(cs.cart.empty);
    expect(host.textContent).not.toContain(cs.cart.guest.loading);
    act(() => root.unmount());
    host.remove();
  });
});
