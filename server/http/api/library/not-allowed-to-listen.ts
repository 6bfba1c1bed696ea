import { apiErrorSchema } from '#contract/api-error.schema';

/** The documented 403 of everything that plays a title in full: playback, its stream and its licence. */
export const NOT_ALLOWED_TO_LISTEN_RESPONSE = {
  description:
    "NOT_ENTITLED: the audiobook is neither free, licensed to the viewer, nor in their club; DEVICE_NOT_ALLOWED: the session's device is beyond the account's 3 streaming devices",
  schema: apiErrorSchema,
};
