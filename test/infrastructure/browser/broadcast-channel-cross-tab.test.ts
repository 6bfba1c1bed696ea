import { afterEach, describe, expect, it } from 'vitest';
import { AuthStore } from '#application/auth/auth.store';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { AUTH_CHANNEL_NAME, authBroadcastSchema } from '#infrastructure/browser/auth-broadcast.schema';
import { BroadcastChannelCrossTab } from '#infrastructure/browser/broadcast-channel-cross-tab';
import { probe } from '#test/support/cross-tab-probe';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { RecordingLoggedInCookie } from '#test/support/fakes/recording-logged-in-cookie';
import { aUser } from '#test/support/mothers/user.mother';

const jan = aUser();
let channelCount = 0;

describe('BroadcastChannelCrossTab (Node 20 global BroadcastChannel)', () => {
  const toClose: { close(): void }[] = [];
  const channelName = () => `${AUTH_CHANNEL_NAME}.test-${(channelCount += 1)}`;
  const authTab = (name: string) => {
    const tab = new BroadcastChannelCrossTab<AuthBroadcast>({ channelName: name, schema: authBroadcastSchema });
    toClose.push(tab);
    return tab;
  };
  const rawChannel = (name: string) => {
    const channel = new BroadcastChannel(name);
    toClose.push(channel);
    return channel;
  };

  afterEach(() => {
    for (const channel of toClose.splice(0)) channel.close();
  });

  it('exchanges auth messages between two instances on the same channel name, as domain values', async () => {
    const name = channelName();
    const [a, b] = [authTab(name), authTab(name)];
    const atB = probe(b);

    a.publish({ type: 'signedIn', user: jan });
    a.publish({ type: 'signedOut' });

    expect(await atB.received(2)).toEqual([{ type: 'signedIn', user: jan }, { type: 'signedOut' }]);
  });

  it('does not hear instances on another channel name', async () => {
    const name = channelName();
    const [a, b, elsewhere] = [authTab(name), authTab(name), authTab(channelName())];
    const atElsewhere = probe(elsewhere);
    const atB = probe(b);
    a.publish({ type: 'signedOut' });
    await atB.received(1);
    expect(atElsewhere.messages).toEqual([]);
  });

  it('ignores malformed messages and delivers the valid ones after them', async () => {
    const name = channelName();
    const sender = rawChannel(name);
    const atReceiver = probe(authTab(name));

    for (const junk of [
      'signedOut',
      null,
      { type: 'signedIn' },
      { type: 'signedIn', user: { ...jan, id: '' } },
      { type: 'userUpdated', user: { ...jan, isClubMember: 'yes' } },
      { type: 'loggedOutEverywhere' },
    ])
      sender.postMessage(junk);
    sender.postMessage({ type: 'userUpdated', user: jan });

    expect(await atReceiver.received(1)).toEqual([{ type: 'userUpdated', user: jan }]);
  });

  it('stops delivering once closed, and publishing after close is a harmless no-op', async () => {
    const name = channelName();
    const [a, closed, witness] = [authTab(name), authTab(name), authTab(name)];
    const atClosed = probe(closed);
    const atWitness = probe(witness);

    closed.close();
    closed.publish({ type: 'signedOut' });
    a.publish({ type: 'signedIn', user: jan });

    expect(await atWitness.received(1)).toEqual([{ type: 'signedIn', user: jan }]);
    expect(atClosed.messages).toEqual([]);
  });

  it('keeps two auth stores in step over real channels', async () => {
    const name = channelName();
    const store = (crossTab: BroadcastChannelCrossTab<AuthBroadcast>) =>
      new AuthStore({
        sessionGateway: new FakeSessionGateway(),
        crossTab,
        loggedInCookie: new RecordingLoggedInCookie(),
      });
    const [channelA, channelB] = [authTab(name), authTab(name)];
    const [a, b] = [store(channelA), store(channelB)];
    const arrived = probe(channelB);

    await a.signedIn(jan);
    await arrived.received(1);

    expect(b.state).toEqual({ status: 'fetched', user: jan });
  });
});
