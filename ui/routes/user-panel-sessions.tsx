import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { devicePartsOfName, userAgentParts } from '#domain/auth/user-agent';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { formatAgo } from '#ui/i18n/format-ago';
import type { TranslationKey } from '#ui/i18n/translator';
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
import club from '../features/user-panel/ClubSections.module.css';
import { marketDate } from '../features/user-panel/market-date';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/user-panel-sessions';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query the page answers once this browser's own session was ended from it. */
const SIGNED_OUT = 'signed-out';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  if (url.searchParams.has(SIGNED_OUT)) return data({ sessions: null, devices: [] }, { headers: PRIVATE_PAGE_HEADERS });
  requireSignedInHint(request, url, locale, context.brand);
  const { container } = context;
  const [result, listed] = await Promise.all([
    container.get(TOKENS.LoadSessions).execute({ locale }),
    container.get(TOKENS.LoadDevices).execute({ locale }),
  ]);
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  if (!listed.ok) return failPrivatePage(listed.error, url, locale, context.brand);
  const now = Date.now();
  const sessions = result.value.map((session) => ({
    id: session.id,
    current: session.current,
    ...userAgentParts(session.userAgent),
    lastUsed: formatAgo(now - Date.parse(session.lastUsedAt), MARKETS[locale]),
  }));
  const devices = listed.value.map((device) => ({
    id: device.id,
    current: device.current,
    // The API names a device in English; its parts are worded in the market's language, another name kept as is.
    name: device.name,
    parts: devicePartsOfName(device.name),
    firstSeen: marketDate(locale, device.firstSeenAt),
    lastSeen: marketDate(locale, device.lastSeenAt),
  }));
  return data({ sessions, devices }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** What the page answers a form with: what was done, what went wrong, or the device whose removal is to confirm. */
interface Answer {
  readonly done: 'revoke' | 'revoke-current' | 'revoke-others' | 'remove-device' | null;
  readonly key: TranslationKey | null;
  /** The device removed, or to remove once confirmed, by the name the page showed. */
  readonly device: { readonly id: string; readonly name: string } | null;
  readonly confirming: boolean;
}

const answer = (fields: Partial<Answer>): Answer => ({
  done: null,
  key: null,
  device: null,
  confirming: false,
  ...fields,
});

/** Issue 21 associated devices: a device removed once its removal is confirmed, which ends its sessions. */
const removeDevice = async ({ url, context }: Route.ActionArgs, locale: Locale, form: FormData, confirmed: boolean) => {
  const device = { id: textOf(form, 'device_id'), name: textOf(form, 'device_name').slice(0, 200) };
  if (!confirmed) return data(answer({ device, confirming: true }));
  const result = await context.container.get(TOKENS.RemoveDevice).execute({ locale, deviceId: device.id });
  // A device already removed elsewhere is gone from the list the page shows next, as asked.
  if (result.ok || result.error.code === 'ACCOUNT.DEVICE_UNKNOWN')
    return data(answer({ done: 'remove-device', device }));
  const { error } = result;
  if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
    return failPrivatePage(error, url, locale, context.brand);
  return data(answer({ key: accountFailureKey(error), device }), { status: 503 });
};

/**
 * Issue 21 sessions: one session ended, or every one but this browser's; ending this one signs it out. Associated
 * devices: another device removed, after a confirmation.
 */
export const action = async (args: Route.ActionArgs) => {
  const { url, request, context } = args;
  const locale = requireLocale(url);
  const form = await request.formData();
  const intent = intentOf(form, ['revoke', 'revoke-current', 'revoke-others', 'review-remove-device', 'remove-device']);
  if (intent === null) return data(answer({ key: 'common.generic_error.message' }), { status: 400 });
  if (intent === 'review-remove-device' || intent === 'remove-device')
    return removeDevice(args, locale, form, intent === 'remove-device');
  const sessions =
    intent === 'revoke-others'
      ? ({ which: 'others' } as const)
      : ({ which: 'one', sessionId: textOf(form, 'session_id') } as const);
  const result = await context.container.get(TOKENS.EndSessions).execute({ locale, sessions });
  if (result.ok && intent === 'revoke-current') {
    const here = `${pathFor('userPanel_sessions', {}, locale, { product: context.brand })}?${SIGNED_OUT}`;
    throw redirect(here, { headers: signedOutHereHeaders(url) });
  }
  if (result.ok) return data(answer({ done: intent }));
  const { error } = result;
  if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
    return failPrivatePage(error, url, locale, context.brand);
  // A session already ended elsewhere is gone from the list the page shows next: nothing to tell.
  if (error.code === 'ACCOUNT.SESSION_UNKNOWN') return data(answer({ done: intent }));
  return data(answer({ key: accountFailureKey(error) }), { status: 503 });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_sessions.title'),
    (t) => t('pages.userPanel_sessions.lead'),
  );

/**
 * Issue 21 `/user-panel/sessions`: where the account is signed in, this browser marked, each one to sign out; and the
 * devices it signed in on, each other one to remove after a confirmation.
 */
export default function SessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const signIn = path('signIn', {});
  const { sessions, devices } = loaderData;
  useSignedOutHere(sessions === null, 'user_panel.sessions.signed_out_here', signIn);
  const status = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLElement>(null);
  const confirming = actionData?.confirming ? actionData.device : null;
  useEffect(() => {
    // Focus follows the answer: the confirmation it asks for, or what it tells.
    if (confirming) confirmation.current?.focus();
    else if (actionData) status.current?.focus();
  }, [actionData, confirming]);

  if (sessions === null)
    return (
      <main className="page">
        <h1 className="page__title">{t('pages.userPanel_sessions.title')}</h1>
        <p role="status">
          {t('user_panel.sessions.signed_out_here')} <a href={signIn}>{t('auth.password_reset.sign_in')}</a>
        </p>
      </main>
    );

  const readable = (parts: { readonly browser: string | null; readonly system: string | null }) => {
    if (parts.browser && parts.system)
      return t('user_panel.sessions.browser_on', { browser: parts.browser, system: parts.system });
    return parts.browser ?? parts.system ?? t('user_panel.sessions.unknown_device');
  };
  const others = sessions.filter((session) => !session.current).length;
  const told = () => {
    if (actionData?.key) return t(actionData.key);
    switch (actionData?.done) {
      case 'revoke-others':
        return t('user_panel.sessions.others_ended');
      case 'revoke':
        return t('user_panel.sessions.one_ended');
      case 'remove-device':
        return t('user_panel.devices.removed', { device: actionData.device?.name ?? '' });
      default:
        return '';
    }
  };
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_sessions.title')}</h1>
      <PanelNav />
      <p role="status" id="sessions-status" tabIndex={-1} ref={status}>
        {told()}
      </p>
      <ul className={styles.sessionList} aria-label={t('user_panel.sessions.list_label')}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <p>
              <strong id={`session-${session.id}`}>{readable(session)}</strong>
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
      <section aria-labelledby="devices-heading" className={styles.section}>
        <h2 id="devices-heading">{t('user_panel.devices.heading')}</h2>
        <p>{t('user_panel.devices.lead')}</p>
        {confirming && (
          <section aria-labelledby="confirm-remove-device" tabIndex={-1} ref={confirmation} className={club.confirm}>
            <h3 id="confirm-remove-device">{t('user_panel.devices.confirm_heading')}</h3>
            <p>{t('user_panel.devices.confirm', { device: confirming.name })}</p>
            <Form method="post" className={club.actions}>
              <input type="hidden" name="device_id" value={confirming.id} />
              <input type="hidden" name="device_name" value={confirming.name} />
              <button
                type="submit"
                name="intent"
                value="remove-device"
                className={buttons.primary}
                aria-disabled={busy}
              >
                {t('user_panel.devices.remove_confirm')}
              </button>
              <Link to={path('userPanel_sessions', {})}>{t('user_panel.devices.keep')}</Link>
            </Form>
          </section>
        )}
        <ul className={styles.sessionList} aria-labelledby="devices-heading">
          {devices.map((device, index) => {
            const name = device.parts ? readable(device.parts) : device.name;
            return (
              <li key={device.id} className={styles.session}>
                <p>
                  <strong id={`device-${index}`}>{name}</strong>
                  {device.current && <span className={styles.badge}> {t('user_panel.devices.this_device')}</span>}
                </p>
                <p>{t('user_panel.devices.seen', { first: device.firstSeen, last: device.lastSeen })}</p>
                {!device.current && (
                  <Form method="post">
                    <input type="hidden" name="device_id" value={device.id} />
                    <input type="hidden" name="device_name" value={name} />
                    <button
                      type="submit"
                      name="intent"
                      value="review-remove-device"
                      className={buttons.secondary}
                      aria-describedby={`device-${index}`}
                    >
                      {t('user_panel.devices.remove')}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
