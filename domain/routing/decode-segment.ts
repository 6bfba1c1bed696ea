/** Spec §2: a path segment's text (parameters are URL-encoded), or null when its percent-encoding is malformed. */
export const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};
