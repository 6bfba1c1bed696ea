import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from '#contract/zod';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { marketPriceFormatter } from '../components/price/format-price';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import club from '../features/user-panel/ClubSections.module.css';
import { marketDate } from '../features/user-panel/market-date';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/manage-plan';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The plan as the page shows it: dates in the market's language, the price in its currency. */
const planView = async ({ url, request, context }: Route.LoaderArgs | Route.ActionArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadManagePlan).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const plan = result.value;
  switch (plan.kind) {
    case 'member':
      return {
        kind: plan.kind,
        renewsOn: marketDate(locale, plan.clubUntil),
        price: marketPriceFormatter(locale)(plan.price, plan.currency),
        reasons: plan.reasons,
      } as const;
    case 'cancelled':
      return { kind: plan.kind, until: marketDate(locale, plan.clubUntil) } as const;
    default:
      return plan;
  }
};

export const loader = async (args: Route.LoaderArgs) => data(await planView(args), { headers: PRIVATE_PAGE_HEADERS });

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

const cancelForm = z.object({
  intent: z.enum(['review', 'cancel']),
  reason: z.string().max(64).default(''),
});

/**
 * Issue 21 cancelling the club, on the server so that it works without JavaScript: first the reason is picked and
 * the consequence shown, then the listener confirms.
 */
export const action = async (args: Route.ActionArgs) => {
  const { url, request, context } = args;
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const form = cancelForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ outcome: 'no-reason' } as const, { status: 422 });
  const { intent, reason } = form.data;
  const plan = await planView(args);
  if (plan.kind !== 'member') return data({ outcome: 'failed', code: 'CLUB.NOT_A_MEMBER' } as const, { status: 409 });
  const chosen = plan.reasons.find((r) => r.id === reason);
  if (!chosen) return data({ outcome: 'no-reason' } as const, { status: 422 });
  if (intent === 'review') return { outcome: 'review', reason: chosen } as const;
  const cancelled = await context.container.get(TOKENS.CancelClub).execute({ locale, reasonId: reason });
  if (cancelled.ok) return { outcome: 'cancelled', until: marketDate(locale, cancelled.value.clubUntil) } as const;
  const { code } = cancelled.error;
  if (code === 'AUTH.NOT_SIGNED_IN' || code === 'API.MAINTENANCE')
    return failPrivatePage(cancelled.error, url, locale, context.brand);
  if (code === 'CLUB.UNKNOWN_REASON') return data({ outcome: 'no-reason' } as const, { status: 422 });
  return data({ outcome: 'failed', code } as const, { status: code === 'CLUB.NOT_A_MEMBER' ? 409 : 503 });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_managePlan.title'),
    (t) => t('pages.userPanel_managePlan.lead'),
  );

/** Spec §1 club, issue 21 `/user-panel/manage-plan`: the membership, its price and renewal, and cancelling it. */
export default function ManagePlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const reasonErrorId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const outcome = actionData?.outcome ?? null;

  useEffect(() => {
    // Focus follows the answer: the reasons when none was picked, else what the step shows next.
    if (outcome === 'no-reason') firstReason.current?.focus();
    else if (outcome === 'review') confirmation.current?.focus();
    else if (outcome === 'cancelled') status.current?.focus();
  }, [actionData, outcome]);

  const joinLink = (
    <Link to={path('joinClub', {})} className={buttons.primary}>
      {t('user_panel.plan.join')}
    </Link>
  );

  const body = () => {
    if (actionData?.outcome === 'cancelled' || loaderData.kind === 'cancelled') {
      const until =
        actionData?.outcome === 'cancelled'
          ? actionData.until
          : loaderData.kind === 'cancelled'
            ? loaderData.until
            : '';
      return (
        <p role="status" tabIndex={-1} ref={status} className={club.confirm}>
          {t('user_panel.plan.cancelled', { date: until })}
        </p>
      );
    }
    switch (loaderData.kind) {
      case 'no-club':
        return <p className={styles.summary}>{t('user_panel.plan.no_club')}</p>;
      case 'not-member':
        return (
          <>
            <p className={styles.summary}>{t('user_panel.plan.not_member')}</p>
            <p>{joinLink}</p>
          </>
        );
      case 'shared':
        return <p className={styles.summary}>{t('user_panel.plan.shared', { owner: loaderData.ownerEmail })}</p>;
      case 'member':
        return (
          <>
            <h2>{t('user_panel.plan.plan_heading')}</h2>
            <dl className={styles.summary}>
              <dt>{t('user_panel.plan.plan')}</dt>
              <dd className={styles.total}>{t('user_panel.plan.plan_name')}</dd>
              <dt>{t('user_panel.plan.price')}</dt>
              <dd className={styles.total}>{t('user_panel.plan.price_value', { price: loaderData.price })}</dd>
              <dt>{t('user_panel.plan.renews')}</dt>
              <dd className={styles.total}>{loaderData.renewsOn}</dd>
            </dl>
            {actionData?.outcome === 'failed' && (
              <p role="alert" className={styles.warning}>
                {actionData.code === 'CLUB.NOT_A_MEMBER'
                  ? t('user_panel.plan.not_a_member')
                  : t('common.generic_error.message')}
              </p>
            )}
            {actionData?.outcome === 'review' ? (
              <section aria-labelledby="confirm-cancel" tabIndex={-1} ref={confirmation} className={club.confirm}>
                <h2 id="confirm-cancel">{t('user_panel.plan.confirm_heading')}</h2>
                <p>{t('user_panel.plan.confirm_text', { date: loaderData.renewsOn })}</p>
                <p>{t('user_panel.plan.your_reason', { reason: actionData.reason.label })}</p>
                <Form method="post" className={club.actions}>
                  <input type="hidden" name="reason" value={actionData.reason.id} />
                  <button type="submit" name="intent" value="cancel" className={buttons.primary} aria-disabled={busy}>
                    {t('user_panel.plan.confirm')}
                  </button>
                  <Link to={path('userPanel_managePlan', {})}>{t('user_panel.plan.keep')}</Link>
                </Form>
              </section>
            ) : (
              <section aria-labelledby="cancel-club">
                <h2 id="cancel-club">{t('user_panel.plan.cancel_heading')}</h2>
                <p>{t('user_panel.plan.cancel_intro')}</p>
                <Form method="post">
                  <fieldset
                    className={club.reasons}
                    aria-invalid={outcome === 'no-reason' ? true : undefined}
                    aria-describedby={outcome === 'no-reason' ? reasonErrorId : undefined}
                  >
                    <legend>{t('user_panel.plan.reason_legend')}</legend>
                    {loaderData.reasons.map((reason, index) => (
                      <label key={reason.id} className={club.reason}>
                        <input
                          ref={index === 0 ? firstReason : undefined}
                          type="radio"
                          name="reason"
                          value={reason.id}
                          required
                        />
                        {reason.label}
                      </label>
                    ))}
                    {outcome === 'no-reason' && (
                      <p id={reasonErrorId} role="alert" className={styles.warning}>
                        {t('user_panel.plan.reason_missing')}
                      </p>
                    )}
                  </fieldset>
                  <button type="submit" name="intent" value="review" className={buttons.secondary} aria-disabled={busy}>
                    {t('user_panel.plan.continue')}
                  </button>
                </Form>
              </section>
            )}
          </>
        );
    }
  };

  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_managePlan.title')}</h1>
      <PanelNav />
      {body()}
    </main>
  );
}
