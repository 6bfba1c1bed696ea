import type { ProcessChannel } from '#server/cluster/cluster-messages';

/**
 * A worker's channel to a primary that the test plays: what the worker sent (also handed to `toPrimary`), and a way
 * to deliver to it.
 */
export const fakeProcessChannel = (toPrimary: (message: unknown) => void = () => undefined) => {
  const listeners: ((message: unknown) => void)[] = [];
  let connected = true;
  const sent: unknown[] = [];
  const channel: ProcessChannel = {
    send: (message) => {
      sent.push(message);
      toPrimary(structuredClone(message));
    },
    onMessage: (listener) => listeners.push(listener),
    connected: () => connected,
  };
  // Through a structured clone, as a message between processes travels.
  const deliver = (message: unknown) => {
    for (const listener of listeners) listener(structuredClone(message));
  };
  const disconnect = () => (connected = false);
  return { channel, sent, deliver, disconnect };
};
