import { useMemo } from 'react';
import { data } from 'react-router';
import { PERSON_KINDS, type PersonKind } from '#domain/catalog/person-kind';
import { matchPath } from '#domain/routing/match-path';
import { pathFor } from '#domain/routing/path-for';
import { truncateText } from '#domain/shared/text';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useSessionUser } from '../components/session/shell-session';
import { marketPriceFormatter } from '../components/price/format-price';
import { withPriceLabels } from '../components/price/price-labels';
import { listOrderView } from '#domain/catalog/list-query';
import { failListPage, listPriceLabels, listStateOf, redirectToCanonical } from '../features/catalog/list-page-loading';
import { PersonProfile } from '../features/catalog/PersonProfile';
import { ProductListing } from '../features/catalog/ProductListing';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/person';
import { requireLocale } from './request-locale';

/** Search engines show about this much of a description. */
const DESCRIPTION_LIMIT = 160;

const isPersonKind = (name: string): name is PersonKind => (PERSON_KINDS as readonly string[]).includes(name);

export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const routing = { product: context.brand };
  // One module renders authors, lectors and publishers; the path says which.
  const kind = matchPath(url.pathname, routing)?.name ?? '';
  if (!isPersonKind(kind)) throw data('Not found', { status: 404 });
  const state = listStateOf(url);
  const result = await context.container.get(TOKENS.LoadPersonPage).execute({ locale, kind, id: params.id, ...state });
  if (!result.ok) return failListPage(result.error, url, locale);
  const { person } = result.value;
  // A person lives at their slug; their id (or any other spelling) sends the visitor there.
  if (params.id !== person.slug) return redirectToCanonical(pathFor(kind, { id: person.slug }, locale, routing), url);
  return {
    ...result.value,
    order: listOrderView(state.order),
    priceLabels: listPriceLabels(result.value.products.products, locale),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { person, products } = loaderData;
  const brand = brandName(root?.brand ?? '');
  return pageMeta(
    root,
    (t) => (products.page > 1 ? t('catalog.page_title', { title: person.name, page: products.page }) : person.name),
    (t) =>
      person.description.trim() === ''
        ? t(`catalog.person_description.${person.kind}`, { name: person.name, brand })
        : truncateText(person.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LIMIT),
  );
};

/**
 * Spec §2 `/author/[id]`, `/lector/[id]`, `/publisher/[id]`: who they are (name and biography; the API has no
 * photos) and their titles 15 to a page in the order the visitor picked, page and order in the address.
 */
export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { person, products, order, priceLabels } = loaderData;
  const { locale, brand } = usePageLocale();
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  return (
    <main className="page">
      <PersonProfile person={person} />
      <ProductListing
        page={products}
        order={order}
        path={pathFor(person.kind, { id: person.slug }, locale, routing)}
        list={{ id: `${person.kind}:${person.id}`, name: person.name }}
        locale={locale}
        routing={routing}
        isClubMember={isClubMember}
        formatPrice={formatPrice}
      />
    </main>
  );
}
