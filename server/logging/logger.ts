export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured logs: one JSON object a line, so they can be searched and never mix with user-controlled text. */
export const createLogger = (
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
) => {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[at] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') } satisfies Logger;
};
