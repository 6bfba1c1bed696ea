import type { ClubPeriods } from '#domain/licensing/club-access';
import type { AccountDevice } from '#domain/licensing/streaming-devices';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { epochMs } from '#domain/shared/time';
import type { ClubPeriodsRepository } from '#server/accounts/club-periods.port';
import type { PlaybackLimit } from '#server/accounts/playback-limit';
import type { AccountDevices } from '#server/library/account-devices.port';
import type { AudiobookDownload, AudiobookDownloads } from '#server/library/audiobook-downloads.port';
import type { LibraryTitle, LibraryTitles } from '#server/library/library-titles.port';
import type { PlaybackLimits } from '#server/library/playback-limits.port';
import type { PlaybackProgressRecord, PlaybackRepository } from '#server/library/playback-repository.port';

/** A title of one catalogue, as a library fake keeps it. */
export interface StoredTitle extends LibraryTitle {
  readonly catalogId: string;
  readonly type: 'audiobook' | 'podcast';
}

let nextTitle = 0;

/** A title with defaults: a 10-minute audiobook on sale for 39,90, neither free nor in the club. */
export const aTitle = (catalogId: string, overrides: Partial<StoredTitle> = {}): StoredTitle => ({
  id: `title-${(nextTitle += 1)}`,
  catalogId,
  type: 'audiobook',
  name: 'Lalka',
  isFree: false,
  inClub: false,
  prices: { price: 3990 as MinorUnits, discountPrice: null, priceForSubscribers: null, lowestPrice: null },
  durationMs: 600_000,
  ...overrides,
});

/** The catalogues' titles and the one-off licenses held for them, in memory. */
export class InMemoryLibraryTitles implements LibraryTitles {
  readonly #titles = new Map<string, StoredTitle>();
  readonly #licenses = new Set<string>();

  add(...titles: StoredTitle[]): this {
    for (const title of titles) this.#titles.set(title.id, title);
    return this;
  }

  grantLicense(userId: string, productId: string): void {
    this.#licenses.add(`${userId}\n${productId}`);
  }

  async find(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    const title = this.#titles.get(productId);
    return title?.catalogId === catalogId ? title : undefined;
  }

  async findAudiobook(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    const title = await this.find(catalogId, productId);
    return title && this.#titles.get(title.id)?.type === 'audiobook' ? title : undefined;
  }

  async existing(catalogId: string, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(productIds.filter((id) => this.#titles.get(id)?.catalogId === catalogId));
  }

  async hasLicense(userId: string, productId: string): Promise<boolean> {
    return this.#licenses.has(`${userId}\n${productId}`);
  }
}

/** Accounts' devices in memory; devices signed in on later rank later. */
export class InMemoryAccountDevices implements AccountDevices {
  readonly #devices = new Map<string, AccountDevice[]>();

  signIn(userId: string, deviceId: string, at: Date): this {
    const devices = this.#devices.get(userId) ?? [];
    this.#devices.set(userId, [...devices, { deviceId, firstSeenAt: epochMs(at.getTime()), removed: false }]);
    return this;
  }

  async devicesOf(userId: string): Promise<readonly AccountDevice[]> {
    return this.#devices.get(userId) ?? [];
  }
}

/** Club periods in memory; a user without one never paid and is in no family. */
export class InMemoryClubPeriods implements ClubPeriodsRepository {
  readonly #periods = new Map<string, ClubPeriods>();

  set(userId: string, periods: Partial<ClubPeriods>): this {
    this.#periods.set(userId, { ownUntil: null, familyOwnerUntil: null, ...periods });
    return this;
  }

  async periodsOf(userId: string): Promise<ClubPeriods> {
    return this.#periods.get(userId) ?? { ownUntil: null, familyOwnerUntil: null };
  }
}

type StartInput = Parameters<PlaybackRepository['start']>[0];
type SaveInput = Parameters<PlaybackRepository['saveProgress']>[0];
type SpanInput = Parameters<PlaybackRepository['recordSpan']>[0];

/** Playback state in memory, with what was written kept for assertions. */
export class InMemoryPlaybackRepository implements PlaybackRepository {
  readonly startsRecorded: StartInput[] = [];
  readonly saves: SaveInput[] = [];
  readonly spans: SpanInput[] = [];
  readonly #positions = new Map<string, PlaybackProgressRecord & { readonly orderKey: string }>();

  async start(input: StartInput): Promise<void> {
    this.startsRecorded.push(input);
  }

  async saveProgress(input: SaveInput): Promise<void> {
    this.saves.push(input);
    const key = `${input.userId}\n${input.audiobookId}`;
    const stored = this.#positions.get(key);
    if (stored && stored.orderKey > input.orderKey) return;
    this.#positions.set(key, {
      positionMs: input.positionMs,
      updatedAt: input.now.toISOString(),
      deviceId: input.deviceId,
      deviceName: null,
      orderKey: input.orderKey,
    });
  }

