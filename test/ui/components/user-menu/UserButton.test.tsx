import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStore } from '#application/auth/auth.store';
import { SignOut } from '#application/auth/sign-out.use-case';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { RecordingLoggedInCookie } from '#test/support/fakes/recording-logged-in-cookie';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';
import { aUser } from '#test/support/mothers/user.mother';
import { UserButton } from '#ui/components/user-menu/UserButton';
import { renderConnected, service } from '../search/connected-render';

const setup = async (gateway: FakeSessionGateway, locale: 'en' | 'pl' | 'de' = 'en') => {
  const authStore = new AuthStore({
    sessionGateway: gateway,
    crossTab: new InMemoryCrossTab<AuthBroadcast>().openTab(),
    loggedInCookie: new RecordingLoggedInCookie(),
  });
  const toasts = new RecordingToastPresenter();
  const view = await renderConnected(<UserButton signedInHint />, {
    locale,
    services: [
      service(TOKENS.AuthStore, authStore),
      service(TOKENS.SignOut, new SignOut({ sessionGateway: gateway, authStore })),
      service(TOKENS.ToastPresenter, toasts),
    ],
  });
  return { authStore, toasts, view };
};

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const openByKey = (key: string) => {
  const button = screen.getByRole('button', { name: /Account menu/ });
  button.focus();
  fireEvent.keyDown(button, { key });
  if (key === 'Enter') fireEvent.click(button);
  return button;
};

describe('UserButton', () => {
  // The account menu is its own chunk; loaded once here, the lazy component renders on the next microtask.
  beforeAll(async () => {
    await Promise.all([UserButton.preload(), import('#ui/components/user-menu/AccountMenu')]);
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner until the auth status is fetched, then the sign-in link for a visitor', async () => {
    const gateway = new FakeSessionGateway();
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const fetch = gateway.fetchCurrentUser.bind(gateway);
    gateway.fetchCurrentUser = async () => {
      await pending;
      return fetch();
    };
    await setup(gateway);
    expect(screen.getByTestId('auth-spinner').textContent).toBe('Checking your account');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    answer();
    await settle();
    expect(screen.queryByTestId('auth-spinner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/sign-in');
  });

  it('shows a signed-in user the first letter of the e-mail, the e-mail itself and no club badge', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser({ email: 'zofia@example.test', isClubMember: false })));
    await settle();
    const button = screen.getByRole('button', { name: 'Account menu, zofia@example.test' });
    expect(screen.getByTestId('avatar').textContent).toBe('Z');
    expect(screen.getByTestId('marquee').textContent).toBe('zofia@example.test');
    expect(screen.queryByTestId('club-badge')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks a club member with a badge the button is described by', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser({ email: 'ala@example.test', isClubMember: true })), 'pl');
    await settle();
    const button = screen.getByRole('button', { name: 'Menu konta, ala@example.test' });
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Członek Klubu');
    expect(screen.getByTestId('club-badge')).toBeTruthy();
  });

  it('says in the open menu that an alpha tester is one, and nothing of it to anyone else', async () => {
    await setup(new FakeSessionGateway().signedInAs({ ...aUser(), isAlphaTester: true }), 'de');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Kontomenü/ }));
    expect(screen.getByTestId('alpha-tester').textContent).toBe('Alpha-Tester');
  });

  it('shows no alpha tester line for an ordinary account', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser()));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByTestId('alpha-tester')).toBeNull();
  });

  it('opens the account menu with its five entries and localised links', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser()), 'pl');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Menu konta/ }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ulubione',
      'Moja półka',
      'Ostatnio słuchane',
      'Ustawienia profilu',
      'Wyloguj się',
    ]);
    expect(items.slice(0, 4).map((item) => item.getAttribute('href'))).toEqual([
      '/pl/ulubione',
      '/pl/polka',
      '/pl/ostatnio-sluchane',
      '/pl/panel-uzytkownika/profil',
    ]);
    expect(document.activeElement).toBe(items[0]);
  });

  it('works by keyboard: arrows wrap, Home and End jump, Escape returns focus to the button', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser()));
    await settle();
    const button = openByKey('ArrowUp');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Your account' });
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[4]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[4]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[4]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    openByKey('ArrowDown');
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
  });

  it('closes on Tab and on a click outside', async () => {
    await setup(new FakeSessionGateway().signedInAs(aUser()));
    await settle();
    const button = openByKey('ArrowDown');
    fireEvent.keyDown(screen.getByRole('menu', { hidden: true }), { key: 'Tab' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out through the use case: the server is told, the user is cleared and the sign-in link takes focus', async () => {
    const gateway = new FakeSessionGateway().signedInAs(aUser());
    const { authStore } = await setup(gateway, 'pl');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Menu konta/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wyloguj się' }));
    await settle();
    expect(gateway.signOuts).toEqual([MARKETS.pl.catalogId]);
    expect(authStore.state.user).toBeNull();
    const signIn = screen.getByRole('link', { name: 'Zaloguj się' });
    expect(document.activeElement).toBe(signIn);
  });

  it('keeps the user and shows the generic error toast when the server refuses to sign out', async () => {
    const gateway = new FakeSessionGateway().signedInAs(aUser()).failSignOutWith({ code: 'SESSION.UNAVAILABLE' });
    const { authStore, toasts } = await setup(gateway);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await settle();
    expect(authStore.state.user).not.toBeNull();
    expect(toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
  });
});
