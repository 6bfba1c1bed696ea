import { useTranslation } from '#ui/i18n/use-translation';
import type { PersonProfile as Person } from '#application/catalog/person';
import styles from './PersonProfile.module.css';

/** Who a person page is about: their role, their name as the page's heading and their biography when there is one. */
export function PersonProfile({ person }: { readonly person: Person }) {
  const { t } = useTranslation();
  return (
    <header className={styles.profile}>
      <p className={styles.kind}>{t(`pages.${person.kind}.title`)}</p>
      <h1 className={styles.name}>{person.name}</h1>
      {person.descriptionHtml !== '' && (
        // The API writes the biography's HTML from plain text, every character escaped (description-html.ts).
        <div className={styles.bio} dangerouslySetInnerHTML={{ __html: person.descriptionHtml }} />
      )}
    </header>
  );
}
