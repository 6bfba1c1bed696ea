import { describe, expect, it } from 'vitest';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { PLAYBACK_PROGRESS_DEVICE, playbackProgressPayload } from '#domain/playback/playback-progress';
import { positionMs } from '#domain/playback/playback-position';

describe('playbackProgressPayload (spec §3: audiobook_id, device Web Player, position in ms)', () => {
  it('names the fixed device and sends whole milliseconds', () => {
    expect(PLAYBACK_PROGRESS_DEVICE).toBe('Web Player');
    expect(playbackProgressPayload('a-1' as AudiobookId, positionMs(61_234.7))).toEqual({
      audiobook_id: 'a-1',
      device: 'Web Player',
      position: 61_234,
    });
  });
});
