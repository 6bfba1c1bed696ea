import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { categoryPath } from '#ui/components/product/product-links';
import { useTranslation } from '#ui/i18n/use-translation';
import { useRoutePath } from '#ui/routes/use-route-path';
import { Breadcrumb } from './Breadcrumb';

export interface CategoryBreadcrumbProps {
  /** The categories above this one, the top one first. */
  readonly ancestors: readonly Category[];
  readonly current: string;
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/** A category's breadcrumb: home, the catalogue, then each category above it. */
export function CategoryBreadcrumb({ ancestors, current, locale, routing }: CategoryBreadcrumbProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const crumbs = [
    { label: t('pages.home.title'), href: path('home', {}) },
    { label: t('pages.catalog.title'), href: path('catalog', {}) },
    ...ancestors.map((ancestor) => ({ label: ancestor.name, href: categoryPath(ancestor, locale, routing) })),
  ];
  return <Breadcrumb crumbs={crumbs} current={current} />;
}
