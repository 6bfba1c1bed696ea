import type { Logger } from '../../logging/logger';
import { logSecurityEvent } from '../security-log';

/** A browser holds one session and an app a few: ten on one device is a script or a leak signing in again and again. */
export const MAX_LIVE_SESSIONS_PER_DEVICE = 10;

/** Far above the devices of any household, yet one account can no longer hold hundreds of sessions. */
export const MAX_LIVE_SESSIONS_PER_ACCOUNT = 50;

/** Why a session ended to make room for a newer one (`sessions.revoked_reason`, the security log). */
export const SESSION_LIMIT_REASON = 'session-limit';

/** A live session of an account, as the caps see it. */
export interface LiveSession {
  readonly id: string;
  readonly deviceId: string;
}

export interface SessionCaps {
  readonly perDevice: number;
  readonly perAccount: number;
}

export const SESSION_CAPS: SessionCaps = {
  perDevice: MAX_LIVE_SESSIONS_PER_DEVICE,
  perAccount: MAX_LIVE_SESSIONS_PER_ACCOUNT,
};

/**
 * The sessions to end so that an account keeps at most `perDevice` live sessions on any device and `perAccount` in
 * all: given its live sessions newest first (the one just opened first), the newest are kept and the others answered,
 * in the order given.
 */
export const sessionsBeyondCaps = <S extends LiveSession>(
  newestFirst: readonly S[],
  caps: SessionCaps = SESSION_CAPS,
): S[] => {
  const keptOnDevice = new Map<string, number>();
  let kept = 0;
  return newestFirst.filter((session) => {
    const onDevice = keptOnDevice.get(session.deviceId) ?? 0;
    if (onDevice >= caps.perDevice || kept >= caps.perAccount) return true;
    keptOnDevice.set(session.deviceId, onDevice + 1);
    kept += 1;
    return false;
  });
};

/** Writes the line every ended session gets, for each session a sign-in ended to stay within the caps. */
export const logSessionsEndedByCaps = (
  logger: Logger,
  userId: string,
  ended: readonly LiveSession[],
  address: string,
): void => {
  for (const session of ended)
    logSecurityEvent(logger, 'security.session.revoked', {
      user_id: userId,
      session_id: session.id,
      device_id: session.deviceId,
      ip: address,
      reason: SESSION_LIMIT_REASON,
    });
};
