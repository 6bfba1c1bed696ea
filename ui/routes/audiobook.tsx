import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { data, redirect } from 'react-router';
import { pageFromQuery } from '#domain/catalog/page-query';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import { truncateText } from '#domain/shared/text';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { Audiobook } from '#application/audiobook/audiobook';
import { deferred } from '../components/deferred/deferred';
import { PageLink } from '../components/link/PageLink';
import { CoverImage } from '../components/media/CoverImage';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices } from '../components/price/price-labels';
import { productAmounts } from '../components/product/card-prices';
import { categoryPath } from '../components/product/product-links';
import { pageAddress } from '../components/seo/market-head';
import { hasSignedInHint } from '../components/session/signed-in-hint';
import { useSessionUser } from '../components/session/shell-session';
import { AudiobookDescription, DESCRIPTION_PREVIEW_LENGTH } from '../features/audiobook/AudiobookDescription';
import { audiobookJsonLd } from '../features/audiobook/audiobook-json-ld';
import { AudiobookOffer } from '../features/audiobook/AudiobookOffer';
import { CreditList } from '../features/audiobook/CreditList';
import { offerAmounts } from '../features/audiobook/offer-prices';
import { OwnReviewPanel } from '../features/audiobook/OwnReviewPanel';
import type { Recommended, RecommendedAfterProps } from '../features/audiobook/RecommendedAfter';
import type { ReviewListProps } from '../features/audiobook/ReviewList';
import styles from '../features/audiobook/AudiobookPage.module.css';
// The reviews' pager is styled from the first paint; its code comes with the reviews'.
import '../components/pagination/Pagination.css';
import { useNonce } from '../hooks/use-nonce';
import { formatDate } from '../i18n/format';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { metaTranslator, rootDataOf, titleAndDescription } from '../i18n/page-meta';
import type { Route } from './+types/audiobook';
import { requireLocale } from './request-locale';

/** The cover's CSS width beside the title on wide screens (17.5rem). */
const COVER_PX = 280;

/** The id of the reviews section, which the pager's links scroll back to. */
const REVIEWS_ANCHOR = 'reviews';

// Below the offer: read and followed, never needed before the page answers input, so their code comes after the page's.
const ChapterList = deferred<{ chapters: Audiobook['chapters'] }>(() =>
  import('../features/audiobook/ChapterList').then((module) => ({ default: module.ChapterList })),
);
const ReviewList = deferred<ReviewListProps>(() =>
  import('../features/audiobook/ReviewList').then((module) => ({ default: module.ReviewList })),
);
// Nothing to show: it reports the page's view_item after the page's own code.
const ViewItemTracker = deferred(() => import('../features/audiobook/ViewItemTracker'));
const RecommendedAfter = deferred<RecommendedAfterProps>(() =>
  import('../features/audiobook/RecommendedAfter').then((module) => ({ default: module.RecommendedAfter })),
);

