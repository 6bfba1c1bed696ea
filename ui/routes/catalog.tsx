import { useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { TOKENS } from '#infrastructure/composition/tokens';
import { Breadcrumb } from '../features/catalog/Breadcrumb';
import { CatalogueTree } from '../features/catalog/CatalogueTree';
import { failListPage } from '../features/catalog/list-page-loading';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/catalog';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container.get(TOKENS.LoadCataloguePage).execute({ locale });
  if (!result.ok) return failListPage(result.error, url, locale);
  return { branches: result.value };
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const vars = { brand: brandName(root?.brand ?? '') };
  return pageMeta(
    root,
    (t) => t('pages.catalog.title', vars),
    (t) => t('pages.catalog.lead', vars),
  );
};

/** Spec §2 `/catalog`: every category of the market, top-level ones with their subcategories, each linking to its page. */
export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const routing = useMemo(() => ({ product: brand }), [brand]);
  return (
    <main className="page">
      <Breadcrumb
        crumbs={[{ label: t('pages.home.title'), href: path('home', {}) }]}
        current={t('pages.catalog.title')}
      />
      <h1 className="page__title">{t('pages.catalog.title')}</h1>
      <p className="page__lead">{t('pages.catalog.lead')}</p>
      <CatalogueTree branches={loaderData.branches} locale={locale} routing={routing} />
    </main>
  );
}
