import { describe, expect, it } from 'vitest';
import { parseEspeakVersion, parseFfmpegLibraries, parsePackagerVersion } from '../../../scripts/media/media-tools';

describe("reading the media tools' versions", () => {
  it('reads espeak-ng, the ffmpeg libraries and the packager', () => {
    expect(
      parseEspeakVersion('eSpeak NG text-to-speech: 1.51  Data at: /usr/lib/x86_64-linux-gnu/espeak-ng-data\n'),
    ).toBe('1.51');
    expect(
      parseFfmpegLibraries(
        'ffmpeg version 5.1.9-0+deb12u1 Copyright\nlibavutil      57. 28.100 / 57. 28.100\nlibavcodec     59. 37.100 / 59. 37.100\n',
      ),
    ).toBe('libavutil 57.28.100, libavcodec 59.37.100');
    expect(parsePackagerVersion('packager version v3.4.2-c819dea-release\n')).toBe('v3.4.2-c819dea-release');
  });

  it('gives null for output it does not recognise', () => {
    expect(parseEspeakVersion('command not found')).toBeNull();
    expect(parseFfmpegLibraries('ffmpeg version n7')).toBeNull();
    expect(parsePackagerVersion('')).toBeNull();
  });
});
