import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { userAgentParts } from '#domain/auth/user-agent';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { formatAgo } from '#ui/i18n/format-ago';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import {
  accountFailureKey,
  intentOf,
  signedOutHereHeaders,
  textOf,
  useSignedOutHere,
} from '../features/user-panel/account-forms';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/user-panel-sessions';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query the page answers once this browser's own session was ended from it. */
const SIGNED_OUT = 'signed-out';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  if (url.searchParams.has(SIGNED_OUT)) return data({ sessions: null }, { headers: PRIVATE_PAGE_HEADERS });
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadSessions).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const now = Date.now();
  const sessions = result.value.map((session) => ({
    id: session.id,
    current: session.current,
    ...userAgentParts(session.userAgent),
    lastUsed: formatAgo(now - Date.parse(session.lastUsedAt), MARKETS[locale]),
  }));
  return data({ sessions }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** Issue 21 sessions: one session ended, or every one but this browser's; ending this one signs it out. */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = await request.formData();
  const intent = intentOf(form, ['revoke', 'revoke-current', 'revoke-others']);
  if (intent === null) return data({ done: null, key: 'common.generic_error.message' } as const, { status: 400 });
  const sessions =
    intent === 'revoke-others'
      ? ({ which: 'others' } as const)
      : ({ which: 'one', sessionId: textOf(form, 'session_id') } as const);
  const result = await context.container.get(TOKENS.EndSessions).execute({ locale, sessions });
  if (result.ok && intent === 'revoke-current') {
    const here = `${pathFor('userPanel_sessions', {}, locale, { product: context.brand })}?${SIGNED_OUT}`;
    throw redirect(here, { headers: signedOutHereHeaders(url) });
  }
  if (result.ok) return data({ done: intent, key: null } as const);
  const { error } = result;
  if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
    return failPrivatePage(error, url, locale, context.brand);
  // A session already ended elsewhere is gone from the list the page shows next: nothing to tell.
  if (error.code === 'ACCOUNT.SESSION_UNKNOWN') return data({ done: intent, key: null } as const);
  return data({ done: null, key: accountFailureKey(error) } as const, { status: 503 });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_sessions.title'),
    (t) => t('pages.userPanel_sessions.lead'),
  );

/** Issue 21 `/user-panel/sessions`: where the account is signed in, this browser marked, each one to sign out. */
export default function SessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const signIn = path('signIn', {});
  const { sessions } = loaderData;
  useSignedOutHere(sessions === null, 'user_panel.sessions.signed_out_here', signIn);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);

  if (sessions === null)
    return (
      <main className="page">
        <h1 className="page__title">{t('pages.userPanel_sessions.title')}</h1>
        <p role="status">
          {t('user_panel.sessions.signed_out_here')} <a href={signIn}>{t('auth.password_reset.sign_in')}</a>
        </p>
      </main>
    );

  const device = (session: (typeof sessions)[number]) => {
    if (session.browser && session.system)
      return t('user_panel.sessions.browser_on', { browser: session.browser, system: session.system });
    return session.browser ?? session.system ?? t('user_panel.sessions.unknown_device');
  };
  const others = sessions.filter((session) => !session.current).length;
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_sessions.title')}</h1>
      <PanelNav />
      <p role="status" id="sessions-status" tabIndex={-1} ref={status}>
        {actionData?.key
          ? t(actionData.key)
          : actionData?.done === 'revoke-others'
            ? t('user_panel.sessions.others_ended')
            : actionData?.done === 'revoke'
              ? t('user_panel.sessions.one_ended')
              : ''}
      </p>
      <ul className={styles.sessionList} aria-label={t('user_panel.sessions.list_label')}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <p>
              <strong id={`session-${session.id}`}>{device(session)}</strong>
              {session.current && <span className={styles.badge}> {t('user_panel.sessions.this_browser')}</span>}
            </p>
            <p>{t('user_panel.sessions.last_used', { ago: session.lastUsed })}</p>
            <Form method="post">
              <input type="hidden" name="session_id" value={session.id} />
              <button
                type="submit"
                name="intent"
                value={session.current ? 'revoke-current' : 'revoke'}
                className={buttons.secondary}
                aria-disabled={busy}
                aria-describedby={`session-${session.id}`}
              >
                {t(session.current ? 'user_panel.sessions.sign_out_here' : 'user_panel.sessions.sign_out')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Form method="post" className={styles.section}>
          <button type="submit" name="intent" value="revoke-others" className={buttons.primary} aria-disabled={busy}>
            {t('user_panel.sessions.sign_out_others')}
          </button>
        </Form>
      )}
    </main>
  );
}
