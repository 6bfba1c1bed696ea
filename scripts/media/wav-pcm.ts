/** Mono 16-bit PCM at one sample rate: what the narrator produces and the encoder reads. */
export interface Pcm {
  readonly sampleRate: number;
  readonly samples: Int16Array;
}

const chunkId = (bytes: Buffer, at: number): string => bytes.toString('latin1', at, at + 4);

/**
 * Reads a RIFF/WAVE file of mono 16-bit PCM. A streamed WAV (espeak-ng --stdout) states no real data length, so the
 * data chunk is taken to run to the end of the file when its stated size does not fit.
 */
export const parseWav = (bytes: Buffer): Pcm => {
  if (bytes.length < 12 || chunkId(bytes, 0) !== 'RIFF' || chunkId(bytes, 8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let at = 12;
  let sampleRate = 0;
  while (at + 8 <= bytes.length) {
    const id = chunkId(bytes, at);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(at + 8);
      const channels = bytes.readUInt16LE(at + 10);
      const bits = bytes.readUInt16LE(at + 22);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Expected mono 16-bit PCM, got format ${format}, ${channels} channel(s), ${bits} bits`);
      }
      sampleRate = bytes.readUInt32LE(at + 12);
    } else if (id === 'data') {
      if (sampleRate === 0) throw new Error('The WAVE data chunk comes before its format');
      const start = at + 8;
      const end = size > 0 && start + size <= bytes.length ? start + size : bytes.length;
      const length = Math.floor((end - start) / 2);
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i += 1) samples[i] = bytes.readInt16LE(start + i * 2);
      return { sampleRate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('The WAVE file has no data chunk');
};

/** A canonical 44-byte-header WAV of the PCM. */
export const toWav = ({ sampleRate, samples }: Pcm): Buffer => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length * 2, 40);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(sample, i * 2));
  return Buffer.concat([header, data]);
};

/** Whole milliseconds of silence as samples. */
export const silence = (ms: number, sampleRate: number): Int16Array =>
  new Int16Array(Math.round((ms * sampleRate) / 1000));

/** Drops leading and trailing samples quieter than the threshold, so pauses are set by the timeline alone. */
export const trimSilence = (samples: Int16Array, threshold = 64): Int16Array => {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start] ?? 0) < threshold) start += 1;
  while (end > start && Math.abs(samples[end - 1] ?? 0) < threshold) end -= 1;
  return samples.subarray(start, end);
};

export const concatSamples = (parts: readonly Int16Array[]): Int16Array => {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Milliseconds covered by a number of samples, rounded to the nearest millisecond. */
export const samplesToMs = (count: number, sampleRate: number): number => Math.round((count * 1000) / sampleRate);
