import { z } from 'zod';
import { LOCALES } from '#domain/market/locale';
import type { CatalogueChange } from '../search/indexing/catalogue-changes.port';

/** The primary asks a worker to stop taking connections, finish its requests and exit. */
export const STOP_MESSAGE = { kind: 'audiora.stop' } as const;

const stopMessage = z.object({ kind: z.literal(STOP_MESSAGE.kind) });

/** A worker re-indexed products; the primary passes it on to every other worker. */
const catalogueChangedMessage = z.object({
  kind: z.literal('audiora.catalogue-changed'),
  locale: z.enum(LOCALES),
  productIds: z.array(z.string().min(1).max(200)).max(10_000),
});

export type CatalogueChangedMessage = z.infer<typeof catalogueChangedMessage>;

export const catalogueChangedMessageOf = (change: CatalogueChange): CatalogueChangedMessage => ({
  kind: 'audiora.catalogue-changed',
  locale: change.locale,
  productIds: [...change.productIds],
});

/** Messages arrive from another process: anything but the known shapes (Node's own cluster traffic too) is skipped. */
export const parseCatalogueChanged = (message: unknown): CatalogueChangedMessage | undefined =>
  catalogueChangedMessage.safeParse(message).data;

export const isStopMessage = (message: unknown): boolean => stopMessage.safeParse(message).success;

/** A process's message channel to the other end: the primary as a worker sees it. */
export interface ProcessChannel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** This worker's channel to its primary; a message sent once the primary is gone is dropped. */
export const primaryChannel = (): ProcessChannel => ({
  send: (message) => process.send?.(message, undefined, {}, () => undefined),
  onMessage: (listener) => process.on('message', listener),
});
