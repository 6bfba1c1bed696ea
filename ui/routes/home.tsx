import { TOKENS } from '#infrastructure/composition/tokens';
import { COPY } from '../copy';
import type { Route } from './+types/home';
import { requireLocale } from './require-locale';

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(params.locale);
  const result = await context.container.get(TOKENS.ListCategories).execute({ locale, topLevelOnly: true });
  // Spec §8: a failed catalogue fetch shows an empty catalogue rather than an error page.
  return { locale, brand: context.brand, categories: result.ok ? result.value : [], unavailable: !result.ok };
};

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const brand = loaderData.brand.charAt(0).toUpperCase() + loaderData.brand.slice(1);
  const copy = COPY[loaderData.locale];
  return [{ title: `${brand}: ${copy.tagline}` }, { name: 'description', content: copy.tagline }];
};

/** The home page: the market's top-level categories, rendered on the server. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, categories, unavailable } = loaderData;
  const copy = COPY[locale];
  return (
    <main className="page">
      <h1 className="page__title">{copy.categoriesHeading}</h1>
      {unavailable ? (
        <p role="status">{copy.catalogueUnavailable}</p>
      ) : (
        <ul className="category-list" data-testid="categories">
          {categories.map((category) => (
            <li key={category.id} className="category-list__item">
              {category.name}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
