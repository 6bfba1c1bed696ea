import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewriteHead } from '#server/storefront/rewrite-head';

const page = (chunks: readonly string[], type = 'text/html; charset=utf-8') => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Length': '999' } });
};

const shout = (head: string) => head.toUpperCase();

/** Cuts a text into pieces at the given offsets, as a network would deliver it. */
const cut = (text: string, offsets: readonly number[]) => {
  const points = [...new Set(offsets.map((o) => o % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => text.slice(start, points[i] ?? text.length)).filter(Boolean);
};

describe('rewriteHead', () => {
  it('rewrites a head that arrives in pieces and passes everything after it on untouched', async () => {
    const response = rewriteHead(page(['<html><head><ti', 'tle>t</title></he', 'ad><body>ł</body>']), shout);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<HTML><HEAD><TITLE>T</TITLE></head><body>ł</body>');
  });

  it('gives the same page however the network cuts it, multi-byte letters included', async () => {
    const html = '<html><head><title>Żółć ěščř ı ß</title></head><body><p>Łódź</p></body></html>';
    const expected = '<HTML><HEAD><TITLE>ŻÓŁĆ ĚŠČŘ I SS</TITLE></head><body><p>Łódź</p></body></html>';
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 8 }), fc.nat({ max: 3 }), async (offsets, split) => {
        const bytes = new TextEncoder().encode(html);
        // Cut the bytes, not the text, so that a letter may arrive in two chunks.
        const byteChunks = cut(String.fromCharCode(...bytes), [...offsets, split]).map((piece) =>
          Uint8Array.from(piece, (char) => char.charCodeAt(0)),
        );
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of byteChunks) controller.enqueue(chunk);
            controller.close();
          },
        });
        const response = new Response(body, { headers: { 'Content-Type': 'text/html' } });
        expect(await rewriteHead(response, shout).text()).toBe(expected);
      }),
    );
  });

  it('leaves other answers, and pages without a head, alone', async () => {
    const json = page(['{"a":1}'], 'application/json');
    expect(rewriteHead(json, shout)).toBe(json);
    expect(await rewriteHead(page(['<p>no head</p>']), shout).text()).toBe('<p>no head</p>');
  });
});
