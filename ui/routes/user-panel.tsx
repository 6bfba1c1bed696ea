import { useTranslation } from '#ui/i18n/use-translation';
import { data, Link } from 'react-router';
import { formatListeningTime } from '#domain/listening/listening-duration';
import { TOKENS } from '#infrastructure/composition/tokens';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/user-panel';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadPlaybackLimit).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const { used, left } = result.value;
  const view = { used: formatListeningTime(used, locale), left: formatListeningTime(left, locale) };
  return data(view, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel.title'),
    (t) => t('pages.userPanel.lead'),
  );

/** Spec §2, issue 21 `/user-panel`: the panel's landing, its sections and this month's listening at a glance. */
export default function UserPanelPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel.title')}</h1>
      <p className="page__lead">{t('pages.userPanel.lead')}</p>
      <PanelNav />
      <p className={styles.summary}>{t('user_panel.overview', { used: loaderData.used, left: loaderData.left })}</p>
      <ul>
        <li>
          <Link to={path('userPanel_listeningStats', {})}>{t('user_panel.see_stats')}</Link>
        </li>
        <li>
          <Link to={path('userPanel_playbackLimit', {})}>{t('user_panel.see_limit')}</Link>
        </li>
      </ul>
    </main>
  );
}
