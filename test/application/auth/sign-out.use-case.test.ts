import { describe, expect, it } from 'vitest';
import { SignOut } from '#application/auth/sign-out.use-case';
import type { CatalogId } from '#domain/market/market';
import { openAuthTabs, twoTabs } from '#test/support/auth-tabs';
import { aUser } from '#test/support/mothers/user.mother';

const plCatalog = 'pl-catalog' as CatalogId;

describe('SignOut (spec §4, §7 LogoutForWeb)', () => {
  it('logs out on the server with the catalogue id, then signs out here and in the other tabs', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    await a.store.signedIn(aUser());

    const result = await new SignOut({ sessionGateway: a.gateway, authStore: a.store }).execute({
      catalogId: plCatalog,
    });

    expect(result).toEqual({ ok: true, value: undefined });
    expect(a.gateway.signOuts).toEqual([plCatalog]);
    expect(a.store.state).toEqual({ status: 'fetched', user: null });
    expect(b.store.state).toEqual({ status: 'fetched', user: null });
    expect(a.cookie.isSet).toBe(false);
  });

  it('keeps the user signed in everywhere when the server logout fails, and says why', async () => {
    const { tabs } = openAuthTabs(2);
    const [a, b] = twoTabs(tabs);
    const jan = aUser();
    await a.store.signedIn(jan);
    a.gateway.failSignOutWith({ code: 'SESSION.UNAVAILABLE' });

    const result = await new SignOut({ sessionGateway: a.gateway, authStore: a.store }).execute({
      catalogId: plCatalog,
    });

    expect(result).toEqual({ ok: false, error: { code: 'SESSION.UNAVAILABLE' } });
    expect(a.store.state.user).toEqual(jan);
    expect(b.store.state.user).toEqual(jan);
    expect(a.cookie.isSet).toBe(true);
  });
});
