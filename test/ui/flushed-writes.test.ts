// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FlushedWrites } from '#ui/flushed-writes';

const chunksOf = (stream: FlushedWrites) => {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return chunks;
};

describe('FlushedWrites', () => {
  it('keeps writes until flushed, then passes them on as one chunk', () => {
    const stream = new FlushedWrites();
    const chunks = chunksOf(stream);
    stream.write(Buffer.from('<p>'));
    stream.write('Zażółć');
    stream.write(Buffer.from('</p>'));
    expect(chunks).toEqual([]);
    stream.flush();
    expect(chunks).toEqual(['<p>Zażółć</p>']);
    stream.flush();
    expect(chunks).toHaveLength(1);
  });

  it('passes on what is left when it ends, and ends', async () => {
    const stream = new FlushedWrites();
    const chunks = chunksOf(stream);
    stream.write('a');
    stream.flush();
    stream.write('b');
    stream.write('c');
    const ended = new Promise((done) => stream.on('end', done));
    stream.end();
    await ended;
    expect(chunks).toEqual(['a', 'bc']);
  });
});