  async progress(userId: string, audiobookId: string): Promise<PlaybackProgressRecord> {
    const stored = this.#positions.get(`${userId}\n${audiobookId}`);
    if (!stored) return { positionMs: 0, updatedAt: null, deviceId: null, deviceName: null };
    const { orderKey: _order, ...progress } = stored;
    return progress;
  }

  async starts(
    userId: string,
    deviceId: string,
  ): Promise<{ readonly thisDevice: string | null; readonly others: string | null }> {
    const latest = (mine: boolean): string | null =>
      this.startsRecorded
        .filter((s) => s.userId === userId && (s.deviceId === deviceId) === mine)
        .map((s) => s.now.toISOString())
        .reduce<string | null>((max, at) => (max === null || at > max ? at : max), null);
    return { thisDevice: latest(true), others: latest(false) };
  }

  async recordSpan(input: SpanInput): Promise<void> {
    this.spans.push(input);
  }
}

/** A month's listening set by hand. */
export class FixedPlaybackLimits implements PlaybackLimits {
  usedSeconds = 0;

  async read(): Promise<PlaybackLimit> {
    return {
      limitHours: 30,
      usedSeconds: this.usedSeconds,
      periodStart: '2026-10-31T23:00:00.000Z',
      periodEnd: '2026-11-30T23:00:00.000Z',
      exhausted: this.usedSeconds >= 30 * 3600,
    };
  }
}

/** Media produced for some audiobooks only. */
export class FakeAudiobookDownloads implements AudiobookDownloads {
  readonly ready = new Set<string>();

  async locate(audiobookId: string): Promise<AudiobookDownload | null> {
    return this.ready.has(audiobookId)
      ? { kind: 'address', url: `https://media.example.test/${audiobookId}.zip` }
      : null;
  }
}

/** When the library use-case tests run. */
export const LIBRARY_NOW = new Date('2026-11-22T10:00:00.000Z');

/** The listener of the library use-case tests: account u-1 on its device d-1. */
export const LISTENER = { userId: 'u-1', deviceId: 'd-1' };

/** The listener's account with its one device, signed in long before `LIBRARY_NOW`. */
export const listenerDevices = (): InMemoryAccountDevices =>
  new InMemoryAccountDevices().signIn(LISTENER.userId, LISTENER.deviceId, new Date('2026-01-01T00:00:00Z'));

/**
 * What a playback use case reads and writes, in memory: these titles, the listener's device, no club periods, no
 * playback yet, and a clock at `LIBRARY_NOW`.
 */
export const playbackPorts = (...titles: StoredTitle[]) => ({
  titles: new InMemoryLibraryTitles().add(...titles),
  devices: listenerDevices(),
  clubPeriods: new InMemoryClubPeriods(),
  playback: new InMemoryPlaybackRepository(),
  now: () => LIBRARY_NOW,
});
