import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceFirstInStream } from '#server/storefront/replace-in-stream';

const streamOf = (chunks: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

/** Cuts bytes at the given offsets, as a network would deliver them. */
const cutBytes = (bytes: Uint8Array, offsets: readonly number[]) => {
  const points = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => bytes.subarray(start, points[i] ?? bytes.length)).filter((c) => c.length);
};

const run = async (text: string, offsets: readonly number[], search: string, replacement: string) => {
  const chunks = cutBytes(new TextEncoder().encode(text), offsets);
  return new Response(streamOf(chunks).pipeThrough(replaceFirstInStream(search, replacement))).text();
};

describe('replaceFirstInStream', () => {
  it('replaces the first occurrence, and only that one, however the network cuts the text', async () => {
    const search = '<script n="x" type="module">';
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (before, after, twice, offsets) => {
          const text = `${before}${search}${after}${twice ? search : ''}`;
          fc.pre(text.indexOf(search) === before.length);
          const expected = `${before}<held>${after}${twice ? search : ''}`;
          expect(await run(text, offsets, search, '<held>')).toBe(expected);
        },
      ),
    );
  });

  it('passes a text without the search on byte for byte, multi-byte letters and a partial match at the end included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (text, offsets) => {
          const withTail = `${text}ŁÓDŹ<scri`;
          fc.pre(!withTail.includes('<script>'));
          expect(await run(withTail, offsets, '<script>', 'x')).toBe(withTail);
        },
      ),
    );
  });
});
