import { useTranslation } from '#ui/i18n/use-translation';
import { data } from 'react-router';
import { formatListeningTime } from '#domain/listening/listening-duration';
import { languageOf } from '#domain/market/locale';
import { TOKENS } from '#infrastructure/composition/tokens';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/playback-limit';
import { requireLocale } from './request-locale';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadPlaybackLimit).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const usage = result.value;
  // The month ends at midnight in Warsaw: its last day is the one before the next month's first instant.
  const resets = new Intl.DateTimeFormat(languageOf(locale), { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(
    new Date(usage.periodEnd),
  );
  const view = {
    limitHours: usage.limitHours,
    used: formatListeningTime(usage.used, locale),
    left: formatListeningTime(usage.left, locale),
    usedMs: usage.used,
    limitMs: usage.limit,
    standing: usage.standing,
    resets,
  };
  return data(view, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_playbackLimit.title'),
    (t) => t('pages.userPanel_playbackLimit.lead'),
  );

/** Spec §3, issue 21 `/user-panel/playback-limit`: this month's hours used and left, how they count, near the limit a warning. */
export default function PlaybackLimitPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { limitHours, used, left, usedMs, limitMs, standing, resets } = loaderData;
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_playbackLimit.title')}</h1>
      <PanelNav />
      {standing !== 'within' && (
        <p role="alert" className={styles.warning}>
          {t(`user_panel.limit.${standing}`, { left, date: resets })}
        </p>
      )}
      <dl className={styles.summary}>
        <dt>{t('user_panel.limit.used')}</dt>
        <dd className={styles.total}>{used}</dd>
        <dt>{t('user_panel.limit.left')}</dt>
        <dd className={styles.total}>{left}</dd>
      </dl>
      <label htmlFor="limit-meter">{t('user_panel.limit.meter', { hours: limitHours })}</label>
      <meter
        id="limit-meter"
        className={styles.meter}
        min={0}
        max={limitMs}
        value={Math.min(usedMs, limitMs)}
        high={limitMs * 0.9}
      >
        {used}
      </meter>
      <h2>{t('user_panel.limit.how_heading')}</h2>
      <p className={styles.summary}>{t('user_panel.limit.how', { hours: limitHours, date: resets })}</p>
    </main>
  );
}
