import { join } from 'node:path';
import type { Handler } from 'hono';
import type { AppEnv } from '../app-env';
import { notFoundHandler } from '../error-handler';
import { fileResponse } from './file-response';

/** A segment or init file under a versioned path never changes: a year, and no revalidation. */
export const IMMUTABLE_MEDIA = 'public, max-age=31536000, immutable';
/** Manifests are kept a little while only, so a fixed one reaches players soon. */
export const MANIFEST_CACHE = 'public, max-age=60';

/** What the public tree holds, by extension: its type and how long it may be kept. Nothing else is ever served. */
const MEDIA_TYPES: Readonly<Record<string, readonly [type: string, cache: string]>> = {
  mpd: ['application/dash+xml', MANIFEST_CACHE],
  m3u8: ['application/vnd.apple.mpegurl', MANIFEST_CACHE],
  mp4: ['audio/mp4', IMMUTABLE_MEDIA],
  m4s: ['audio/mp4', IMMUTABLE_MEDIA],
};

/** Folders and files of lower-case letters, digits, dots, dashes and underscores, none starting with a dot. */
const TREE_PATH = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.([a-z0-9]+)$/;

/**
 * The public media tree under `{prefix}/{version}/…`: manifests, playlists, init files and segments, nothing else (a
 * key file could never be fetched from it even if one were put there). Another version is unknown (404). The files
 * are public (samples are clear, full titles encrypted), so any origin may read them (`Access-Control-Allow-Origin:
 * *`, `Cross-Origin-Resource-Policy: cross-origin`), as a CDN serving the same tree would let it.
 */
export const mediaTree = (options: {
  readonly prefix: string;
  readonly version: string;
  readonly root: string;
}): Handler<AppEnv> => {
  const base = `${options.prefix}/${options.version}/`;
  return async (c) => {
    const path = c.req.path;
    if (!path.startsWith(base)) return notFoundHandler(c);
    const relative = path.slice(base.length);
    const extension = TREE_PATH.exec(relative)?.[1];
    const known = extension === undefined ? undefined : MEDIA_TYPES[extension];
    if (!known || relative.includes('..')) return notFoundHandler(c);
    const [contentType, cacheControl] = known;
    const response = await fileResponse(c, {
      path: join(options.root, relative),
      contentType,
      cacheControl,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Content-Length, Content-Range, Accept-Ranges',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
    return response ?? notFoundHandler(c);
  };
};
