import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { DeviceSignInError } from '#application/auth/auth.errors';
import { canonicalUserCode, formatUserCode } from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { MARKET_TIMEZONE } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { formatDuration } from '#ui/i18n/format';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import styles from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import { intentOf, textOf } from '../features/user-panel/account-forms';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/device-sign-in';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query the device's link fills the code in with (RFC 8628 `verification_uri_complete`). */
export const CODE_PARAM = 'code';

/** The longest code the page takes as typed, as the contract's `typedUserCodeSchema` does. */
const TYPED_MAX = 32;

const PROBLEMS = {
  'DEVICE.CODE_UNKNOWN': { key: 'device_sign_in.code_unknown', status: 404 },
  'DEVICE.CODE_INVALID': { key: 'device_sign_in.code_invalid', status: 422 },
  'AUTH.TOO_MANY_ATTEMPTS': { key: 'device_sign_in.throttled', status: 429 },
  'SESSION.UNAVAILABLE': { key: 'common.generic_error.message', status: 503 },
} as const satisfies Partial<Record<DeviceSignInError['code'], { key: TranslationKey; status: number }>>;

type Problem = keyof typeof PROBLEMS;

/**
 * A visitor goes to sign in first and comes back with the code kept. The page asks the API nothing yet: a link alone
 * never looks a code up, so only a code the listener submits counts against the wrong guesses allowed.
 */
export const loader = ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const typed = (url.searchParams.get(CODE_PARAM) ?? '').slice(0, TYPED_MAX);
  const canonical = canonicalUserCode(typed);
  return data({ typed: canonical === null ? typed : formatUserCode(canonical) }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** When the code stops working, as a time of day in the market, and how long that is from now (whole minutes up). */
const expiryOf = (locale: Locale, expiresAt: string) => {
  const left = Date.parse(expiresAt) - Date.now();
  const time = new Intl.DateTimeFormat(MARKETS[locale].ietfTag, { timeStyle: 'short', timeZone: MARKET_TIMEZONE });
  return { time: time.format(new Date(expiresAt)), leftMs: Math.max(0, Math.ceil(left / 60_000)) * 60_000 };
};

/**
 * The confirming page's two steps, with or without JavaScript: the typed code looked up (`look`), then the device let
 * in (`approve`) or refused (`refuse`). A session that ended goes to sign in and back here; maintenance to its page.
 */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = await request.formData();
  const intent = intentOf(form, ['look', 'approve', 'refuse']);
  const typed = textOf(form, 'user_code').slice(0, TYPED_MAX);
  if (intent === null)
    return data({ step: 'problem', problem: 'SESSION.UNAVAILABLE', typed } as const, { status: 400 });
  const { container, brand } = context;
  const refused = (error: DeviceSignInError) => {
    if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
      return failPrivatePage(error, url, locale, brand);
    const problem: Problem = error.code;
    return data({ step: 'problem', problem, typed } as const, { status: PROBLEMS[problem].status });
  };
  if (intent === 'look') {
    const found = await container.get(TOKENS.ShowDeviceSignIn).execute({ locale, userCode: typed });
    if (!found.ok) return refused(found.error);
    const { userCode, clientName, expiresAt } = found.value;
    const pending = { userCode, code: formatUserCode(userCode), clientName, expiresAt, ...expiryOf(locale, expiresAt) };
    return data({ step: 'confirm', pending } as const);
  }
  const decided = await container
    .get(TOKENS.DecideDeviceSignIn)
    .execute({ locale, userCode: typed, approve: intent === 'approve' });
  if (!decided.ok) return refused(decided.error);
  return data({ step: 'decided', approved: decided.value } as const);
};

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    rootDataOf(matches),
    (t) => t('pages.deviceSignIn.title'),
    (t) => t('pages.deviceSignIn.lead'),
  ),
  { name: 'robots', content: 'noindex' },
];

/**
 * RFC 8628's verification page: the signed-in listener types (or follows a link with) the code a device without a
 * browser shows, sees what asks and until when, and lets it in or refuses it.
 */
export default function DeviceSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const summaryId = useId();
  const told = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus follows the answer: the device to confirm, what went wrong, or what was done.
    if (actionData?.step === 'confirm') confirmation.current?.focus();
    else if (actionData?.step === 'problem') alert.current?.focus();
    else if (actionData?.step === 'decided') told.current?.focus();
  }, [actionData]);

  const problem = actionData?.step === 'problem' ? actionData.problem : null;
  const typed = actionData?.step === 'problem' ? actionData.typed : loaderData.typed;
  const decided = actionData?.step === 'decided' ? actionData : null;
  const pending = actionData?.step === 'confirm' ? actionData.pending : null;
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.deviceSignIn.title')}</h1>
      {!decided && <p className="page__lead">{t('pages.deviceSignIn.lead')}</p>}
      <p role="status" tabIndex={-1} ref={told}>
        {decided ? t(decided.approved ? 'device_sign_in.approved' : 'device_sign_in.refused') : ''}
      </p>
      {decided ? (
        <p>
          {decided.approved ? (
            <Link to={path('userPanel_sessions', {})}>{t('device_sign_in.see_devices')}</Link>
          ) : (
            <Link to={path('deviceSignIn', {})}>{t('device_sign_in.another_code')}</Link>
          )}
        </p>
      ) : (
        <p id={summaryId} ref={alert} role="alert" tabIndex={-1} className={styles.summary}>
          {problem ? t(PROBLEMS[problem].key) : ''}
        </p>
      )}
      {pending && (
        <section aria-labelledby="device-sign-in-confirm">
          <h2 id="device-sign-in-confirm" tabIndex={-1} ref={confirmation}>
            {t('device_sign_in.confirm_heading')}
          </h2>
          <dl>
            <dt>{t('device_sign_in.asking')}</dt>
            <dd>{pending.clientName}</dd>
            <dt>{t('device_sign_in.code_shown')}</dt>
            <dd>
              <strong>{pending.code}</strong>
            </dd>
            <dt>{t('device_sign_in.expires_label')}</dt>
            <dd>
              <time dateTime={pending.expiresAt}>
                {t('device_sign_in.expires', { time: pending.time, left: formatDuration(pending.leftMs, t) })}
              </time>
            </dd>
          </dl>
          <p>{t('device_sign_in.warning')}</p>
          <Form method="post" className={styles.form}>
            <input type="hidden" name="user_code" value={pending.userCode} />
            <button type="submit" name="intent" value="approve" className={buttons.primary} aria-disabled={busy}>
              {t('device_sign_in.approve')}
            </button>
            <button type="submit" name="intent" value="refuse" className={buttons.secondary} aria-disabled={busy}>
              {t('device_sign_in.refuse')}
            </button>
          </Form>
        </section>
      )}
      {!pending && !decided && (
        <Form method="post" className={styles.form}>
          <TextField
            key={typed}
            name="user_code"
            type="text"
            autoComplete="off"
            code
            label={t('device_sign_in.code')}
            hint={t('device_sign_in.code_hint')}
            defaultValue={typed}
            error={null}
            invalidBy={problem ? summaryId : null}
          />
          <button type="submit" name="intent" value="look" className={buttons.primary} aria-disabled={busy}>
            {t('device_sign_in.look_up')}
          </button>
        </Form>
      )}
    </main>
  );
}
