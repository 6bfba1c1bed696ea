import type { PlayedTitle } from '#application/library/library-page';
import { listeningProgress } from '#domain/library/listening-progress';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import buttons from '#ui/components/button/button.module.css';
import { usePlayTitle, usePreparePlayer } from '#ui/components/player/use-play-title';
import { productPath } from '#ui/components/product/product-links';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './Library.module.css';
import { coverLoadingAt, TitleTile } from '#ui/components/product/TitleTile';

export interface ContinueListeningProps {
  readonly titles: readonly PlayedTitle[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/**
 * Spec §2 `/shelf`, §4 saved position: the titles the listener stopped part way through, each with how far they are
 * and a button that loads it in the persistent player where they stopped.
 */
export function ContinueListening({ titles, locale, routing }: ContinueListeningProps) {
  const { t } = useTranslation();
  const launch = usePlayTitle();
  const preparePlayer = usePreparePlayer();
  if (titles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="continue-listening">
      <h2 id="continue-listening">{t('library.shelf.continue_listening')}</h2>
      <ul className={styles.list}>
        {titles.map((title, index) => {
          const progress = listeningProgress(title.positionMs, title.durationMs);
          const valueText = t('library.shelf.progress_value', {
            percent: progress.percent,
            left: progress.minutesLeft,
          });
          const toPlay = {
            audiobookId: title.id,
            name: title.name,
            authors: title.authors === '' ? [] : title.authors.split(', '),
            coverUrl: title.imageUrl,
          };
          return (
            <TitleTile
              className={styles.item}
              key={title.id}
              product={title}
              href={productPath(title, locale, routing)}
              loading={coverLoadingAt(index)}
            >
              <progress
                className={styles.progress}
                max={100}
                value={progress.percent}
                aria-label={t('library.shelf.progress', { name: title.name })}
                aria-valuetext={valueText}
              />
              <button
                type="button"
                className={buttons.primary}
                onPointerEnter={preparePlayer}
                onFocus={preparePlayer}
                onClick={() => launch({ title: toPlay, autoPlay: true })}
              >
                {t('library.shelf.continue', { name: title.name })}
              </button>
            </TitleTile>
          );
        })}
      </ul>
    </section>
  );
}
