import type { Logger } from '../logging/logger';

/** A worker's log lines name its process, since every worker writes to the one stream the primary was given. */
export const namingProcess = (logger: Logger, pid: number): Logger => ({
  debug: (message, fields) => logger.debug(message, { ...fields, pid }),
  info: (message, fields) => logger.info(message, { ...fields, pid }),
  warn: (message, fields) => logger.warn(message, { ...fields, pid }),
  error: (message, fields) => logger.error(message, { ...fields, pid }),
});
