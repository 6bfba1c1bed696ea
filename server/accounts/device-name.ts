import { deviceNameOf, userAgentParts } from '#domain/auth/user-agent';

/** A short, readable name for a device from its user agent ("Firefox on Linux"), for the user panel's lists. */
export const deviceNameFrom = (userAgent: string): string => deviceNameOf(userAgentParts(userAgent));
