import { describe, expect, it } from 'vitest';
import { concatSamples, parseWav, samplesToMs, silence, toWav, trimSilence } from '../../../scripts/media/wav-pcm';

describe('mono 16-bit PCM in WAV files', () => {
  it('reads back what it writes', () => {
    const pcm = { sampleRate: 22_050, samples: Int16Array.from([0, 1, -1, 32767, -32768, 1234]) };
    const back = parseWav(toWav(pcm));
    expect(back.sampleRate).toBe(22_050);
    expect([...back.samples]).toEqual([...pcm.samples]);
  });

  it('reads a streamed WAV whose header claims more data than the file holds (espeak-ng --stdout)', () => {
    const wav = toWav({ sampleRate: 22_050, samples: Int16Array.from([5, 6, 7]) });
    wav.writeUInt32LE(0x7ffff024, 4);
    wav.writeUInt32LE(0x7ffff000, 40);
    expect([...parseWav(wav).samples]).toEqual([5, 6, 7]);
  });

  it('refuses what is not mono 16-bit PCM', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all'))).toThrow(/RIFF/);
    const stereo = toWav({ sampleRate: 22_050, samples: new Int16Array(4) });
    stereo.writeUInt16LE(2, 22);
    expect(() => parseWav(stereo)).toThrow(/2 channel/);
  });

  it('trims quiet samples at both ends only', () => {
    expect([...trimSilence(Int16Array.from([0, 3, 900, 0, -700, 10, 0]))]).toEqual([900, 0, -700]);
    expect(trimSilence(new Int16Array(5)).length).toBe(0);
  });

  it('counts silence and durations in whole milliseconds', () => {
    expect(silence(1000, 22_050).length).toBe(22_050);
    expect(silence(650, 22_050).length).toBe(14_333);
    expect(samplesToMs(22_050 * 3 + 11, 22_050)).toBe(3000);
    expect([...concatSamples([Int16Array.from([1]), new Int16Array(0), Int16Array.from([2, 3])])]).toEqual([1, 2, 3]);
  });
});
