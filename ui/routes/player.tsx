import { data, redirect } from 'react-router';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { CoverImage } from '../components/media/CoverImage';
import { hasSignedInHint } from '../components/session/signed-in-hint';
import { brandName } from '../i18n/locale-provider';
import { rootDataOf, titleAndDescription } from '../i18n/page-meta';
import { PlayerPanel } from '../features/player/PlayerPanel';
import type { Route } from './+types/player';
import { requireLocale } from './request-locale';
import styles from '../features/player/PlayerPage.module.css';

export const loader = async ({ url, params, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const found = await context.container.get(TOKENS.AudiobookRepository).findAudiobook(locale, params.id);
  if (!found.ok) {
    if (found.error.code === 'API.MAINTENANCE')
      throw redirect(pathFor('error503', {}, locale, { product: context.brand }));
    if (found.error.code === 'AUDIOBOOK.NOT_FOUND') throw data('Not found', { status: 404 });
    throw data('Unavailable', { status: 502 });
  }
  const audiobook = found.value;
  return {
    title: {
      audiobookId: audiobook.id,
      name: audiobook.name,
      authors: audiobook.authors.map((author) => author.name),
      coverUrl: audiobook.imageUrl || null,
    },
    hasSample: audiobook.sampleUrl !== null,
    lectors: audiobook.lectors.map((lector) => lector.name),
    signedInHint: hasSignedInHint(request.headers.get('cookie')),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const { title } = loaderData;
  return [
    ...titleAndDescription(`${title.name} | ${brandName(root.brand)}`, title.authors.join(', ')),
    { name: 'robots', content: 'noindex' },
  ];
};

/** Spec §2 /player/[id]: the full player for one title: cover, title, the controls and the chapters. */
export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  const { title, signedInHint, lectors } = loaderData;
  return (
    <main className={`page ${styles.page}`}>
      {title.coverUrl ? <CoverImage className={styles.cover} url={title.coverUrl} px={320} loading="high" /> : null}
      <div className={styles.heading}>
        <h1 className="page__title">{title.name}</h1>
        <p className={styles.credits}>{[...title.authors, ...lectors].join(', ')}</p>
      </div>
      <PlayerPanel title={title} signedInHint={signedInHint} />
    </main>
  );
}
