import type { Logger } from '../logging/logger';

/** The security events of the licence endpoint. */
export type LicenseEvent = 'security.license.granted' | 'security.license.refused';

/** What a licence line carries: who, from where, for which title and key ids, and why not; never a key. */
export interface LicenseLogFields {
  readonly user_id: string;
  readonly device_id: string;
  readonly ip: string;
  readonly audiobook_id: string;
  /** The key ids asked for, as UUIDs where they parse (key ids are public: every manifest carries them). */
  readonly key_ids?: readonly string[];
  /** The refusal's code (`NOT_ENTITLED`, `UNKNOWN_KEY_ID`, …). */
  readonly code?: string;
}

/** Writes one licence line in the security log's shape; refusals are warnings so they stand out. */
export const logLicenseEvent = (logger: Logger, event: LicenseEvent, fields: LicenseLogFields): void => {
  logger[event === 'security.license.refused' ? 'warn' : 'info'](event, { event, ...fields });
};
