import { MARKETS } from '#domain/market/markets';
import { DecideDeviceSignIn } from '#server/accounts/device-sign-in/decide-device-sign-in.use-case';
import { randomUserCode } from '#server/accounts/device-sign-in/device-codes';
import { deviceSignInStarts, wrongUserCodes } from '#server/accounts/device-sign-in/device-sign-in-limits';
import { PollDeviceSignIn } from '#server/accounts/device-sign-in/poll-device-sign-in.use-case';
import { ShowPendingDeviceSignIn } from '#server/accounts/device-sign-in/show-pending-device-sign-in.use-case';
import {
  StartDeviceSignIn,
  type StartDeviceSignInInput,
} from '#server/accounts/device-sign-in/start-device-sign-in.use-case';
import type { Viewer } from '#server/accounts/session/viewer';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { recordingLogger } from '#test/support/server/recording-logger';
import { InMemoryDeviceSignIns } from './in-memory-device-sign-ins';
import { InMemorySessions } from './in-memory-sessions';

export const DEVICE_START = new Date('2026-11-27T10:00:00Z');
export const CLI_DEVICE = 'cli-device-1';

/** The viewer of a signed-in browser of the account. */
export const browserOf = (userId: string): Viewer => ({
  userId,
  sessionId: `browser-of-${userId}`,
  deviceId: 'browser',
  via: 'cookie',
});

/**
 * The four device sign-in use cases over one in-memory store, limiters and sessions, on a clock the test moves
 * (`clock.now`, from DEVICE_START); `userCodes` lists the codes to draw before random ones.
 */
export const deviceSignInKit = (userCodes: string[] = []) => {
  const clock = { now: DEVICE_START };
  const now = () => clock.now;
  const signIns = new InMemoryDeviceSignIns();
  const sessions = new InMemorySessions();
  const limiters = new InMemoryAttemptLimiters();
  const logger = recordingLogger();
  const wrongCodes = wrongUserCodes(limiters);
  const start = new StartDeviceSignIn({
    signIns,
    starts: deviceSignInStarts(limiters),
    userCode: () => userCodes.shift() ?? randomUserCode(),
    now,
    product: 'audiora',
  });
  const poll = new PollDeviceSignIn({ signIns, sessions, now, logger });
  const show = new ShowPendingDeviceSignIn({ signIns, wrongCodes, now, logger });
  const decide = new DecideDeviceSignIn({ signIns, wrongCodes, now, logger });
  /** Starts a sign-in from the command line in pl and answers what it was told. */
  const started = async (input: Partial<StartDeviceSignInInput> = {}) => {
    const result = await start.execute({
      deviceId: CLI_DEVICE,
      catalogId: MARKETS.pl.catalogId,
      clientName: 'Audiora command line on linux',
      userAgent: 'audiora-cli/1.0',
      market: MARKETS.pl,
      origin: 'https://audiora.example',
      address: '203.0.113.7',
      ...input,
    });
    if (!result.ok) throw new Error(`could not start: ${result.error.code}`);
    return result.value;
  };
  const pollAs = (deviceCode: string, deviceId = CLI_DEVICE) =>
    poll.execute({ deviceCode, deviceId, userAgent: 'audiora-cli/1.0', address: '203.0.113.7' });
  /** Moves the clock on by seconds. */
  const wait = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  return { clock, signIns, sessions, limiters, logger, start, poll, show, decide, started, pollAs, wait };
};
