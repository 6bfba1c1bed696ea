import { createLogger, type Logger } from '#server/logging/logger';

/** A logger that keeps every line it writes, parsed, so a test can look for an event and its fields. */
export const recordingLogger = (): Logger & { readonly lines: Record<string, unknown>[] } => {
  const lines: Record<string, unknown>[] = [];
  return { ...createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)), lines };
};

/** The lines of one event. */
export const eventsOf = (logger: { readonly lines: readonly Record<string, unknown>[] }, event: string) =>
  logger.lines.filter((line) => line.event === event);
