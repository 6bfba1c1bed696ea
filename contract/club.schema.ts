import { ACTIVATION_METHODS } from '#domain/club/activation-methods';
import { z } from './zod';

const timestamp = z.iso.datetime({ offset: true });

/** `GET /me/access-sources`: what gives the user access to titles in the market. */
export const accessSourcesSchema = z.object({
  /** True when the user hears club titles now, by their own period or a family's. */
  has_club: z.boolean(),
  club: z.object({
    /** Whether the market offers the club at all (spec §1). */
    available: z.boolean(),
    active: z.boolean(),
    club_until: timestamp.nullable(),
    /** False once cancelled: the period runs out and is not renewed. */
    renews: z.boolean(),
    club_cancelled_at: timestamp.nullable(),
  }),
  one_off_purchases: z.object({ count: z.int().nonnegative() }),
  family: z.object({
    role: z.enum(['owner', 'member']).nullable(),
    active: z.boolean(),
    owner_email: z.string().nullable(),
    members: z.int().nonnegative(),
  }),
});

/** `GET /me/activation-methods`: how the club can be activated in the market. */
export const activationMethodsSchema = z.object({
  _embedded: z.object({
    'app:activation-method': z.array(z.object({ id: z.enum(ACTIVATION_METHODS) })),
  }),
});

/** `GET /me/anti-cancellation-reasons`: the reasons to choose from when cancelling, in the market's language. */
export const antiCancellationReasonsSchema = z.object({
  _embedded: z.object({
    'app:anti-cancellation-reason': z.array(z.object({ id: z.string(), label: z.string() })),
  }),
});

/** `CancelClub`: one of the listed reason ids. */
export const cancelClubPayloadSchema = z.object({ reason_id: z.string().min(1).max(32) });

/** `CancelClub`'s answer: access runs until `club_until`. */
export const clubCancelledSchema = z.object({ club_until: timestamp, club_cancelled_at: timestamp });

export type AccessSourcesWire = z.infer<typeof accessSourcesSchema>;
