import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { FamilyError } from '#application/family/family.errors';
import { FAMILY_INVITATIONS_PER_DAY } from '#domain/club/family-sharing';
import type { Locale } from '#domain/market/locale';
import { z } from '#contract/zod';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import fields from '../features/auth/AuthForm.module.css';
import club from '../features/user-panel/ClubSections.module.css';
import { marketDate } from '../features/user-panel/market-date';
import { PanelNav } from '../features/user-panel/PanelNav';
import styles from '../features/user-panel/UserPanel.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/family-sharing';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query parameter of the invitation mail's link (the server's INVITATION_LINK_PARAMETER). */
const INVITATION_PARAM = 'invitation';

type Refusal = Exclude<FamilyError['code'], 'AUTH.NOT_SIGNED_IN' | 'API.MAINTENANCE'>;

const REFUSALS = {
  'FAMILY.UNAVAILABLE': 'common.generic_error.message',
  'FAMILY.INVALID_EMAIL': 'user_panel.family.errors.invalid_email',
  'FAMILY.FULL': 'user_panel.family.errors.full',
  'FAMILY.ALREADY_IN_FAMILY': 'user_panel.family.errors.already_in_family',
  'FAMILY.CANNOT_INVITE_SELF': 'user_panel.family.errors.cannot_invite_self',
  'FAMILY.CLUB_REQUIRED': 'user_panel.family.errors.club_required',
  'FAMILY.SHARING_NOT_AVAILABLE': 'user_panel.family.off_market',
  'FAMILY.TOO_MANY_INVITATIONS': 'user_panel.family.errors.daily_limit',
  'FAMILY.NOT_FOUND': 'user_panel.family.errors.not_found',
  'FAMILY.INVITATION_CLOSED': 'user_panel.family.errors.invitation_closed',
  'FAMILY.INVITATION_FOR_ANOTHER_ADDRESS': 'user_panel.family.errors.another_address',
} as const satisfies Record<Refusal, TranslationKey>;

const sharingView = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale: Locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadFamilySharing).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  const sharing = result.value;
  const invitationToken = url.searchParams.get(INVITATION_PARAM);
  switch (sharing.kind) {
    case 'off-in-market':
      return { ...sharing, invitationToken: null };
    case 'member':
      return {
        kind: sharing.kind,
        ownerEmail: sharing.ownerEmail,
        since: marketDate(locale, sharing.joinedAt),
        invitationToken: null,
      };
    case 'owner':
      return {
        kind: sharing.kind,
        canInvite: sharing.canInvite,
        maxMembers: sharing.maxMembers,
        members: sharing.members.map((m) => ({
          userId: m.userId,
          email: m.email,
          joined: marketDate(locale, m.joinedAt),
        })),
        invitations: sharing.invitations.map((i) => ({
          id: i.id,
          email: i.email,
          invited: marketDate(locale, i.invitedAt),
        })),
        invitationToken,
      };
    case 'club-required':
      return {
        kind: sharing.kind,
        received: sharing.received.map((i) => ({
          id: i.id,
          ownerEmail: i.ownerEmail,
          invited: marketDate(locale, i.invitedAt),
        })),
        invitationToken,
      };
  }
};

export const loader = async (args: Route.LoaderArgs) =>
  data(await sharingView(args), { headers: PRIVATE_PAGE_HEADERS });

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

const email = z.string().max(320);
const id = z.uuid();
const familyForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email }),
  z.object({ intent: z.literal('cancel-invitation'), invitation_id: id, email }),
  z.object({ intent: z.literal('review-remove'), user_id: id, email }),
  z.object({ intent: z.literal('remove'), user_id: id, email }),
  z.object({ intent: z.literal('accept'), token: z.string().max(64) }),
  // A member leaving names the owner whose family they leave, only to say so.
  z.object({ intent: z.literal('review-leave'), email }),
  z.object({ intent: z.literal('leave'), email }),
]);

/** Issue 21 family sharing's commands on the server, so that they work without JavaScript. */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const form = familyForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ intent: 'invalid', error: 'FAMILY.UNAVAILABLE' } as const, { status: 400 });
  const input = form.data;
  const { container } = context;
  if (input.intent === 'review-remove')
    return { intent: input.intent, userId: input.user_id, email: input.email } as const;
  if (input.intent === 'review-leave') return { intent: input.intent, email: input.email } as const;
  const sent = await (() => {
    switch (input.intent) {
      case 'invite':
        return container.get(TOKENS.InviteFamilyMember).execute({ locale, email: input.email });
      case 'cancel-invitation':
        return container.get(TOKENS.CancelFamilyInvitation).execute({ locale, invitationId: input.invitation_id });
      case 'remove':
        return container.get(TOKENS.RemoveFamilyMember).execute({ locale, userId: input.user_id });
      case 'accept':
        return container.get(TOKENS.AcceptFamilyInvitation).execute({ locale, token: input.token });
      case 'leave':
        return container.get(TOKENS.LeaveFamily).execute({ locale });
    }
  })();
  const named = input.intent === 'accept' ? '' : input.email.trim();
  if (sent.ok) return { intent: input.intent, done: true, email: named } as const;
  const { code } = sent.error;
  if (code === 'AUTH.NOT_SIGNED_IN' || code === 'API.MAINTENANCE')
    return failPrivatePage(sent.error, url, locale, context.brand);
  const status = code === 'FAMILY.INVALID_EMAIL' ? 422 : code === 'FAMILY.UNAVAILABLE' ? 503 : 409;
  return data({ intent: input.intent, error: code, email: named } as const, { status });
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.userPanel_familySharing.title'),
    (t) => t('pages.userPanel_familySharing.lead'),
  );

