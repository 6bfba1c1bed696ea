import { describe, expect, it } from 'vitest';
import { requestedSpan } from '#server/http/media/byte-range';

describe('requestedSpan', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=99-99', { start: 99, end: 99 }],
  ])('%s of 100 bytes is %o', (header, span) => {
    expect(requestedSpan(header, 100)).toEqual(span);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0'])('%s of 100 bytes cannot be satisfied (416)', (header) => {
    expect(requestedSpan(header, 100)).toBe('unsatisfiable');
  });

  it.each([undefined, 'bytes=9-0', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])(
    '%s is ignored: the whole file',
    (header) => {
      expect(requestedSpan(header, 100)).toBeNull();
    },
  );

  it('satisfies no range of an empty file', () => {
    expect(requestedSpan('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedSpan('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
