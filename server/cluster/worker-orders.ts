import type { StopCause } from '../start-server';
import { isReleaseMessage, isStopMessage, LEAVING_MESSAGE, type ProcessChannel } from './cluster-messages';

/** Where a process's signals come from (the process itself, or a test's emitter). */
export interface SignalSource {
  on(signal: 'SIGINT' | 'SIGHUP' | 'SIGTERM', listener: () => void): unknown;
}

/**
 * How a worker takes its orders: it stops when the primary asks, or on SIGTERM sent to it alone (the primary then
 * starts another). Ctrl-C and a terminal's hang-up reach every process of the group, so SIGINT and SIGHUP are left to
 * the primary, which stops or replaces the workers in order. Listening from the worker's first moment, it keeps an
 * order that arrives while the worker is still starting.
 */
export const followPrimary = (channel: ProcessChannel, signals: SignalSource) => {
  let stop: ((cause: StopCause) => void) | undefined;
  let pending: StopCause | undefined;
  let release: (() => void) | undefined;
  const order = (cause: StopCause) => {
    if (stop) stop(cause);
    else pending ??= cause;
  };
  signals.on('SIGINT', () => undefined);
  signals.on('SIGHUP', () => undefined);
  signals.on('SIGTERM', () => order({ signal: 'SIGTERM' }));
  channel.onMessage((message) => {
    if (isStopMessage(message)) order({ askedBy: 'primary' });
    else if (isReleaseMessage(message)) release?.();
  });
  return {
    /** The worker is serving: from now on an order stops it this way (at once, for one that came earlier). */
    stopWith: (graceful: (cause: StopCause) => void) => {
      stop = graceful;
      if (pending) graceful(pending);
    },
    /** Once the server is closed: settles when the primary has nothing more on its way to this worker. */
    leave: (): Promise<void> => {
      if (!channel.connected()) return Promise.resolve();
      const released = new Promise<void>((resolve) => (release = resolve));
      channel.send(LEAVING_MESSAGE);
      return released;
    },
  };
};
