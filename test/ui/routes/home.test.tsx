import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category, CategoryId } from '#domain/catalog/category';
import Home from '#ui/routes/home';

const category = (n: number, name: string): Category => ({
  id: `00000000-0000-4000-8000-00000000000${n}` as CategoryId,
  slug: `c${n}`,
  name,
  parentId: null,
});

const renderHome = async (loaderData: { categories: Category[]; unavailable: boolean; locale: 'pl' | 'de' }) => {
  const Stub = createRoutesStub([
    { path: '/:locale', Component: Home as never, loader: () => ({ brand: 'audiora', ...loaderData }) },
  ]);
  render(<Stub initialEntries={[`/${loaderData.locale}`]} />);
  return screen.findByRole('heading', { level: 1 });
};

describe('Home page', () => {
  it("lists the loader's categories under a heading in the market's language", async () => {
    const heading = await renderHome({
      locale: 'de',
      unavailable: false,
      categories: [category(1, 'Krimis und Thriller'), category(2, 'Klassiker')],
    });
    expect(heading.textContent).toBe('Kategorien');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Krimis und Thriller', 'Klassiker']);
  });

  it('says the catalogue is unavailable instead of showing an empty list', async () => {
    await renderHome({ locale: 'pl', unavailable: true, categories: [] });
    expect(screen.getByRole('status').textContent).toContain('Katalog jest chwilowo niedostępny');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
