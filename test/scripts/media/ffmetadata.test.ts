import { describe, expect, it } from 'vitest';
import { escapeFfmetadata, ffmetadataOf } from '../../../scripts/media/ffmetadata';

describe('the chapter metadata ffmpeg muxes into a download', () => {
  it('writes the title and each chapter in milliseconds', () => {
    expect(
      ffmetadataOf('Latarnia na cyplu', [
        { title: 'Przyjazd', startMs: 0, durationMs: 72_669 },
        { title: 'Noc sztormu', startMs: 72_669, durationMs: 65_764 },
      ]),
    ).toBe(
      [
        ';FFMETADATA1',
        'title=Latarnia na cyplu',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=0',
        'END=72669',
        'title=Przyjazd',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=72669',
        'END=138433',
        'title=Noc sztormu',
        '',
      ].join('\n'),
    );
  });

  it('escapes the characters FFmetadata gives a meaning', () => {
    expect(escapeFfmetadata('a=b; #c \\ d\ne')).toBe('a\\=b\\; \\#c \\\\ d\\\ne');
    expect(escapeFfmetadata('Kapadokya’da Bir Balon')).toBe('Kapadokya’da Bir Balon');
  });
});