export const loader = async ({ url, params, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const market = MARKETS[locale];
  const id = params.id;
  const result = await context.container
    .get(TOKENS.LoadAudiobookPage)
    .execute({ locale, id, reviewsPage: pageFromQuery(url.searchParams.get('page')) });
  if (!result.ok) {
    // Spec §8: while the API is in maintenance the storefront sends visitors to its 503 page.
    if (result.error.code === 'API.MAINTENANCE')
      throw redirect(pathFor('error503', {}, locale, { product: context.brand }));
    if (result.error.code === 'AUDIOBOOK.NOT_FOUND') throw data('Not found', { status: 404 });
    throw data('Unavailable', { status: 502 });
  }
  const { audiobook, categoryTrail, reviews } = result.value;
  const format = marketPriceFormatter(locale);
  const canonical =
    pageAddress(context.publicOrigin, url.pathname, { product: context.brand })?.canonical ??
    `${context.publicOrigin}${url.pathname}`;
  // Streamed after the page: it never holds the first screen back.
  const recommended: Promise<Recommended | null> = context.container
    .get(TOKENS.LoadRecommendedAfter)
    .execute({ locale, productId: audiobook.id })
    .then(
      (found) =>
        found.ok ? { products: found.value, priceLabels: labelPrices(productAmounts(found.value), format) } : null,
      () => null,
    );
  return {
    audiobook,
    categoryTrail,
    reviews,
    reviewDates: Object.fromEntries(
      (reviews?.reviews ?? []).map((review) => [review.id, formatDate(review.createdAt, market)]),
    ),
    ratingText: new Intl.NumberFormat(market.ietfTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      audiobook.rating,
    ),
    priceLabels: labelPrices(offerAmounts(audiobook.prices, audiobook.currency, market.features.club), format),
    signedInHint: hasSignedInHint(request.headers.get('cookie')),
    canonical,
    // Spec §1: es has no structured data.
    jsonLd: market.hasStructuredData
      ? audiobookJsonLd({ audiobook, pageUrl: canonical, origin: context.publicOrigin })
      : null,
    recommended,
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const { audiobook } = loaderData;
  const authors = audiobook.authors.map((author) => author.name).join(', ');
  const title = `${audiobook.name}${authors ? ` – ${authors}` : ''} | ${brandName(root.brand)}`;
  const image = audiobook.imageUrl.startsWith('/') ? `${root.origin}${audiobook.imageUrl}` : audiobook.imageUrl;
  return [
    ...titleAndDescription(
      title,
      audiobook.description.trim() === ''
        ? metaTranslator(root)('pages.audiobook.lead')
        : truncateText(audiobook.description, DESCRIPTION_PREVIEW_LENGTH),
    ),
    { property: 'og:image', content: image },
  ];
};

/** Spec §2 /audiobook/[id]: everything about one audiobook, rendered on the server, with its reviews paged by links. */
export default function AudiobookRoute({ loaderData }: Route.ComponentProps) {
  const { audiobook, categoryTrail, reviews, reviewDates, ratingText, priceLabels, signedInHint, canonical, jsonLd } =
    loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const nonce = useNonce();
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  // The listener's own review is theirs alone: known in the browser only, then marked in the shared list.
  const [ownReviewId, setOwnReviewId] = useState<string | null>(null);
  const [cycle] = audiobook.cycles;
  const ownPath = pathFor('audiobook', { id: audiobook.id }, locale, routing);
  const reviewsHref = useCallback(
    (page: number) => `${ownPath}${page > 1 ? `?page=${page}` : ''}#${REVIEWS_ANCHOR}`,
    [ownPath],
  );
  const product = useMemo(
    () => ({ ...audiobook, authors: audiobook.authors.map((author) => author.name) }),
    [audiobook],
  );
  return (
    <main className={`page ${styles.page}`}>
      {categoryTrail.length > 0 && (
        <nav aria-label={t('audiobook.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            {categoryTrail.map((category) => (
              <li key={category.id}>
                <PageLink href={categoryPath(category, locale, routing)}>{category.name}</PageLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.top}>
        <span className={styles.coverBox}>
          <CoverImage className={styles.cover} url={audiobook.imageUrl} px={COVER_PX} loading="high" />
        </span>
        <div className={styles.summary}>
          <h1 className={styles.title}>{audiobook.name}</h1>
          <CreditList audiobook={audiobook} ratingText={ratingText} />
          {cycle && (
            <p className={styles.cycle}>
              {t('audiobook.cycle_part', { position: cycle.position, total: cycle.volumesCount })}{' '}
              <PageLink href={pathFor('cycle', { id: cycle.id }, locale, routing)}>{cycle.name}</PageLink>
            </p>
          )}
          <AudiobookOffer
            product={product}
            priceLabels={priceLabels}
            signedInHint={signedInHint}
            shareUrl={canonical}
          />
          <ViewItemTracker product={product} />
        </div>
      </div>
      {audiobook.description.trim() !== '' && (
        <section aria-labelledby="audiobook-description" className={styles.section}>
          <h2 id="audiobook-description" className={styles.sectionTitle}>
            {t('audiobook.description')}
          </h2>
          <AudiobookDescription text={audiobook.description} />
        </section>
      )}
      {audiobook.chapters.length > 0 && (
        <section aria-labelledby="audiobook-chapters" className={styles.section}>
          <h2 id="audiobook-chapters" className={styles.sectionTitle}>
            {t('audiobook.chapters')}
          </h2>
          <ChapterList chapters={audiobook.chapters} />
        </section>
      )}
      <section id={REVIEWS_ANCHOR} aria-labelledby="audiobook-reviews" className={styles.section}>
        <h2 id="audiobook-reviews" className={styles.sectionTitle}>
          {t('audiobook.reviews')}
        </h2>
        <OwnReviewPanel productId={audiobook.id} signedInHint={signedInHint} onOwnReviewChange={setOwnReviewId} />
        <ReviewList reviews={reviews} dates={reviewDates} hrefOf={reviewsHref} ownReviewId={ownReviewId} />
      </section>
      <RecommendedAfter
        recommended={loaderData.recommended}
        locale={locale}
        routing={routing}
        isClubMember={isClubMember}
      />
      {jsonLd !== null && (
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      )}
    </main>
  );
}
