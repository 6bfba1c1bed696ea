import type { Kysely } from 'kysely';
import type { AppDeps } from './app';
import type { ServerConfig } from './config';
import type { DatabaseSchema } from './db/schema';
import type { Logger } from './logging/logger';
import type { SearchService } from './search/search-service';
import { databaseMaintenanceSwitch } from './settings/maintenance-setting';

/** The app's dependencies every server entry (production and development) takes from its configuration alike. */
export const configuredAppDeps = (
  config: ServerConfig,
  deps: { readonly db: Kysely<DatabaseSchema>; readonly logger: Logger; readonly search: SearchService },
): Pick<
  AppDeps,
  | 'config'
  | 'db'
  | 'logger'
  | 'maintenance'
  | 'search'
  | 'hostedSearch'
  | 'clientAddresses'
  | 'publicOrigin'
  | 'mediaBaseUrl'
  | 'errorReportingDsn'
  | 'recaptchaSiteKey'
> => ({
  config,
  ...deps,
  clientAddresses: config.clientAddresses,
  ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  ...(config.mediaBaseUrl ? { mediaBaseUrl: config.mediaBaseUrl } : {}),
  ...(config.errorReportingDsn ? { errorReportingDsn: config.errorReportingDsn } : {}),
  ...(config.recaptchaSiteKey ? { recaptchaSiteKey: config.recaptchaSiteKey } : {}),
  maintenance: databaseMaintenanceSwitch(deps.db, { configured: config.maintenanceMode }),
  ...(config.algolia
    ? { hostedSearch: { appId: config.algolia.appId, searchApiKey: config.algolia.searchApiKey } }
    : {}),
});
