import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { PageLink } from '#ui/components/link/PageLink';
import type { Audiobook, Credit } from '#application/audiobook/audiobook';
import type { PersonKind } from '#domain/catalog/person-kind';
import { formatDuration } from '#ui/i18n/format';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './AudiobookPage.module.css';

const CREDITS = [
  ['author', 'authors'],
  ['lector', 'lectors'],
  ['publisher', 'publishers'],
] as const satisfies readonly (readonly [PersonKind, keyof Audiobook & ('authors' | 'lectors' | 'publishers')])[];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.creditRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Who wrote, reads and publishes the audiobook, each linked to their page (spec §2 /author, /lector, /publisher), its
 * length and its rating (`ratingText`: the average as the market writes numbers, written out by the loader).
 */
export function CreditList({ audiobook, ratingText }: { audiobook: Audiobook; ratingText: string }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const linked = (kind: PersonKind, credits: readonly Credit[]) =>
    credits.map((credit, index) => (
      <Fragment key={credit.id}>
        {index > 0 && ', '}
        <PageLink href={path(kind, { id: credit.slug })}>{credit.name}</PageLink>
      </Fragment>
    ));
  return (
    <dl className={styles.credits}>
      {CREDITS.map(([kind, field]) =>
        audiobook[field].length > 0 ? (
          <Row key={kind} label={t(`audiobook.${field}`)}>
            {linked(kind, audiobook[field])}
          </Row>
        ) : null,
      )}
      <Row label={t('audiobook.duration')}>{formatDuration(audiobook.durationMs, t)}</Row>
      <Row label={t('audiobook.rating')}>
        {audiobook.ratingCount > 0 ? (
          <>
            {t('audiobook.rating_value', { rating: ratingText })}{' '}
            <span className={styles.muted}>({t('audiobook.ratings_count', { count: audiobook.ratingCount })})</span>
          </>
        ) : (
          t('audiobook.not_rated')
        )}
      </Row>
    </dl>
  );
}
