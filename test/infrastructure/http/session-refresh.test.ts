import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { withSessionRefresh } from '#infrastructure/http/session-refresh';

const answered = (status: number) => {
  const request = new Request('http://store.test/en/v2/me');
  return new HTTPError(new Response(null, { status }), request, {} as NormalizedOptions);
};

/** A call answering each status in turn (then the last again), 'ok' for 200. */
const callAnswering = (...statuses: number[]) => {
  const calls: number[] = [];
  const call = async () => {
    const status = statuses[Math.min(calls.length, statuses.length - 1)] ?? 200;
    calls.push(status);
    if (status !== 200) throw answered(status);
    return 'ok';
  };
  return { call, calls };
};

const refreshing = (succeeds: boolean) => {
  const refreshes: number[] = [];
  return { refresh: async () => (refreshes.push(1), succeeds), refreshes };
};

describe('withSessionRefresh (spec §8: 401 -> one refresh -> one retry)', () => {
  it('asks again once after a refresh, and answers what the retry answers', async () => {
    const { call, calls } = callAnswering(401, 200);
    const { refresh, refreshes } = refreshing(true);
    await expect(withSessionRefresh(call, refresh)).resolves.toBe('ok');
    expect(calls).toEqual([401, 200]);
    expect(refreshes).toHaveLength(1);
  });

  it('lets a second 401 stand: no second refresh, no loop', async () => {
    const { call, calls } = callAnswering(401);
    const { refresh, refreshes } = refreshing(true);
    await expect(withSessionRefresh(call, refresh)).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toEqual([401, 401]);
    expect(refreshes).toHaveLength(1);
  });

  it('lets the 401 stand when the refresh fails, and never refreshes for anything but a 401', async () => {
    const failed = callAnswering(401);
    await expect(withSessionRefresh(failed.call, refreshing(false).refresh)).rejects.toBeInstanceOf(HTTPError);
    expect(failed.calls).toEqual([401]);
    const unavailable = callAnswering(503);
    const { refresh, refreshes } = refreshing(true);
    await expect(withSessionRefresh(unavailable.call, refresh)).rejects.toBeInstanceOf(HTTPError);
    expect(refreshes).toHaveLength(0);
  });
});
