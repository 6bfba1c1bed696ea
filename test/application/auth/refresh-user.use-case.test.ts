import { describe, expect, it } from 'vitest';
import { RefreshUser } from '#application/auth/refresh-user.use-case';
import { openAuthTabs, twoTabs } from '#test/support/auth-tabs';
import { aUser } from '#test/support/mothers/user.mother';

describe('RefreshUser (spec §4 update, issue 22 after a club purchase)', () => {
  it('applies the account read afresh here and in every other open tab', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    const listener = aUser({ isClubMember: false });
    await a.store.signedIn(listener);
    const member = { ...listener, isClubMember: true };
    a.gateway.signedInAs(member);

    const result = await new RefreshUser({ sessionGateway: a.gateway, authStore: a.store }).execute();

    expect(result).toEqual({ ok: true, value: member });
    expect(a.store.state.user?.isClubMember).toBe(true);
    expect(b.store.state.user?.isClubMember).toBe(true);
  });

  it('signs out everywhere a session that ended, and changes nothing when the API cannot answer', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    const listener = aUser();
    await a.store.signedIn(listener);
    a.gateway.failWith({ code: 'SESSION.UNAVAILABLE' });
    const refresh = new RefreshUser({ sessionGateway: a.gateway, authStore: a.store });

    expect(await refresh.execute()).toEqual({ ok: false, error: { code: 'SESSION.UNAVAILABLE' } });
    expect(b.store.state.user).toEqual(listener);

    a.gateway.failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    await refresh.execute();
    expect(a.store.state.user).toBeNull();
    expect(b.store.state.user).toBeNull();
  });
});
