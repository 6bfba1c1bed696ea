import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '#ui/components/pagination/Pagination';
import { renderWithI18n } from '#test/support/i18n-test';

const hrefOf = (page: number) => `/en/catalog/fiction?page=${page}`;

describe('Pagination', () => {
  it('renders nothing for a list of one page', () => {
    const { container } = renderWithI18n(<Pagination page={1} pages={1} hrefOf={hrefOf} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every shown page by its address and marks the current one', () => {
    renderWithI18n(<Pagination page={5} pages={10} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Page / })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(pages).toEqual([1, 4, 5, 6, 10].map((page) => [String(page), hrefOf(page)]));
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('5');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(hrefOf(4));
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(hrefOf(6));
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithI18n(<Pagination page={1} pages={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    unmount();
    renderWithI18n(<Pagination page={3} pages={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
  });

  it('speaks the market language', () => {
    renderWithI18n(<Pagination page={2} pages={3} hrefOf={hrefOf} />, { language: 'pl' });
    expect(screen.getByRole('navigation', { name: 'Strony' }).tagName).toBe('NAV');
    expect(screen.getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe(hrefOf(3));
  });
});
