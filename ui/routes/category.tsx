import { useMemo } from 'react';
import { categoryPathId } from '#domain/routing/category-path-id';
import { TOKENS } from '#infrastructure/composition/tokens';
import { deferred } from '../components/deferred/deferred';
import { useSessionUser } from '../components/session/shell-session';
import { marketPriceFormatter } from '../components/price/format-price';
import { withPriceLabels } from '../components/price/price-labels';
import { categoryPath } from '../components/product/product-links';
import type { CategoryBreadcrumbProps } from '../features/catalog/CategoryBreadcrumb';
import '../features/catalog/Breadcrumb.css';
import { listOrderView } from '#domain/catalog/list-query';
import { failListPage, listPriceLabels, listStateOf, redirectToCanonical } from '../features/catalog/list-page-loading';
import { ProductListing } from '../features/catalog/ProductListing';
import type { SubcategoriesProps } from '../features/catalog/Subcategories';
// The subcategories' links work as the server wrote them; their code comes after the page's.
import '../features/catalog/Subcategories.css';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/category';
import { requireLocale } from './request-locale';

const CategoryBreadcrumb = deferred<CategoryBreadcrumbProps>(() =>
  import('../features/catalog/CategoryBreadcrumb').then((module) => ({ default: module.CategoryBreadcrumb })),
);
const Subcategories = deferred<SubcategoriesProps>(() =>
  import('../features/catalog/Subcategories').then((module) => ({ default: module.Subcategories })),
);

export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const state = listStateOf(url);
  const result = await context.container.get(TOKENS.LoadCategoryPage).execute({ locale, id: params.id, ...state });
  if (!result.ok) return failListPage(result.error, url, locale);
  const { category } = result.value;
  // Spec §2: a category lives at its slug (else its id); any other address of it sends the visitor there.
  if (params.id !== categoryPathId(category))
    return redirectToCanonical(categoryPath(category, locale, { product: context.brand }), url);
  return {
    ...result.value,
    order: listOrderView(state.order),
    priceLabels: listPriceLabels(result.value.products.products, locale),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { category, products } = loaderData;
  const brand = brandName(root?.brand ?? '');
  return pageMeta(
    root,
    (t) => (products.page > 1 ? t('catalog.page_title', { title: category.name, page: products.page }) : category.name),
    (t) => t('catalog.category_description', { name: category.name, count: products.total, brand }),
  );
};

/**
 * Spec §2 `/catalog/[id]`: a category with its breadcrumb and subcategories, and its products 15 to a page (spec §9)
 * in the order the visitor picked, page and order in the address.
 */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, ancestors, subcategories, products, order, priceLabels } = loaderData;
  const { locale, brand } = usePageLocale();
  // Spec §5: club members see subscriber prices, once the auth check knows who is signed in.
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  return (
    <main className="page">
      <CategoryBreadcrumb ancestors={ancestors} current={category.name} locale={locale} routing={routing} />
      <h1 className="page__title">{category.name}</h1>
      <Subcategories categories={subcategories} locale={locale} routing={routing} />
      <ProductListing
        page={products}
        order={order}
        path={categoryPath(category, locale, routing)}
        list={{ id: `category:${category.id}`, name: category.name }}
        locale={locale}
        routing={routing}
        isClubMember={isClubMember}
        formatPrice={formatPrice}
      />
    </main>
  );
}
