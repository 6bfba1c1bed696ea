import { useTranslation } from '#ui/i18n/use-translation';
import { NavLink } from 'react-router';
import { MARKETS } from '#domain/market/markets';
import { userPanelSectionsOf } from '#domain/routing/user-panel-sections';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './UserPanel.module.css';

/** Issue 21: the user panel's navigation, the current section marked for assistive technology. */
export function PanelNav() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { locale } = usePageLocale();
  const shown = userPanelSectionsOf(MARKETS[locale]);
  return (
    <nav className={styles.nav} aria-label={t('user_panel.nav_label')}>
      <ul className={styles.navList}>
        {shown.map((name) => (
          <li key={name}>
            <NavLink to={path(name, {})} end>
              {t(`pages.${name}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
