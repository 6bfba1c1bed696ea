import { HTTPError, type KyInstance } from 'ky';
import type { DownloadError } from '#application/library/download.errors';
import type { TitleDownload, TitleDownloadGateway } from '#application/ports/title-download-gateway.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { downloadSchema } from '#contract/playback.schema';
import { apiErrorOf } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyTitleDownloadGatewayDeps {
  readonly http: KyInstance;
  /** The market whose catalogue the title is in. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

type OpenError = Exclude<DownloadError, { readonly code: 'DOWNLOAD.INTERRUPTED' }>;

const UNAVAILABLE: OpenError = { code: 'DOWNLOAD.UNAVAILABLE' };

const failureOf = async (error: unknown): Promise<OpenError> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (error instanceof HTTPError) {
    const code = (await apiErrorOf(error))?.code;
    if (code === 'NOT_ENTITLED') return { code: 'DOWNLOAD.NOT_ENTITLED' };
    if (code === 'DEVICE_NOT_ALLOWED') return { code: 'DOWNLOAD.DEVICE_NOT_ALLOWED' };
    if (code === 'MEDIA_NOT_READY') return { code: 'DOWNLOAD.NOT_READY' };
    // 422: the id is no audiobook of this catalogue; 404 without a code of its own likewise.
    if (error.response.status === 404 || error.response.status === 422) return { code: 'DOWNLOAD.NOT_FOUND' };
    return UNAVAILABLE;
  }
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/** `bytes 100-199/1000` or `bytes *\/1000`: where the bytes sent begin and the whole size. */
const contentRangeOf = (header: string | null): { readonly start: number; readonly total: number | null } | null => {
  const match = /^bytes (?:(\d+)-\d+|\*)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: match[1] === undefined ? 0 : Number(match[1]), total: match[2] === '*' ? null : Number(match[2]) };
};

/** RFC 6266: the UTF-8 `filename*` when given, else `filename`. */
const fileNameOf = (disposition: string | null): string | null => {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below serves.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] ?? null;
};

/** A body's chunks; a connection that breaks ends them early, which the missing bytes tell the caller. */
async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> {
  if (body === null) return;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } catch {
    return;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const EMPTY: AsyncIterable<Uint8Array> = chunksOf(null);

/**
 * Downloads over the API (api-contract; `RequestAudiobookDownload`, then `GET /me/audiobooks/{id}/download`): the
 * address asked for first (retried once after a token refresh), then the file from the bytes kept on (`Range`). A 206
 * carries on where asked, a 200 sends the whole file again, and a 416 for a range starting at the end means every
 * byte was already there.
 */
export class KyTitleDownloadGateway implements TitleDownloadGateway {
  readonly #deps: KyTitleDownloadGatewayDeps;

  constructor(deps: KyTitleDownloadGatewayDeps) {
    this.#deps = deps;
  }

  async open(audiobookId: string, fromByte: number): Promise<Result<TitleDownload, OpenError>> {
    const { http, locale, refreshSession } = this.#deps;
    const fallbackName = `${audiobookId}.m4a`;
    try {
      const body = await withSessionRefresh(
        () =>
          http
            .post(`${locale()}/v2/commands`, { json: { name: 'RequestAudiobookDownload', audiobook_id: audiobookId } })
            .json(),
        refreshSession,
      );
      const address = downloadSchema.safeParse(body);
      if (!address.success) return err(UNAVAILABLE);
      const url = address.data.url.replace(/^\//, '');
      const response = await http.get(url, {
        headers: { accept: '*/*', ...(fromByte > 0 ? { range: `bytes=${fromByte}-` } : {}) },
      });
      const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
      if (response.status === 206) {
        const range = contentRangeOf(response.headers.get('content-range'));
        if (range === null) return err(UNAVAILABLE);
        return ok({ fileName, totalBytes: range.total, fromByte: range.start, bytes: chunksOf(response.body) });
      }
      const length = response.headers.get('content-length');
      const totalBytes = length === null ? null : Number(length);
      return ok({ fileName, totalBytes, fromByte: 0, bytes: chunksOf(response.body) });
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 416) {
        const total = contentRangeOf(error.response.headers.get('content-range'))?.total ?? null;
        // Every byte was there already; a range beyond the file is a stale copy, fetched again whole.
        if (total === fromByte)
          return ok({
            fileName: fileNameOf(error.response.headers.get('content-disposition')) ?? fallbackName,
            totalBytes: total,
            fromByte,
            bytes: EMPTY,
          });
        return fromByte > 0 ? this.open(audiobookId, 0) : err(UNAVAILABLE);
      }
      return err(await failureOf(error));
    }
  }
}
