import { z } from '#contract/zod';

/** The privacy-settings cookie's name. */
export const COOKIE_CONSENT_COOKIE = 'privacy_consent';

/** The privacy-settings cookie's value: its version and one flag per optional purpose; anything else is not ours. */
export const cookieConsentSchema = z.object({
  v: z.literal(1),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

export type CookieConsentWire = z.infer<typeof cookieConsentSchema>;
