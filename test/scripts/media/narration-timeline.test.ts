import { describe, expect, it } from 'vitest';
import { assembleNarration, NARRATION_PAUSES } from '../../../scripts/media/narration-timeline';

const RATE = 1000;
const speech = (ms: number) => new Int16Array(ms).fill(1000);

describe('laying chapters end to end', () => {
  const narration = assembleNarration(
    [
      { title: 'One', headings: [speech(500), speech(700)], paragraphs: [speech(3000), speech(2000)] },
      { title: 'Two', headings: [speech(600)], paragraphs: [speech(4000)] },
    ],
    RATE,
  );
  const { beforeChapter, afterHeading, betweenParagraphs, afterChapter } = NARRATION_PAUSES;

  it('starts each chapter where its lead-in starts, with fixed pauses between the spoken parts', () => {
    const first = beforeChapter + 500 + afterHeading + 700 + afterHeading + 3000 + betweenParagraphs + 2000;
    expect(narration.chapters[0]).toEqual({ title: 'One', startMs: 0, durationMs: first + afterChapter });
    expect(narration.chapters[1]?.startMs).toBe(first + afterChapter);
  });

  it('covers the whole narration without gaps, the last chapter ending at its end', () => {
    const [one, two] = narration.chapters;
    expect(narration.samples.length).toBe(narration.durationMs);
    expect((one?.startMs ?? 0) + (one?.durationMs ?? 0)).toBe(two?.startMs);
    expect((two?.startMs ?? 0) + (two?.durationMs ?? 0)).toBe(narration.durationMs);
  });

  it('needs at least one chapter', () => {
    expect(() => assembleNarration([], RATE)).toThrow();
  });
});
