import { useId, useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { playableEpisodes } from '#application/podcast/playable-episodes';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useSessionUser } from '../components/session/shell-session';
import { PodcastEpisodes } from '../features/podcast/PodcastEpisodes';
import { PeopleLinks } from '../features/product-page/PeopleLinks';
import { ProductHeader } from '../features/product-page/ProductHeader';
import { namedPageMeta } from '../features/product-page/product-meta';
import { formatDate } from '../i18n/format';
import { rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/podcast';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';

/** Spec §2 `/podcast/[id]`: the show by id or slug, its episodes newest first and their release dates written out. */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container.get(TOKENS.LoadPodcastPage).execute({ locale, id: params.id });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const podcast = result.value;
  const publishedLabels = Object.fromEntries(
    podcast.episodes.map((episode) => [episode.id, formatDate(episode.publishedAt, MARKETS[locale])]),
  );
  return { podcast, publishedLabels };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? namedPageMeta(rootDataOf(matches), loaderData.podcast.name, loaderData.podcast.description) : [];

/** A podcast's page: the show, its hosts, and its episodes newest first, each played in the persistent player. */
export default function PodcastPage({ loaderData }: Route.ComponentProps) {
  const { podcast, publishedLabels } = loaderData;
  const { t } = useTranslation();
  const headingId = useId();
  // The server renders a visitor's play states; a club member's follow once the auth check has answered.
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const episodes = useMemo(() => playableEpisodes(podcast, { isClubMember }), [podcast, isClubMember]);
  const facts = [
    ...(podcast.hosts.length > 0
      ? [{ term: t('podcast_page.hosts'), details: <PeopleLinks people={podcast.hosts} route="lector" /> }]
      : []),
    ...(podcast.publishers.length > 0
      ? [{ term: t('podcast_page.publisher'), details: <PeopleLinks people={podcast.publishers} route="publisher" /> }]
      : []),
  ];
  return (
    <main className="page">
      <ProductHeader
        kind={`${t('podcast_page.kind')} · ${t('podcast_page.episode_count', { count: podcast.episodes.length })}`}
        name={podcast.name}
        imageUrl={podcast.imageUrl}
        description={podcast.description}
        facts={facts}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('podcast_page.episodes')}</h2>
        {episodes.length === 0 ? (
          <p>{t('podcast_page.empty')}</p>
        ) : (
          <PodcastEpisodes
            podcast={podcast}
            episodes={episodes}
            publishedLabels={publishedLabels}
            labelledBy={headingId}
          />
        )}
      </section>
    </main>
  );
}
