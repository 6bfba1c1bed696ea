import { FAMILY_INVITATIONS_PER_DAY } from '#domain/club/family-sharing';
import type { Market } from '#domain/market/market';
import { pathFor } from '#domain/routing/path-for';
import { err, ok, type Result } from '#domain/shared/result';
import { normalizeEmail } from '../../accounts/email-address';
import { newToken, tokenHash } from '../../accounts/session/token';
import type { AttemptLimit, AttemptLimiter } from '../../accounts/throttle/attempt-limiter.port';
import type { Logger } from '../../logging/logger';
import type { MailSender } from '../../mail/mail-sender.port';
import { type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { CommerceError } from '../commerce.errors';
import { familyInvitationMail } from './family-invitation-mail';
import type { FamilyRepository } from './family-repository.port';
import { MAX_FAMILY_MEMBERS } from './max-family-members';

/** Each invitation mail goes to an address the owner chose: 10 a day per owner keeps the store from being a mail cannon. */
export const FAMILY_INVITATION_LIMIT: AttemptLimit = {
  limit: FAMILY_INVITATIONS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
};

/** The query parameter of the family-sharing page that carries the invitation link's token to the accept command. */
export const INVITATION_LINK_PARAMETER = 'invitation';

export interface InviteFamilyMemberDeps {
  /** Invitation mails per owner, under FAMILY_INVITATION_LIMIT. */
  readonly invitations: AttemptLimiter;
  readonly unitOfWork: UnitOfWork<{ readonly families: FamilyRepository }>;
  readonly mail: MailSender;
  readonly logger: Logger;
  readonly now: () => Date;
  /** The brand name, in the mail and the user panel's path. */
  readonly product: string;
}

export interface InviteFamilyMemberInput {
  readonly ownerId: string;
  /** The address as typed. */
  readonly email: string;
  readonly market: Market;
  /** Where the mail's link points: the store's public origin, never one a request's `Host` made up. */
  readonly origin: string;
}

/** An invitation as inviting left it: `created` is false when the address already had an open one. */
export interface FamilyInvitation {
  readonly id: string;
  readonly created: boolean;
  /** The invited address as stored (trimmed, lower case), and the owner's. */
  readonly email: string;
  readonly ownerEmail: string;
}

/** What inviting wrote, and the link's secret when a mail is to carry it (only its hash is stored). */
interface Invited {
  readonly invitation: FamilyInvitation;
  readonly token: string | null;
}

const isRunning = (until: string | null, now: Date): boolean =>
  until !== null && new Date(until).getTime() > now.getTime();

/**
 * Invites an e-mail address into the owner's family and mails it the invitation in the market's language. Only in a
 * market with sharing (SHARING_NOT_AVAILABLE) and the club (CLUB_NOT_AVAILABLE), only by a member with a running paid
 * period of their own (CLUB_REQUIRED), never oneself (CANNOT_INVITE_SELF) nor by a member of another family or an
 * address already in the family (ALREADY_IN_FAMILY), at most MAX_FAMILY_MEMBERS seats (FAMILY_FULL). The mail
 * carries the single-use link that alone accepts the invitation (its secret is stored hashed). Inviting the same
 * address again answers the open invitation and mails nothing, unless it was written before links were mailed: it
 * then gets its link by mail. Only mails count towards the owner's daily limit (TOO_MANY_ATTEMPTS).
 */
export class InviteFamilyMember {
  readonly #deps: InviteFamilyMemberDeps;

  constructor(deps: InviteFamilyMemberDeps) {
    this.#deps = deps;
  }

  async execute(input: InviteFamilyMemberInput): Promise<Result<FamilyInvitation, CommerceError | SharedError>> {
    const { market, ownerId } = input;
    if (!market.features.sharing) return err({ code: 'SHARING_NOT_AVAILABLE' });
    if (!market.features.club) return err({ code: 'CLUB_NOT_AVAILABLE' });
    const email = normalizeEmail(input.email);
    const now = this.#deps.now();
    const wait = await this.#deps.invitations.retryAfterSeconds(ownerId, now);
    if (wait > 0) return err(tooManyAttempts(wait));
    const token = newToken();
    const invited = await this.#deps.unitOfWork.run(async ({ families }): Promise<Result<Invited, CommerceError>> => {
      await families.holdFamily(ownerId);
      const owner = await families.account(ownerId);
      if (!isRunning(owner.clubUntil, now)) return err({ code: 'CLUB_REQUIRED' });
      if (owner.email === email) return err({ code: 'CANNOT_INVITE_SELF' });
      if (await families.isMember(ownerId)) return err({ code: 'ALREADY_IN_FAMILY' });
      const seat = await families.seatOf(ownerId, email);
      if (seat?.status === 'accepted') return err({ code: 'ALREADY_IN_FAMILY' });
      if (seat) {
        const invitation = { id: seat.id, created: false, email, ownerEmail: owner.email };
        if (seat.linked) return ok({ invitation, token: null });
        await families.linkInvitation(seat.id, tokenHash(token));
        return ok({ invitation, token });
      }
      if ((await families.seatsTaken(ownerId)) >= MAX_FAMILY_MEMBERS)
        return err({ code: 'FAMILY_FULL', limit: MAX_FAMILY_MEMBERS });
      const id = await families.invite(ownerId, email, tokenHash(token), now);
      return ok({ invitation: { id, created: true, email, ownerEmail: owner.email }, token });
    });
    if (!invited.ok) return invited;
    if (invited.value.token !== null) {
      await this.#deps.invitations.record(ownerId, now);
      await this.#mail(invited.value.invitation, invited.value.token, input);
    }
    return ok(invited.value.invitation);
  }

  async #mail(invitation: FamilyInvitation, token: string, input: InviteFamilyMemberInput): Promise<void> {
    const { mail, logger, product } = this.#deps;
    const { locale } = input.market;
    const page = `${input.origin}${pathFor('userPanel_familySharing', {}, locale, { product })}`;
    const link = `${page}?${INVITATION_LINK_PARAMETER}=${token}`;
    try {
      await mail.send(
        familyInvitationMail({ to: invitation.email, ownerEmail: invitation.ownerEmail, locale, link, product }),
      );
    } catch (error) {
      // The invitation stands and holds its seat; the owner withdraws it and invites again (no address logged).
      const failure = error instanceof Error ? error.name : 'unknown';
      logger.error('Family invitation mail failed', { invitationId: invitation.id, error: failure });
    }
  }
}
