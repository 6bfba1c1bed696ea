import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import {
  decideResume,
  type LocalSavedPosition,
  RESUME_CHOICE_THRESHOLD_MS,
  type ServerSavedPosition,
} from '#domain/playback/resume-choice';
import { epochMs } from '#domain/shared/time';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const HOUR = 3_600_000;
const AT_1_23_10 = ((1 * 60 + 23) * 60 + 10) * 1000;

const server = (position: number, savedAgo: number, deviceName = 'Web Player'): ServerSavedPosition => ({
  position: positionMs(position),
  updatedAt: epochMs(NOW - savedAgo),
  deviceName,
});
const local = (position: number, savedAgo: number): LocalSavedPosition => ({
  position: positionMs(position),
  updatedAt: epochMs(NOW - savedAgo),
});

describe('decideResume (issue 20: offer both positions when they differ by more than 30 s)', () => {
  it('uses a 30 s threshold', () => {
    expect(RESUME_CHOICE_THRESHOLD_MS).toBe(30_000);
  });

  it('offers "continue from 1:23:10, saved on another device 2 h ago" beside this browser\'s position', () => {
    expect(
      decideResume(server(AT_1_23_10, 2 * HOUR, 'Kitchen tablet'), local(600_000, 3 * HOUR), epochMs(NOW)),
    ).toEqual({
      kind: 'choose',
      server: { position: AT_1_23_10, updatedAt: NOW - 2 * HOUR, savedAgoMs: 2 * HOUR, deviceName: 'Kitchen tablet' },
      local: { position: 600_000, updatedAt: NOW - 3 * HOUR, savedAgoMs: 3 * HOUR },
      newer: 'server',
    });
  });

  it.each([
    // [server position, saved ago; local position, saved ago] -> decision
    [100_000, 60_000, 130_000, 1_000, { kind: 'resume', position: 130_000, source: 'local' }],
    [100_000, 1_000, 130_000, 60_000, { kind: 'resume', position: 100_000, source: 'server' }],
    [100_000, 5_000, 100_000, 5_000, { kind: 'resume', position: 100_000, source: 'server' }],
    [130_000, 5_000, 100_000, 5_000, { kind: 'resume', position: 130_000, source: 'server' }],
  ])('server %s (%s ms ago), local %s (%s ms ago) -> %j', (s, sAgo, l, lAgo, expected) => {
    expect(decideResume(server(s, sAgo), local(l, lAgo), epochMs(NOW))).toEqual(expected);
  });

  it.each([
    [100_000, 130_000, 'resume'],
    [100_000, 130_001, 'choose'],
    [130_001, 100_000, 'choose'],
    [100_000, 69_999, 'choose'],
    [100_000, 70_000, 'resume'],
  ])('server %s, local %s -> %s', (s, l, kind) => {
    expect(decideResume(server(s, 1_000), local(l, 2_000), epochMs(NOW)).kind).toBe(kind);
  });

  it('says which is newer and never counts a save from the future as long ago', () => {
    const decision = decideResume(server(AT_1_23_10, -5_000), local(0, 10_000), epochMs(NOW));
    expect(decision).toMatchObject({ kind: 'choose', newer: 'server', server: { savedAgoMs: 0 } });
    expect(decideResume(server(AT_1_23_10, HOUR), local(0, 1_000), epochMs(NOW))).toMatchObject({ newer: 'local' });
  });

  it('resumes from the one side there is, or from the start with neither', () => {
    expect(decideResume(server(AT_1_23_10, HOUR), null, epochMs(NOW))).toEqual({
      kind: 'resume',
      position: AT_1_23_10,
      source: 'server',
    });
    expect(decideResume(null, local(600_000, HOUR), epochMs(NOW))).toEqual({
      kind: 'resume',
      position: 600_000,
      source: 'local',
    });
    expect(decideResume(null, null, epochMs(NOW))).toEqual({ kind: 'resume', position: 0, source: 'none' });
  });

  it('treats a side without a usable position as missing', () => {
    expect(decideResume(server(Number.NaN, 0), local(600_000, HOUR), epochMs(NOW))).toMatchObject({ source: 'local' });
    expect(decideResume(server(AT_1_23_10, 0), local(-5, 0), epochMs(NOW))).toMatchObject({ source: 'server' });
  });
});
