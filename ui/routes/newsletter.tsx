import { useTranslation } from '#ui/i18n/use-translation';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { Form, Link, useNavigation } from 'react-router';
import { TOKENS } from '#infrastructure/composition/tokens';
import buttons from '../components/button/button.module.css';
import { hasSignedInHint } from '../components/session/signed-in-hint';
import styles from '../features/info-pages/InfoPages.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/newsletter';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

export const loader = ({ url, request }: Route.LoaderArgs) => {
  requireLocale(url);
  // Without the loggedIn cookie the visitor is known to be signed out: the page says what subscribing needs.
  return { signedInHint: hasSignedInHint(request.headers.get('cookie')) };
};

/**
 * Spec §2 `/newsletter`: the form posts here, with or without JavaScript, and the subscription runs on the server
 * through the same use case as the footer's modal, with the visitor's session; the API's CSRF check sees the
 * browser's own `Sec-Fetch-Site`. The newsletter goes to the account's address, so a visitor is asked to sign in.
 */
export const action = async ({ url, context }: Route.ActionArgs) => {
  requireLocale(url);
  const result = await context.container.get(TOKENS.SubscribeToNewsletter).execute();
  if (result.ok) return { outcome: 'subscribed', email: result.value.email } as const;
  return { outcome: result.error.code === 'AUTH.NOT_SIGNED_IN' ? 'signInFirst' : 'failed' } as const;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.newsletter.title'),
    (t) => t('pages.newsletter.lead'),
  );

/** The newsletter page: what it brings, one button to subscribe, and the outcome, announced as it comes. */
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const back = `?${new URLSearchParams({ [REDIRECT_PARAM]: path('newsletter', {}) })}`;
  const askToSignIn = actionData?.outcome === 'signInFirst' || (!actionData && !loaderData.signedInHint);
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.newsletter.title')}</h1>
      <p className="page__lead">{t('pages.newsletter.lead')}</p>
      <p className={styles.prose}>{t('info_pages.newsletter.intro')}</p>
      <div role="status" className={styles.outcome}>
        {actionData?.outcome === 'subscribed' && t('info_pages.newsletter.subscribed', { email: actionData.email })}
        {askToSignIn && (
          <>
            {t('info_pages.newsletter.sign_in_first')}
            <span className={styles.links}>
              <Link to={`${path('signIn', {})}${back}`}>{t('info_pages.newsletter.sign_in')}</Link>
              <Link to={`${path('signUp', {})}${back}`}>{t('info_pages.newsletter.sign_up')}</Link>
            </span>
          </>
        )}
      </div>
      <p role="alert" className={styles.prose}>
        {actionData?.outcome === 'failed' ? t('info_pages.newsletter.failed') : ''}
      </p>
      {actionData?.outcome !== 'subscribed' && (
        <Form method="post" className={styles.form}>
          <button type="submit" className={buttons.primary} aria-disabled={busy}>
            {t('info_pages.newsletter.subscribe')}
          </button>
        </Form>
      )}
    </main>
  );
}
