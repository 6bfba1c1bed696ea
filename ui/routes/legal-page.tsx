import { useTranslation } from '#ui/i18n/use-translation';
import { data } from 'react-router';
import type { LegalPageKind } from '#application/legal/legal-page';
import { MARKETS } from '#domain/market/markets';
import { matchPath } from '#domain/routing/match-path';
import type { RouteName } from '#domain/routing/route-table';
import { TOKENS } from '#infrastructure/composition/tokens';
import { Paragraphs } from '../components/text/Paragraphs';
import styles from '../features/info-pages/InfoPages.module.css';
import { formatDate } from '../i18n/format';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/legal-page';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';

/** Spec §2 legal pages: which text each route shows. */
const LEGAL_PAGES = {
  copyrightNotice: 'copyright-notice',
  privacyPolicy: 'privacy-policy',
  reviewTerms: 'review-terms',
} as const satisfies Partial<Readonly<Record<RouteName, LegalPageKind>>>;

type LegalRoute = keyof typeof LEGAL_PAGES;

const isLegalRoute = (name: RouteName): name is LegalRoute => Object.hasOwn(LEGAL_PAGES, name);

/** Spec §2 `/copyright-notice`, `/privacy-policy`, `/review-terms`: the market's text, with the day it last changed. */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const match = matchPath(url.pathname, { product: context.brand });
  if (!match || !isLegalRoute(match.name)) throw data('Not found', { status: 404 });
  const name: LegalRoute = match.name;
  const result = await context.container.get(TOKENS.LoadLegalPage).execute({ locale, kind: LEGAL_PAGES[name] });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  return { name, page: result.value, updated: formatDate(result.value.updatedAt, MARKETS[locale]) };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        rootDataOf(matches),
        () => loaderData.page.title,
        (t) => t(`pages.${loaderData.name}.lead`),
      )
    : [];

/** A legal text: its title, when it last changed, and its paragraphs. */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, updated } = loaderData;
  const { t } = useTranslation();
  return (
    <main className="page">
      <article className={styles.prose}>
        <h1 className="page__title">{page.title}</h1>
        <p className="page__lead">
          <time dateTime={page.updatedAt}>{t('info_pages.legal.updated', { date: updated })}</time>
        </p>
        <Paragraphs text={page.body} />
      </article>
    </main>
  );
}
