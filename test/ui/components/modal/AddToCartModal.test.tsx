import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { type AddedCartItem, AddToCartModal } from '#ui/components/modal/AddToCartModal';
import { renderWithI18n } from '#test/support/i18n-test';

const ITEM: AddedCartItem = {
  name: 'Pan Tadeusz',
  imageUrl: '/pl/v2/covers/c1/v1.svg',
  authors: ['Adam Mickiewicz', 'Jan Kowalski'],
  price: 3990 as MinorUnits,
  currency: 'PLN',
};

function Harness({ cartHref }: { cartHref?: string }) {
  const [item, setItem] = useState<AddedCartItem | null>(null);
  return (
    <>
      <button type="button" onClick={() => setItem(ITEM)}>
        Add to cart
      </button>
      <AddToCartModal
        item={item}
        onClose={() => setItem(null)}
        locale="pl"
        routing={DEFAULT_ROUTING_CONTEXT}
        cartHref={cartHref}
      />
    </>
  );
}

const addItem = (cartHref?: string) => {
  renderWithI18n(<Harness cartHref={cartHref} />, { language: 'pl' });
  const opener = screen.getByRole('button', { name: 'Add to cart' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Dodano do koszyka' }) };
};

describe('AddToCartModal', () => {
  it("shows the cover, title, authors and the price in the market's format", () => {
    const { dialog } = addItem();
    const cover = dialog.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('/pl/v2/covers/c1/v1.svg?w=96');
    expect(cover?.getAttribute('srcset')).toBe('/pl/v2/covers/c1/v1.svg?w=96 1x, /pl/v2/covers/c1/v1.svg?w=192 2x');
    expect(within(dialog).getByText('Pan Tadeusz')).toBeTruthy();
    expect(within(dialog).getByText('Adam Mickiewicz, Jan Kowalski')).toBeTruthy();
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('39,90 zł');
  });

  it('focuses the go-to-cart link, which leads to the cart route', () => {
    const { dialog } = addItem();
    const goToCart = within(dialog).getByRole('link', { name: 'Przejdź do koszyka' });
    expect(document.activeElement).toBe(goToCart);
    expect(goToCart.getAttribute('href')).toBe('/pl/koszyk');
  });

  it('goes to the cart on another host when given one', () => {
    const { dialog } = addItem('https://store.audiora.example/pl/cart');
    expect(within(dialog).getByRole('link', { name: 'Przejdź do koszyka' }).getAttribute('href')).toBe(
      'https://store.audiora.example/pl/cart',
    );
  });

  it('closes from back-to-store and returns focus to the add button', () => {
    const { opener, dialog } = addItem();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wróć do sklepu' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
