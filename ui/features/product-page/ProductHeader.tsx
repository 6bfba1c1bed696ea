import type { ReactNode } from 'react';
import { CoverImage } from '#ui/components/media/CoverImage';
import { Paragraphs } from '#ui/components/text/Paragraphs';
import styles from './ProductHeader.module.css';

/** The cover's CSS width in the page header. */
export const HEADER_COVER_PX = 240;

export interface ProductHeaderProps {
  /** What the product is (series, collection, podcast), above its name. */
  readonly kind: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly description: string;
  /** Credits and counts, as a definition list's terms and details. */
  readonly facts: readonly { readonly term: string; readonly details: ReactNode }[];
}

/**
 * The top of a cycle's or a podcast's page: the cover in a fixed box (loaded first: it is the page's largest
 * image), what it is, its name as the page's heading, its credits and its description.
 */
export function ProductHeader({ kind, name, imageUrl, description, facts }: ProductHeaderProps) {
  return (
    <header className={styles.header}>
      <span className={styles.coverBox}>
        <CoverImage className={styles.cover} url={imageUrl} px={HEADER_COVER_PX} loading="high" />
      </span>
      <div className={styles.text}>
        <p className={styles.kind}>{kind}</p>
        <h1 className="page__title">{name}</h1>
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt>{fact.term}</dt>
                <dd>{fact.details}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className={styles.description}>
          <Paragraphs text={description} />
        </div>
      </div>
    </header>
  );
}
