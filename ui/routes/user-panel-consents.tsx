import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import forms from '../features/auth/AuthForm.module.css';
import { accountFailureKey } from '../features/user-panel/account-forms';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/user-panel-consents';
import { requireLocale } from './request-locale';

/** The two boxes, each posted as `on` when ticked. */
const CONSENT_BOXES = [
  { name: 'marketing', label: 'user_panel.consents.marketing', hint: 'user_panel.consents.marketing_hint' },
  { name: 'newsletter', label: 'user_panel.consents.newsletter', hint: 'user_panel.consents.newsletter_hint' },
] as const;

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const account = await context.container.get(TOKENS.LoadAccount).execute({ locale });
  if (!account.ok) return failPrivatePage(account.error, url, locale, context.brand);
  const consents = { marketing: account.value.hasMarketingConsent, newsletter: account.value.newsletter };
  return data({ consents }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** Issue 21 consents: both switches saved at once, as posted; an unticked box is not sent, so it means "no". */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = await request.formData();
  const consents = { marketing: form.get('marketing') === 'on', newsletter: form.get('newsletter') === 'on' };
  const saved = await context.container.get(TOKENS.SaveConsents).execute({ locale, consents });
  if (saved.ok) return data({ saved: true, key: null, user: saved.value } as const);
  if (saved.error.code === 'AUTH.NOT_SIGNED_IN' || saved.error.code === 'API.MAINTENANCE')
    return failPrivatePage(saved.error, url, locale, context.brand);
  return data({ saved: false, key: accountFailureKey(saved.error), user: null } as const, { status: 503 });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_consents.title'),
    (t) => t('pages.userPanel_consents.lead'),
  );

/** Issue 21 `/user-panel/consents`: marketing consent and the newsletter, each a box to tick, saved together. */
export default function ConsentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const authStore = useService(TOKENS.AuthStore);
  const status = useRef<HTMLParagraphElement>(null);
  const { consents } = loaderData;
  useEffect(() => {
    if (!actionData) return;
    status.current?.focus();
    // The account menu and the other tabs show the account as saved.
    if (actionData.user) void authStore.userUpdated(actionData.user);
  }, [actionData, authStore]);
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_consents.title')}</h1>
      <PanelNav />
      <p role="status" id="consents-status" tabIndex={-1} ref={status}>
        {actionData
          ? t(actionData.saved ? 'user_panel.consents.saved' : (actionData.key ?? 'common.generic_error.message'))
          : ''}
      </p>
      {/* The boxes start from the saved account each time, so a reload shows what the server has. */}
      <Form method="post" className={forms.form} key={`${consents.marketing}-${consents.newsletter}`}>
        <fieldset className={styles.section}>
          <legend>{t('user_panel.consents.legend')}</legend>
          {CONSENT_BOXES.map(({ name, label, hint }) => (
            <div key={name}>
              <div className={forms.check}>
                <input
                  type="checkbox"
                  id={`consent-${name}`}
                  name={name}
                  defaultChecked={consents[name]}
                  aria-describedby={`consent-${name}-hint`}
                />
                <label htmlFor={`consent-${name}`}>{t(label)}</label>
              </div>
              <p id={`consent-${name}-hint`} className={forms.hint}>
                {t(hint)}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit" className={buttons.primary} aria-disabled={busy}>
          {t('user_panel.consents.save')}
        </button>
      </Form>
    </main>
  );
}
