import { z } from 'zod';
import { LOCALES } from '#domain/market/locale';
import type { CatalogueChange } from '../search/indexing/catalogue-changes.port';

/** The primary asks a worker to stop taking connections, finish its requests and exit. */
export const STOP_MESSAGE = { kind: 'audiora.stop' } as const;

const stopMessage = z.object({ kind: z.literal(STOP_MESSAGE.kind) });

/**
 * A worker has closed its server and is ready to exit. Node's primary may have handed it a connection before learning
 * of the close; such a connection is lost with the process unless the worker is alive to hand it back. The primary's
 * answer travels behind any such connection, so the worker exits only once it has handed them all back.
 */
export const LEAVING_MESSAGE = { kind: 'audiora.leaving' } as const;

/** The primary's answer to a leaving worker: nothing more is on its way to it. */
export const RELEASE_MESSAGE = { kind: 'audiora.release' } as const;

const leavingMessage = z.object({ kind: z.literal(LEAVING_MESSAGE.kind) });
const releaseMessage = z.object({ kind: z.literal(RELEASE_MESSAGE.kind) });

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

export const isLeavingMessage = (message: unknown): boolean => leavingMessage.safeParse(message).success;

export const isReleaseMessage = (message: unknown): boolean => releaseMessage.safeParse(message).success;

/** A process's message channel to the other end: the primary as a worker sees it. */
export interface ProcessChannel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** False once the other end is gone. */
  connected(): boolean;
}

/** This worker's channel to its primary; a message sent once the primary is gone is dropped. */
export const primaryChannel = (): ProcessChannel => ({
  send: (message) => process.send?.(message, undefined, {}, () => undefined),
  onMessage: (listener) => process.on('message', listener),
  connected: () => process.connected,
});