const DONE = {
  invite: 'user_panel.family.invited_sent',
  'cancel-invitation': 'user_panel.family.invitation_cancelled',
  remove: 'user_panel.family.removed',
  accept: 'user_panel.family.accepted',
  leave: 'user_panel.family.left',
} as const satisfies Record<string, TranslationKey>;

/** Spec §1 sharing, issue 21 `/user-panel/family-sharing`: the family's members and invitations, and joining one. */
export default function FamilySharingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const busy = useNavigation().state === 'submitting';
  const emailId = useId();
  const emailHintId = `${emailId}-hint`;
  const emailErrorId = `${emailId}-error`;
  const emailField = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLElement>(null);

  const inviteError = actionData?.intent === 'invite' && 'error' in actionData ? actionData.error : null;
  const otherError = actionData && actionData.intent !== 'invite' && 'error' in actionData ? actionData.error : null;
  const done = actionData && 'done' in actionData ? actionData : null;
  const reviewing = actionData?.intent === 'review-remove' ? actionData : null;
  const leaving = actionData?.intent === 'review-leave';

  useEffect(() => {
    // Focus follows the answer: the field it faults, the confirmation it asks for, or what it tells.
    if (inviteError) emailField.current?.focus();
    else if (reviewing || leaving) confirmation.current?.focus();
    else if (actionData) notice.current?.focus();
  }, [actionData, inviteError, reviewing, leaving]);

  const refusal = (code: Refusal, intent: string) =>
    code === 'FAMILY.NOT_FOUND' && intent === 'accept'
      ? t('user_panel.family.errors.link_unknown')
      : t(REFUSALS[code], {
          count: loaderData.kind === 'owner' ? loaderData.maxMembers : 0,
          daily: FAMILY_INVITATIONS_PER_DAY,
        });

  const joinLink = (
    <Link to={path('joinClub', {})} className={buttons.primary}>
      {t('user_panel.family.join')}
    </Link>
  );

  const acceptPanel = loaderData.invitationToken !== null && (
    <section aria-labelledby="accept-invitation" className={club.confirm}>
      <h2 id="accept-invitation">{t('user_panel.family.accept_heading')}</h2>
      <p>{t('user_panel.family.accept_text')}</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.invitationToken} />
        <button type="submit" name="intent" value="accept" className={buttons.primary} aria-disabled={busy}>
          {t('user_panel.family.accept')}
        </button>
      </Form>
    </section>
  );

  const ownerSections = () => {
    if (loaderData.kind !== 'owner') return null;
    const { members, invitations, maxMembers, canInvite } = loaderData;
    return (
      <>
        {reviewing && (
          <section aria-labelledby="confirm-remove" tabIndex={-1} ref={confirmation} className={club.confirm}>
            <h2 id="confirm-remove">{t('user_panel.family.confirm_remove_heading')}</h2>
            <p>{t('user_panel.family.confirm_remove', { email: reviewing.email })}</p>
            <Form method="post" className={club.actions}>
              <input type="hidden" name="user_id" value={reviewing.userId} />
              <input type="hidden" name="email" value={reviewing.email} />
              <button type="submit" name="intent" value="remove" className={buttons.primary} aria-disabled={busy}>
                {t('user_panel.family.remove_confirm')}
              </button>
              <Link to={path('userPanel_familySharing', {})}>{t('user_panel.family.keep')}</Link>
            </Form>
          </section>
        )}
        <section aria-labelledby="family-members">
          <h2 id="family-members">
            {t('user_panel.family.members_heading', { count: members.length, max: maxMembers })}
          </h2>
          {members.length === 0 ? (
            <p className={club.muted}>{t('user_panel.family.no_members')}</p>
          ) : (
            <ul className={club.list}>
              {members.map((member) => (
                <li key={member.userId} className={club.item}>
                  <span>
                    {member.email}{' '}
                    <span className={club.muted}>{t('user_panel.family.joined', { date: member.joined })}</span>
                  </span>
                  <Form method="post" className={club.inline}>
                    <input type="hidden" name="user_id" value={member.userId} />
                    <input type="hidden" name="email" value={member.email} />
                    <button type="submit" name="intent" value="review-remove" className={buttons.secondary}>
                      {t('user_panel.family.remove', { email: member.email })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="family-invitations">
          <h2 id="family-invitations">{t('user_panel.family.invitations_heading')}</h2>
          {invitations.length === 0 ? (
            <p className={club.muted}>{t('user_panel.family.no_invitations')}</p>
          ) : (
            <ul className={club.list}>
              {invitations.map((invitation) => (
                <li key={invitation.id} className={club.item}>
                  <span>
                    {invitation.email}{' '}
                    <span className={club.muted}>{t('user_panel.family.invited', { date: invitation.invited })}</span>
                  </span>
                  <Form method="post" className={club.inline}>
                    <input type="hidden" name="invitation_id" value={invitation.id} />
                    <input type="hidden" name="email" value={invitation.email} />
                    <button
                      type="submit"
                      name="intent"
                      value="cancel-invitation"
                      className={buttons.secondary}
                      aria-disabled={busy}
                    >
                      {t('user_panel.family.cancel_invitation', { email: invitation.email })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="family-invite">
          <h2 id="family-invite">{t('user_panel.family.invite_heading')}</h2>
          {canInvite ? (
            <Form method="post" className={fields.form} key={done?.intent === 'invite' ? done.email : 'invite'}>
              <div className={fields.field}>
                <label className={fields.label} htmlFor={emailId}>
                  {t('user_panel.family.email')}
                </label>
                <input
                  ref={emailField}
                  id={emailId}
                  name="email"
                  type="email"
                  autoComplete="off"
                  required
                  className={fields.input}
                  defaultValue={inviteError && actionData && 'email' in actionData ? actionData.email : ''}
                  aria-invalid={inviteError ? true : undefined}
                  aria-describedby={inviteError ? `${emailHintId} ${emailErrorId}` : emailHintId}
                />
                <p id={emailHintId} className={fields.hint}>
                  {t('user_panel.family.invite_hint', { count: maxMembers, daily: FAMILY_INVITATIONS_PER_DAY })}
                </p>
                {inviteError && (
                  <p id={emailErrorId} role="alert" className={fields.error}>
                    {refusal(inviteError, 'invite')}
                  </p>
                )}
              </div>
              <button type="submit" name="intent" value="invite" className={buttons.primary} aria-disabled={busy}>
                {t('user_panel.family.invite')}
              </button>
            </Form>
          ) : (
            <p className={styles.summary}>{t('user_panel.family.invite_needs_club')}</p>
          )}
        </section>
      </>
    );
  };

  const body = () => {
    switch (loaderData.kind) {
      case 'off-in-market':
        return <p className={styles.summary}>{t('user_panel.family.off_market')}</p>;
      case 'member':
        return (
          <>
            <p className={styles.summary}>
              {t('user_panel.family.member', { owner: loaderData.ownerEmail, date: loaderData.since })}
            </p>
            {leaving ? (
              <section aria-labelledby="confirm-leave" tabIndex={-1} ref={confirmation} className={club.confirm}>
                <h2 id="confirm-leave">{t('user_panel.family.confirm_leave_heading')}</h2>
                <p>{t('user_panel.family.confirm_leave', { owner: loaderData.ownerEmail })}</p>
                <Form method="post" className={club.actions}>
                  <input type="hidden" name="email" value={loaderData.ownerEmail} />
                  <button type="submit" name="intent" value="leave" className={buttons.primary} aria-disabled={busy}>
                    {t('user_panel.family.leave_confirm')}
                  </button>
                  <Link to={path('userPanel_familySharing', {})}>{t('user_panel.family.stay')}</Link>
                </Form>
              </section>
            ) : (
              <Form method="post">
                <input type="hidden" name="email" value={loaderData.ownerEmail} />
                <button type="submit" name="intent" value="review-leave" className={buttons.secondary}>
                  {t('user_panel.family.leave')}
                </button>
              </Form>
            )}
          </>
        );
      case 'owner':
        return ownerSections();
      case 'club-required':
        return (
          <>
            <p className={styles.summary}>{t('user_panel.family.club_required')}</p>
            <p>{joinLink}</p>
            {loaderData.received.length > 0 && (
              <section aria-labelledby="received-invitations">
                <h2 id="received-invitations">{t('user_panel.family.received_heading')}</h2>
                <ul className={club.list}>
                  {loaderData.received.map((invitation) => (
                    <li key={invitation.id} className={club.item}>
                      {t('user_panel.family.received', { owner: invitation.ownerEmail, date: invitation.invited })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
    }
  };

  return (
    <main className="page">
      <h1 className="page__title">{t('pages.userPanel_familySharing.title')}</h1>
      <PanelNav />
      {done && done.intent in DONE && (
        <p role="status" tabIndex={-1} ref={notice} className={club.confirm}>
          {t(DONE[done.intent as keyof typeof DONE], { email: done.email })}
        </p>
      )}
      {otherError && (
        <p role="alert" tabIndex={-1} ref={notice} className={styles.warning}>
          {refusal(otherError, actionData?.intent ?? '')}
        </p>
      )}
      {!(done?.intent === 'accept') && acceptPanel}
      {body()}
    </main>
  );
}
