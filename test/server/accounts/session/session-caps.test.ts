import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LiveSession,
  MAX_LIVE_SESSIONS_PER_ACCOUNT,
  MAX_LIVE_SESSIONS_PER_DEVICE,
  sessionsBeyondCaps,
} from '#server/accounts/session/session-caps';

/** Sessions named by their position, newest first: `s0` is the one just opened. */
const sessionsOn = (devices: readonly string[]): LiveSession[] =>
  devices.map((deviceId, i) => ({ id: `s${i}`, deviceId }));

describe('sessionsBeyondCaps', () => {
  it(`keeps ${MAX_LIVE_SESSIONS_PER_DEVICE} sessions on a device: the 11th ends the oldest there, no other`, () => {
    const phone = Array<string>(MAX_LIVE_SESSIONS_PER_DEVICE).fill('phone');
    expect(sessionsBeyondCaps(sessionsOn([...phone, 'laptop']))).toEqual([]);
    expect(sessionsBeyondCaps(sessionsOn([...phone, 'laptop', 'phone']))).toEqual([{ id: 's11', deviceId: 'phone' }]);
  });

  it(`keeps ${MAX_LIVE_SESSIONS_PER_ACCOUNT} sessions in an account: the 51st ends the oldest, whatever its device`, () => {
    const devices = Array.from({ length: MAX_LIVE_SESSIONS_PER_ACCOUNT + 2 }, (_, i) => `device-${i}`);
    expect(sessionsBeyondCaps(sessionsOn(devices.slice(0, MAX_LIVE_SESSIONS_PER_ACCOUNT)))).toEqual([]);
    expect(sessionsBeyondCaps(sessionsOn(devices)).map((s) => s.id)).toEqual(['s50', 's51']);
  });

  it('never ends the newest session, keeps every cap, and ends a session only when keeping it would break one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 60 }),
        (devices, perDevice, perAccount) => {
          const sessions = sessionsOn(devices);
          const ended = new Set(sessionsBeyondCaps(sessions, { perDevice, perAccount }).map((s) => s.id));
          expect(ended.has('s0')).toBe(false);
          const kept = sessions.filter((s) => !ended.has(s.id));
          expect(kept.length).toBeLessThanOrEqual(perAccount);
          for (const device of new Set(devices))
            expect(kept.filter((s) => s.deviceId === device).length).toBeLessThanOrEqual(perDevice);
          sessions.forEach((session, i) => {
            if (!ended.has(session.id)) return;
            const newerKept = sessions.slice(0, i).filter((s) => !ended.has(s.id));
            const onDevice = newerKept.filter((s) => s.deviceId === session.deviceId).length;
            expect(onDevice >= perDevice || newerKept.length >= perAccount).toBe(true);
          });
        },
      ),
    );
  });
});
