import { data, Form, Link, useNavigation } from 'react-router';
import type { PasswordResetError } from '#application/auth/auth.errors';
import { signUpErrorMessage } from '#domain/auth/sign-up';
import { z } from '#contract/zod';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { PRIVATE_PAGE_HEADERS } from '../features/account/private-page';
import styles from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/password-reset-token';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

const LINK_PROBLEMS = {
  'RESET.LINK_UNKNOWN': 'auth.password_reset.link_unknown',
  'RESET.LINK_USED': 'auth.password_reset.link_used',
  'RESET.LINK_EXPIRED': 'auth.password_reset.link_expired',
} as const satisfies Partial<Record<PasswordResetError['code'], TranslationKey>>;

type LinkProblem = keyof typeof LINK_PROBLEMS;

const isLinkProblem = (code: string): code is LinkProblem => code in LINK_PROBLEMS;

/** The link's state: the form for a link that works, what went wrong with one that does not. Never kept by a cache. */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const link = await context.container.get(TOKENS.CheckPasswordResetLink).execute({ locale, token: params.id });
  if (link.ok) return data({ emailHint: link.value.emailHint, problem: null }, { headers: PRIVATE_PAGE_HEADERS });
  const { code } = link.error;
  if (!isLinkProblem(code)) throw data('Password reset is unavailable', { status: 503 });
  return data(
    { emailHint: null, problem: code },
    { status: code === 'RESET.LINK_UNKNOWN' ? 404 : 410, headers: PRIVATE_PAGE_HEADERS },
  );
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

const resetForm = z.object({ password: z.string().max(1_000) });

/** Spec §2 `/password-reset/[id]`: the new password, set on the server, with or without JavaScript. */
export const action = async ({ url, params, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = resetForm.safeParse({ password: (await request.formData()).get('password') ?? '' });
  const password = form.success ? form.data.password : '';
  const result = await context.container.get(TOKENS.ResetPassword).execute({ locale, token: params.id, password });
  if (result.ok) return { outcome: 'changed' } as const;
  const { error } = result;
  if (error.code === 'RESET.PASSWORD_REFUSED')
    return data({ outcome: 'refused', reason: error.reason } as const, { status: 422 });
  if (isLinkProblem(error.code)) return data({ outcome: 'link', problem: error.code } as const, { status: 410 });
  return data({ outcome: 'failed' } as const, { status: 503 });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.passwordResetToken.title'),
    (t) => t('pages.passwordResetToken.lead'),
  );

/** A new password for the account the link names; afterwards, the way to sign in with it. */
export default function PasswordResetTokenPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, exists } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const linkProblem = actionData?.outcome === 'link' ? actionData.problem : loaderData.problem;
  const passwordError = (): string | null => {
    if (actionData?.outcome === 'failed') return t('common.generic_error.message');
    if (actionData?.outcome !== 'refused') return null;
    const { key } = signUpErrorMessage({ property: 'password', code: actionData.reason });
    return t(exists(key) ? (key as TranslationKey) : 'common.generic_error.message');
  };
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.passwordResetToken.title')}</h1>
      {actionData?.outcome === 'changed' ? (
        <p role="status">
          {t('auth.password_reset.changed')} <Link to={path('signIn', {})}>{t('auth.password_reset.sign_in')}</Link>
        </p>
      ) : linkProblem ? (
        <p role="alert" className={styles.summary}>
          {t(LINK_PROBLEMS[linkProblem])}{' '}
          <Link to={path('passwordReset', {})}>{t('auth.password_reset.ask_again')}</Link>
        </p>
      ) : (
        <>
          <p className="page__lead">{t('auth.password_reset.for_account', { email: loaderData.emailHint ?? '' })}</p>
          <Form method="post" className={styles.form}>
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('auth.password_reset.new_password')}
              hint={t('auth.sign_up.password_hint')}
              error={passwordError()}
            />
            <button type="submit" className={buttons.primary} aria-disabled={busy}>
              {t('auth.password_reset.set')}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
