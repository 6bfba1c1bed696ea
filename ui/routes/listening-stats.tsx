import { useTranslation } from '#ui/i18n/use-translation';
import { data, useNavigation } from 'react-router';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ListeningChart } from '../features/user-panel/ListeningChart';
import { listeningStatsView } from '../features/user-panel/listening-labels';
import { formValuesOf, periodOfQuery } from '../features/user-panel/listening-stats-query';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { PanelNav } from '../features/user-panel/PanelNav';
import { RangeForm } from '../features/user-panel/RangeForm';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/listening-stats';
import { requireLocale } from './request-locale';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const form = formValuesOf(url.searchParams);
  const query = periodOfQuery(url.searchParams);
  // A bad period is the listener's to correct: the form comes back with what is wrong, answered 400.
  const period = query.ok ? query.period : { choice: 'this-month' as const };
  const result = await context.container.get(TOKENS.LoadListeningStats).execute({ locale, period });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const stats = listeningStatsView(result.value, locale);
  const problem = query.ok ? null : query.problem;
  return data({ form, problem, stats }, { status: problem ? 400 : 200, headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_listeningStats.title'),
    (t) => t('pages.userPanel_listeningStats.lead'),
  );

/** Issue 21 `/user-panel/listening-stats`: this month's listening, a chosen period day by day, the titles heard most. */
export default function ListeningStatsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, problem, stats } = loaderData;
  const loading = useNavigation().state === 'loading';
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_listeningStats.title')}</h1>
      <PanelNav />
      <p className={styles.summary}>
        {t('user_panel.stats.this_month')} <span className={styles.total}>{stats.thisMonth}</span>
      </p>
      <RangeForm values={form} invalid={problem !== null} />
      <p role="alert" id="range-error" className={styles.error}>
        {problem ? t(`user_panel.stats.problems.${problem}`) : ''}
      </p>
      {problem === null && (
        <section className={styles.section} aria-labelledby="period-heading" aria-busy={loading}>
          <h2 id="period-heading">{stats.rangeLabel}</h2>
          <p role="status">
            {loading ? t('user_panel.loading') : t('user_panel.stats.total', { time: stats.rangeTotal })}
          </p>
          <ListeningChart days={stats.days} caption={t('user_panel.stats.caption', { period: stats.rangeLabel })} />
          <h2>{t('user_panel.stats.top_titles')}</h2>
          {stats.topTitles.length === 0 ? (
            <p>{t('user_panel.stats.nothing_heard')}</p>
          ) : (
            <ol>
              {stats.topTitles.map((title) => (
                <li key={title.productId}>
                  {title.title}: {title.time}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </main>
  );
}
