import { data, Form, useNavigation } from 'react-router';
import { z } from '#contract/zod';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import styles from '../features/auth/AuthForm.module.css';
import { TextField } from '../features/auth/TextField';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/password-reset';
import { requireLocale } from './request-locale';

export const loader = ({ url }: Route.LoaderArgs) => {
  requireLocale(url);
  return null;
};

const requestForm = z.object({ email: z.string().max(254) });

const STATUS = { 'RESET.INVALID_EMAIL': 400, 'AUTH.TOO_MANY_ATTEMPTS': 429 } as const;

/**
 * Spec §2 `/password-reset`: the form posts here, with or without JavaScript, and the request runs on the server. The
 * page answers the same for an address with an account and one without, so it never tells which exist.
 */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = requestForm.safeParse({ email: (await request.formData()).get('email') ?? '' });
  const email = form.success ? form.data.email.trim() : '';
  const result = await context.container.get(TOKENS.RequestPasswordReset).execute({ locale, email });
  if (result.ok) return { outcome: 'sent', email } as const;
  const { code } = result.error;
  return data({ outcome: code, email } as const, {
    status: code in STATUS ? STATUS[code as keyof typeof STATUS] : 503,
  });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.passwordReset.title'),
    (t) => t('pages.passwordReset.lead'),
  );

/** The address to mail a reset link to; once sent, what happens next, the same whether or not an account has it. */
export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const outcome = actionData?.outcome;
  const problem =
    outcome === undefined || outcome === 'sent'
      ? ''
      : outcome === 'RESET.INVALID_EMAIL'
        ? t('sign_up.error.email.invalid')
        : outcome === 'AUTH.TOO_MANY_ATTEMPTS'
          ? t('auth.password_reset.throttled')
          : t('common.generic_error.message');
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.passwordReset.title')}</h1>
      <p className="page__lead">{t('pages.passwordReset.lead')}</p>
      <p role="status">{outcome === 'sent' ? t('auth.password_reset.sent', { email: actionData?.email ?? '' }) : ''}</p>
      {outcome !== 'sent' && (
        <Form method="post" className={styles.form}>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.password_reset.email')}
            error={problem || null}
          />
          <button type="submit" className={buttons.primary} aria-disabled={busy}>
            {t('auth.password_reset.submit')}
          </button>
        </Form>
      )}
    </main>
  );
}
