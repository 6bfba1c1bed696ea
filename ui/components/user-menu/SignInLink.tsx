import type { Ref } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { PageLink } from '../link/PageLink';
import { UserIcon } from '../shell/icons';
import styles from './SignInLink.module.css';

/** The top bar's sign-in link: an icon below md, the words from md up (they name the link at every width). */
export function SignInLink({ to, ref }: { to: string; ref?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation();
  return (
    <PageLink ref={ref} href={to} className={styles.link}>
      <UserIcon />
      <span className="visually-hidden-below-md">{t('shell.top_bar.sign_in')}</span>
    </PageLink>
  );
}
