import { type FormEvent, useState } from 'react';
import { data, Link } from 'react-router';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import styles from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import { ProviderSignIn } from '../features/auth/ProviderSignIn';
import { useAuthForm } from '../features/auth/use-auth-form';
import { textOf } from '../features/auth/use-leave-after-sign-in';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/sign-in';
import { authPageData } from './auth-page';
import { useRoutePath } from './use-route-path';

export const loader = ({ url, context }: Route.LoaderArgs) => authPageData(url, context);

// The form posts here only without JavaScript, which the captcha needs: the page says so instead of a 405.
export const action = () => data({ needsScript: true }, { status: 400 });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.signIn.title'),
    (t) => t('pages.signIn.lead'),
  );

type Failure = 'auth.sign_in.err_message' | 'common.generic_error.message';

/**
 * Spec §2 `/sign-in`, §4, §8: e-mail and password, a login captcha, then the current user and the safe redirect;
 * a failure is told above the form, which takes focus, and marks both fields invalid.
 */
export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const path = useRoutePath();
  const [failure, setFailure] = useState<{ readonly key: Failure; readonly attempt: number } | null>(null);
  const authForm = useAuthForm({
    slotName: 'SignInPage',
    allowedHosts: loaderData.allowedHosts,
    failure,
  });
  const { leave, redirectQuery, summaryId, summary, busy, attempt } = authForm;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return attempt(async (container) => {
      const result = await container.get(TOKENS.SignIn).execute({
        email: textOf(form, 'email'),
        password: textOf(form, 'password'),
        catalogId: MARKETS[locale].catalogId,
      });
      if (result.ok) return leave(container);
      const credentials = result.error.code === 'AUTH.BAD_CREDENTIALS' || result.error.code === 'AUTH.CAPTCHA_FAILED';
      setFailure((previous) => ({
        key: credentials ? 'auth.sign_in.err_message' : 'common.generic_error.message',
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    });
  };

  return (
    <main className="page">
      <h1 className="page__title">{t('pages.signIn.title')}</h1>
      <p className="page__lead">{t('pages.signIn.lead')}</p>
      <p id={summaryId} ref={summary} role="alert" tabIndex={-1} className={styles.summary}>
        {failure ? t(failure.key) : actionData?.needsScript ? t('auth.needs_script') : ''}
      </p>
      <ProviderSignIn
        form={authForm}
        providers={loaderData.identityProviders}
        allowedHosts={loaderData.allowedHosts}
        marketingConsent={() => false}
      />
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.sign_in.email')}
          error={null}
          invalidBy={failure ? summaryId : null}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.sign_in.password')}
          error={null}
          invalidBy={failure ? summaryId : null}
        />
        <button type="submit" className={buttons.primary} aria-disabled={busy}>
          {t('auth.sign_in.submit')}
        </button>
      </form>
      <p className={styles.aside}>
        <Link to={path('passwordReset', {})}>{t('auth.sign_in.forgot')}</Link>
      </p>
      <p className={styles.aside}>
        {t('auth.sign_in.no_account')}{' '}
        <Link to={`${path('signUp', {})}${redirectQuery}`}>{t('auth.sign_in.sign_up_link')}</Link>
      </p>
    </main>
  );
}
