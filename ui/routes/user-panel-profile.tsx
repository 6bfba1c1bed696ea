import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import forms from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import {
  accountFailureKey,
  intentOf,
  passwordErrorKey,
  signedOutHereHeaders,
  textOf,
  useSignedOutHere,
} from '../features/user-panel/account-forms';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/user-panel-profile';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query that asks for the deletion's confirmation step, and the one the page answers once the account is gone. */
const CONFIRM_DELETION = 'delete';
const DELETED = 'deleted';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  // The account is gone and this browser signed out: a farewell, not a sign-in.
  if (url.searchParams.has(DELETED)) return data({ email: null, confirming: false }, { headers: PRIVATE_PAGE_HEADERS });
  requireSignedInHint(request, url, locale, context.brand);
  const account = await context.container.get(TOKENS.LoadAccount).execute({ locale });
  if (!account.ok) return failPrivatePage(account.error, url, locale, context.brand);
  const confirming = url.searchParams.has(CONFIRM_DELETION);
  return data({ email: account.value.email, confirming }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) =>
  actionHeaders.has('Set-Cookie') ? actionHeaders : loaderHeaders;

/** Issue 21 profile: a password change, or the account's deletion once its password is given; without JavaScript too. */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = await request.formData();
  const intent = intentOf(form, ['change-password', 'delete-account']);
  if (intent === 'change-password') {
    const result = await context.container.get(TOKENS.ChangePassword).execute({
      locale,
      currentPassword: textOf(form, 'current_password'),
      newPassword: textOf(form, 'new_password'),
    });
    if (result.ok) return data({ form: intent, outcome: 'done', field: null, key: null } as const);
    return answerFailure(intent, result.error, url, locale, context.brand);
  }
  if (intent === 'delete-account') {
    const result = await context.container
      .get(TOKENS.DeleteAccount)
      .execute({ locale, password: textOf(form, 'password') });
    if (result.ok) {
      const farewell = `${pathFor('userPanel_profile', {}, locale, { product: context.brand })}?${DELETED}`;
      throw redirect(farewell, { headers: signedOutHereHeaders(url) });
    }
    return answerFailure(intent, result.error, url, locale, context.brand);
  }
  return data({ form: null, outcome: 'refused', field: null, key: null } as const, { status: 400 });
};

const answerFailure = (
  form: 'change-password' | 'delete-account',
  error: Parameters<typeof accountFailureKey>[0],
  url: URL,
  locale: Parameters<typeof pathFor>[2],
  brand: string,
) => {
  if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
    return failPrivatePage(error, url, locale, brand);
  if (error.code === 'ACCOUNT.FIELD_REFUSED')
    return data({ form, outcome: 'refused', field: error.property, key: passwordErrorKey(error) } as const, {
      status: 422,
    });
  const status = error.code === 'AUTH.TOO_MANY_ATTEMPTS' ? 429 : 503;
  return data({ form, outcome: 'refused', field: null, key: accountFailureKey(error) } as const, { status });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_profile.title'),
    (t) => t('pages.userPanel_profile.lead'),
  );

/** Issue 21 `/user-panel/profile`: the account's address, its password, and its deletion behind a confirmation. */
export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const home = path('home', {});
  const deleted = loaderData.email === null;
  useSignedOutHere(deleted, 'user_panel.profile.deleted', home);
  const status = useRef<HTMLParagraphElement>(null);
  // After an answer, focus goes to what it says, so a screen reader reads it and the listener starts from there.
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);

  if (deleted)
    return (
      <main className="page">
        <h1 className="page__title">{t('pages.userPanel_profile.title')}</h1>
        <p role="status">
          {t('user_panel.profile.deleted')} <Link to={home}>{t('user_panel.profile.to_home')}</Link>
        </p>
      </main>
    );

  const errorOf = (form: string, field: string) =>
    actionData?.form === form && actionData.field === field && actionData.key ? t(actionData.key) : null;
  const summaryOf = (form: string) => {
    if (actionData?.form !== form) return '';
    if (actionData.outcome === 'done') return t('user_panel.profile.password_changed');
    return actionData.field === null && actionData.key ? t(actionData.key) : t('user_panel.account.check_fields');
  };
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_profile.title')}</h1>
      <PanelNav />
      <p className={styles.summary}>
        {t('user_panel.profile.email')} <strong>{loaderData.email}</strong>
      </p>

      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading">{t('user_panel.profile.password_heading')}</h2>
        <p role="alert" id="password-status" tabIndex={-1} ref={actionData?.form === 'change-password' ? status : null}>
          {summaryOf('change-password')}
        </p>
        <Form method="post" className={forms.form}>
          <TextField
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={t('user_panel.profile.current_password')}
            error={errorOf('change-password', 'current_password')}
          />
          <TextField
            name="new_password"
            type="password"
            autoComplete="new-password"
            label={t('user_panel.profile.new_password')}
            hint={t('auth.sign_up.password_hint')}
            error={errorOf('change-password', 'new_password')}
          />
          <button type="submit" name="intent" value="change-password" className={buttons.primary} aria-disabled={busy}>
            {t('user_panel.profile.change_password')}
          </button>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('user_panel.profile.delete_heading')}</h2>
        <p>{t('user_panel.profile.delete_lead')}</p>
        {loaderData.confirming || actionData?.form === 'delete-account' ? (
          <div className={styles.warning}>
            <p
              role="alert"
              id="delete-status"
              tabIndex={-1}
              ref={actionData?.form === 'delete-account' ? status : null}
            >
              {summaryOf('delete-account')}
            </p>
            <p>{t('user_panel.profile.delete_confirm')}</p>
            <Form method="post" className={forms.form}>
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('user_panel.profile.delete_password')}
                error={errorOf('delete-account', 'password')}
              />
              <button
                type="submit"
                name="intent"
                value="delete-account"
                className={buttons.primary}
                aria-disabled={busy}
              >
                {t('user_panel.profile.delete_for_good')}
              </button>
            </Form>
            <p>
              <Link to={path('userPanel_profile', {})}>{t('user_panel.profile.keep_account')}</Link>
            </p>
          </div>
        ) : (
          <p>
            <Link to={`?${CONFIRM_DELETION}`} className={buttons.secondary}>
              {t('user_panel.profile.delete_start')}
            </Link>
          </p>
        )}
      </section>
    </main>
  );
}
