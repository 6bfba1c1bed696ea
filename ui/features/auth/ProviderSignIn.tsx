import { useId } from 'react';
import { Link } from 'react-router';
import type { IdentityProvider } from '#application/ports/identity-provider.port';
import { MARKETS } from '#domain/market/markets';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { immediateSignUpTarget } from '#domain/navigation/sign-up-redirect';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../../components/button/button.module.css';
import { usePageLocale } from '../../i18n/locale-provider';
import { useRoutePath } from '../../routes/use-route-path';
import styles from './AuthForm.module.css';
import type { AuthForm } from './use-auth-form';

/** The provider's answer the spec names when it gave no token (§8); reported, as the visitor cannot fix it. */
const MISSING_TOKEN = 'Missing token';

export interface ProviderSignInProps {
  readonly form: AuthForm;
  /** The providers the server can check tokens of; with none, the section is left out. */
  readonly providers: readonly IdentityProvider[];
  readonly allowedHosts: readonly string[];
  /** The marketing consent a new account gets (the sign-up form's checkbox; none on sign-in). */
  readonly marketingConsent: () => boolean;
}

/**
 * Spec §6, §7, §8: Google and Apple sign-in, for an existing account or a new one (201, a sign-up: pl's immediate
 * redirect applies); then the same way out as a password sign-in. A failure is the provider toast.
 */
export function ProviderSignIn({ form, providers, allowedHosts, marketingConsent }: ProviderSignInProps) {
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const titleId = useId();

  const signInWith = (provider: IdentityProvider) =>
    form.attempt(async (container) => {
      const requested = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
      const policy = { currentOrigin: window.location.origin, allowedHosts };
      const atOnce = immediateSignUpTarget(locale, requested, policy, { product: brand });
      const result = await container
        .get(TOKENS.SignInWithProvider)
        .execute(
          { provider, catalogId: MARKETS[locale].catalogId, marketingConsent: marketingConsent() },
          { awaitSessionWhenCreated: atOnce === null },
        );
      if (result.ok) return form.leave(container, result.value.created && atOnce !== null ? atOnce : undefined);
      if (result.error.code === 'IDENTITY.PROVIDER_FAILED' && result.error.reason === MISSING_TOKEN)
        container.get(TOKENS.ErrorReporter).report({ code: MISSING_TOKEN });
      container.get(TOKENS.ToastPresenter).show({
        type: 'error',
        title: 'auth.provider_auth.error.title',
        message: 'auth.provider_auth.error.message',
      });
    });

  if (providers.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.providers}>
      <h2 id={titleId} className={styles.providersTitle}>
        {t('auth.social.title')}
      </h2>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={buttons.secondary}
          aria-disabled={form.busy}
          onClick={() => void signInWith(provider)}
        >
          {t(`auth.social.${provider}`)}
        </button>
      ))}
      <p className={styles.aside}>
        {t('auth.social.terms_notice')} <Link to={path('reviewTerms', {})}>{t('auth.sign_up.terms_link')}</Link>
      </p>
    </section>
  );
}
