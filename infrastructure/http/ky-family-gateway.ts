import { HTTPError, type KyInstance } from 'ky';
import type { FamilyError } from '#application/family/family.errors';
import type { Family, FamilyGateway } from '#application/ports/family-gateway.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { acceptFamilyInvitationPayloadSchema, familySchema } from '#contract/family.schema';
import { apiErrorOf } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyFamilyGatewayDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: FamilyError = { code: 'FAMILY.UNAVAILABLE' };

/** The API's refusal codes of the family commands, as the storefront names them. */
const REFUSALS: Readonly<Record<string, FamilyError>> = {
  CLUB_REQUIRED: { code: 'FAMILY.CLUB_REQUIRED' },
  CLUB_NOT_AVAILABLE: { code: 'FAMILY.SHARING_NOT_AVAILABLE' },
  SHARING_NOT_AVAILABLE: { code: 'FAMILY.SHARING_NOT_AVAILABLE' },
  FAMILY_FULL: { code: 'FAMILY.FULL' },
  CANNOT_INVITE_SELF: { code: 'FAMILY.CANNOT_INVITE_SELF' },
  ALREADY_IN_FAMILY: { code: 'FAMILY.ALREADY_IN_FAMILY' },
  INVITATION_CLOSED: { code: 'FAMILY.INVITATION_CLOSED' },
  INVITATION_FOR_ANOTHER_ADDRESS: { code: 'FAMILY.INVITATION_FOR_ANOTHER_ADDRESS' },
};

// api-contract family commands: 403/409/410 carry a code, 404 no such invitation or member, 422 a refused address, 429 throttled.
const failureOf = async (error: unknown): Promise<FamilyError> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await apiErrorOf(error);
    const refusal = body ? REFUSALS[body.code] : undefined;
    if (refusal && status !== 503) return refusal;
    if (status === 404) return { code: 'FAMILY.NOT_FOUND' };
    if (status === 422) return { code: 'FAMILY.INVALID_EMAIL' };
    if (status === 429) return { code: 'FAMILY.TOO_MANY_INVITATIONS' };
  }
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/** FamilyGateway over `GET /me/family` and the family commands, retried once after a refresh. */
export class KyFamilyGateway implements FamilyGateway {
  readonly #deps: KyFamilyGatewayDeps;

  constructor(deps: KyFamilyGatewayDeps) {
    this.#deps = deps;
  }

  async family(locale: Locale): Promise<Result<Family, FamilyError>> {
    const body = await this.#attempt(() => this.#deps.http.get(`${locale}/v2/me/family`).json<unknown>());
    if (!body.ok) return body;
    const parsed = familySchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    const wire = parsed.data;
    return ok({
      maxMembers: wire.max_members,
      members: wire.members.map((m) => ({ userId: m.user_id, email: m.email, joinedAt: m.joined_at })),
      invitations: wire.invitations.map((i) => ({ id: i.id, email: i.email, invitedAt: i.invited_at })),
      received: wire.received_invitations.map((i) => ({
        id: i.id,
        ownerEmail: i.owner_email,
        invitedAt: i.invited_at,
      })),
      membership: wire.membership
        ? { ownerEmail: wire.membership.owner_email, joinedAt: wire.membership.joined_at }
        : null,
    });
  }

  invite(locale: Locale, email: string): Promise<Result<void, FamilyError>> {
    return this.#command(locale, { name: 'InviteFamilyMember', email });
  }

  async accept(locale: Locale, token: string): Promise<Result<void, FamilyError>> {
    // A token that cannot be one opens no invitation, without asking.
    if (!acceptFamilyInvitationPayloadSchema.safeParse({ token }).success) return err({ code: 'FAMILY.NOT_FOUND' });
    return this.#command(locale, { name: 'AcceptFamilyInvitation', token });
  }

  cancelInvitation(locale: Locale, invitationId: string): Promise<Result<void, FamilyError>> {
    return this.#command(locale, { name: 'CancelFamilyInvitation', invitation_id: invitationId });
  }

  removeMember(locale: Locale, userId: string): Promise<Result<void, FamilyError>> {
    return this.#command(locale, { name: 'RemoveFamilyMember', user_id: userId });
  }

  async #command(locale: Locale, json: Readonly<Record<string, unknown>>): Promise<Result<void, FamilyError>> {
    const sent = await this.#attempt(() => this.#deps.http.post(`${locale}/v2/commands`, { json }));
    return sent.ok ? ok(undefined) : sent;
  }

  async #attempt<T>(call: () => Promise<T>): Promise<Result<T, FamilyError>> {
    try {
      return ok(await withSessionRefresh(call, this.#deps.refreshSession));
    } catch (error) {
      return err(await failureOf(error));
    }
  }
}
