import { HTTPError, type KyInstance } from 'ky';
import type { ClubError, JoinClubError } from '#application/club/club.errors';
import type { CancellationReason, ClubGateway, ClubMembership, ClubOrder } from '#application/ports/club-gateway.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { accessSourcesSchema, antiCancellationReasonsSchema, clubCancelledSchema } from '#contract/club.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { apiErrorOf, decoded } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyClubGatewayDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE = { code: 'CLUB.UNAVAILABLE' } as const;

// api-contract CancelClub: 409 without a running period, 422 a reason not listed.
const failureOf = (error: unknown): ClubError => {
  const status = error instanceof HTTPError ? error.response.status : null;
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (status === 409) return { code: 'CLUB.NOT_A_MEMBER' };
  if (status === 422) return { code: 'CLUB.UNKNOWN_REASON' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

// api-contract JoinClub: 403 CLUB_NOT_AVAILABLE, 503 PAYMENT_UNAVAILABLE (told from maintenance by its code).
const joinFailureOf = async (error: unknown): Promise<JoinClubError> => {
  const code = (await apiErrorOf(error))?.code;
  if (code === 'CLUB_NOT_AVAILABLE') return { code: 'CLUB.NOT_IN_MARKET' };
  if (code === 'PAYMENT_UNAVAILABLE') return { code: 'CLUB.PAYMENT_UNAVAILABLE' };
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/** ClubGateway over `GET /me/access-sources`, `GET /me/anti-cancellation-reasons` and CancelClub and JoinClub, retried once after a refresh. */
export class KyClubGateway implements ClubGateway {
  readonly #deps: KyClubGatewayDeps;

  constructor(deps: KyClubGatewayDeps) {
    this.#deps = deps;
  }

  async membership(locale: Locale): Promise<Result<ClubMembership, ClubError>> {
    const body = await this.#attempt(() => this.#deps.http.get(`${locale}/v2/me/access-sources`).json<unknown>());
    if (!body.ok) return body;
    const parsed = accessSourcesSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    const { has_club: hasClub, club, family } = parsed.data;
    return ok({
      hasClub,
      active: club.active,
      clubUntil: club.club_until,
      renews: club.renews,
      cancelledAt: club.club_cancelled_at,
      familyRole: family.role,
      familyActive: family.active,
      familyOwnerEmail: family.owner_email,
    });
  }

  async cancellationReasons(locale: Locale): Promise<Result<readonly CancellationReason[], ClubError>> {
    const body = await this.#attempt(() =>
      this.#deps.http.get(`${locale}/v2/me/anti-cancellation-reasons`).json<unknown>(),
    );
    if (!body.ok) return body;
    const parsed = antiCancellationReasonsSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    return ok(parsed.data._embedded['app:anti-cancellation-reason'].map(({ id, label }) => ({ id, label })));
  }

  async cancel(locale: Locale, reasonId: string): Promise<Result<{ readonly clubUntil: string }, ClubError>> {
    const body = await this.#attempt(() =>
      this.#deps.http
        .post(`${locale}/v2/commands`, { json: { name: 'CancelClub', reason_id: reasonId } })
        .json<unknown>(),
    );
    if (!body.ok) return body;
    const parsed = clubCancelledSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    return ok({ clubUntil: parsed.data.club_until });
  }

  async join(locale: Locale): Promise<Result<ClubOrder, JoinClubError>> {
    try {
      const body = await withSessionRefresh(
        () => this.#deps.http.post(`${locale}/v2/commands`, { json: { name: 'JoinClub' } }).json<unknown>(),
        this.#deps.refreshSession,
      );
      return decoded(
        checkoutStartedSchema,
        body,
        (wire) => ({ orderId: wire.order_id, paymentUrl: wire.payment_url }),
        UNAVAILABLE,
      );
    } catch (error) {
      return err(await joinFailureOf(error));
    }
  }

  async #attempt(call: () => Promise<unknown>): Promise<Result<unknown, ClubError>> {
    try {
      return ok(await withSessionRefresh(call, this.#deps.refreshSession));
    } catch (error) {
      return err(failureOf(error));
    }
  }
}
