import { hash } from 'node:crypto';

/** A weak entity tag of an answer's body; the one-shot hash costs half of a Hash object's on a few kilobytes. */
export const etagOf = (body: string | Uint8Array): string => `W/"${hash('sha1', body, 'base64url')}"`;

/** Whether an `If-None-Match` header names the tag (weakly: `W/` prefixes are ignored) or is `*`. */
export const ifNoneMatchHits = (ifNoneMatch: string | undefined, tag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const t = candidate.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
};
