/** The bytes a response sends: `start` to `end`, both included. */
export interface ByteSpan {
  readonly start: number;
  readonly end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one span, `'unsatisfiable'` (416) when it
 * starts past the end, or null to send the whole file: no header, a malformed one, or several ranges (a server may
 * ignore a Range header, and players ask for one range at a time).
 */
export const requestedSpan = (header: string | undefined, size: number): ByteSpan | 'unsatisfiable' | null => {
  if (header === undefined) return null;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
};
