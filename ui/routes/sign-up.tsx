import { type FormEvent, useRef, useState } from 'react';
import { data, Link } from 'react-router';
import { type SignUpErrorField, signUpErrorMessage, type SignUpFieldError } from '#domain/auth/sign-up';
import { MARKETS } from '#domain/market/markets';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { immediateSignUpTarget } from '#domain/navigation/sign-up-redirect';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import styles from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import { ProviderSignIn } from '../features/auth/ProviderSignIn';
import { useAuthForm } from '../features/auth/use-auth-form';
import { textOf } from '../features/auth/use-leave-after-sign-in';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/sign-up';
import { authPageData } from './auth-page';
import { useRoutePath } from './use-route-path';

export const loader = ({ url, context }: Route.LoaderArgs) => authPageData(url, context);

// The form posts here only without JavaScript, which the captcha needs: the page says so instead of a 405.
export const action = () => data({ needsScript: true }, { status: 400 });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.signUp.title'),
    (t) => t('pages.signUp.lead'),
  );

const GENERIC: TranslationKey = 'common.generic_error.message';

/** What the form shows after a failed attempt: errors under their fields, and one line above the form. */
interface Shown {
  readonly fields: Readonly<Partial<Record<SignUpErrorField, string>>>;
  readonly summary: TranslationKey;
  readonly attempt: number;
}

const fieldKeys = (errors: readonly SignUpFieldError[]) => {
  const fields: Partial<Record<SignUpErrorField, string>> = {};
  let unplaced = false;
  for (const error of errors) {
    const message = signUpErrorMessage(error);
    if (message.field === null) unplaced = true;
    else fields[message.field] ??= message.key;
  }
  return { fields, unplaced };
};

/**
 * Spec §2 `/sign-up`, §4, §5, §8: e-mail, password and the marketing consent (the terms are accepted by signing up);
 * errors appear under their fields and focus moves to the first invalid one; then the automatic sign-in and the safe
 * redirect.
 */
export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, exists } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const consent = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const authForm = useAuthForm({
    slotName: 'SignUpPage',
    allowedHosts: loaderData.allowedHosts,
    failure: shown,
    focusTarget: () => (shown?.fields.email ? email.current : shown?.fields.password ? password.current : null),
  });
  const { leave, redirectQuery, summaryId, summary, busy, attempt } = authForm;

  const text = (key: string | undefined): string | null =>
    key === undefined ? null : t(exists(key) ? (key as TranslationKey) : GENERIC);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return attempt(async (container) => {
      const requested = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
      const policy = { currentOrigin: window.location.origin, allowedHosts: loaderData.allowedHosts };
      const atOnce = immediateSignUpTarget(locale, requested, policy, { product: brand });
      const result = await container.get(TOKENS.SignUp).execute(
        {
          email: textOf(form, 'email'),
          password: textOf(form, 'password'),
          catalogId: MARKETS[locale].catalogId,
          marketingConsent: form.get('marketing_consent') === 'on',
        },
        { awaitSession: atOnce === null },
      );
      if (result.ok) return leave(container, atOnce ?? undefined);
      const { fields, unplaced } =
        result.error.code === 'AUTH.SIGN_UP_INVALID' ? fieldKeys(result.error.errors) : { fields: {}, unplaced: true };
      setShown((previous) => ({
        fields,
        summary: unplaced ? GENERIC : 'auth.sign_up.error_summary',
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    });
  };

  return (
    <main className="page">
      <h1 className="page__title">{t('pages.signUp.title')}</h1>
      <p className="page__lead">{t('pages.signUp.lead')}</p>
      <p id={summaryId} ref={summary} role="alert" tabIndex={-1} className={styles.summary}>
        {shown ? t(shown.summary) : actionData?.needsScript ? t('auth.needs_script') : ''}
      </p>
      <ProviderSignIn
        form={authForm}
        providers={loaderData.identityProviders}
        allowedHosts={loaderData.allowedHosts}
        marketingConsent={() => consent.current?.checked ?? false}
      />
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={email}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.sign_up.email')}
          error={text(shown?.fields.email)}
        />
        <TextField
          ref={password}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth.sign_up.password')}
          hint={t('auth.sign_up.password_hint')}
          error={text(shown?.fields.password)}
        />
        <label className={styles.check}>
          <input ref={consent} type="checkbox" name="marketing_consent" />
          <span>{t('auth.sign_up.marketing_consent')}</span>
        </label>
        <p className={styles.aside}>
          {t('auth.sign_up.terms_notice')} <Link to={path('reviewTerms', {})}>{t('auth.sign_up.terms_link')}</Link>
        </p>
        <button type="submit" className={buttons.primary} aria-disabled={busy}>
          {t('auth.sign_up.submit')}
        </button>
      </form>
      <p className={styles.aside}>
        {t('auth.sign_up.have_account')}{' '}
        <Link to={`${path('signIn', {})}${redirectQuery}`}>{t('auth.sign_up.sign_in_link')}</Link>
      </p>
    </main>
  );
}
