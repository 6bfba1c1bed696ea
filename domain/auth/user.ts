import type { Brand } from '../shared/brand';

export type UserId = Brand<string, 'UserId'>;

/** Spec §3: the account's playback limit; its fields are not given by the spec, so it is carried as received. */
export type PlaybackLimit = Readonly<Record<string, unknown>>;

/** Spec §3 User, server form (GET /me): snake_case fields and the embedded playback limit. */
export interface ServerUser {
  readonly id: string;
  readonly email: string;
  readonly has_club: boolean;
  readonly marketing_consent: boolean;
  readonly newsletter: boolean;
  readonly created_at: string;
  readonly tracking_id: string | null;
  readonly is_alpha_tester?: boolean;
  readonly _embedded?: { readonly 'app:playback-limit'?: readonly PlaybackLimit[] };
}

/** Spec §3 User, client form. */
export interface User {
  readonly id: UserId;
  readonly email: string;
  readonly isClubMember: boolean;
  readonly hasMarketingConsent: boolean;
  readonly newsletter: boolean;
  readonly trackingId: string | null;
  /** ISO-8601 timestamp as the server sent it. */
  readonly createdAt: string;
  /** The first embedded playback limit, or null when none is embedded. */
  readonly playbackLimit: PlaybackLimit | null;
  /** Spec §6: present, and true, only for an account that sees features before everyone. */
  readonly isAlphaTester?: true;
}

/**
 * Spec §3: the server user mapped to the client form (has_club -> isClubMember, marketing_consent ->
 * hasMarketingConsent, tracking_id -> trackingId, created_at -> createdAt, embedded playback limit -> playbackLimit).
 */
export const toClientUser = (server: ServerUser): User => ({
  id: server.id as UserId,
  email: server.email,
  isClubMember: server.has_club,
  hasMarketingConsent: server.marketing_consent,
  newsletter: server.newsletter,
  trackingId: server.tracking_id,
  createdAt: server.created_at,
  playbackLimit: server._embedded?.['app:playback-limit']?.[0] ?? null,
  ...(server.is_alpha_tester === true && { isAlphaTester: true }),
});
