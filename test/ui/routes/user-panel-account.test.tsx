import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import ConsentsPage, { action as consentsAction, loader as consentsLoader } from '#ui/routes/user-panel-consents';
import { action as profileAction, loader as profileLoader } from '#ui/routes/user-panel-profile';
import SessionsPage, { action as sessionsAction, loader as sessionsLoader } from '#ui/routes/user-panel-sessions';
import { InMemoryAccountGateway } from '#test/support/fakes/in-memory-account-gateway';
import { createContainer } from '#infrastructure/composition/create-container';
import { ContainerProvider } from '#ui/di/container-context';
import { renderInMarket } from '../render-in-market';
import { pageArgs, statusOf, thrownBy } from './page-harness';

const SIGNED_IN = 'loggedIn=true';
const CONTAINER = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' }, {});
const EMAIL = 'ola@example.test';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

const listener = () =>
  new InMemoryAccountGateway().signedInAs(EMAIL, 'my password', 'Firefox/128.0 (X11; Linux)', [PHONE]);

/** A form posted to a page, as a browser without JavaScript sends it. */
const posted = (path: string, gateway: InMemoryAccountGateway, fields: Record<string, string>) => {
  const args = pageArgs(path, { cookie: SIGNED_IN, ports: { accountGateway: gateway } }) as { url: URL };
  const body = new URLSearchParams(fields);
  const request = new Request(args.url, { method: 'POST', body, headers: { cookie: SIGNED_IN } });
  return { ...args, request } as never;
};

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };
const answerOf = async (run: () => Promise<unknown>) => (await run()) as Answer;

const render = async (locale: Locale, path: string, Page: unknown, data: unknown, actionData?: unknown) =>
  renderInMarket(locale, path, [
    {
      path,
      Component: ((props: object) => {
        const Component = Page as (p: Record<string, unknown>) => React.ReactNode;
        return (
          <ContainerProvider container={CONTAINER}>
            <Component {...props} loaderData={data} actionData={actionData} />
          </ContainerProvider>
        );
      }) as never,
      loader: () => data,
    },
  ]);

describe('the user panel account pages', () => {
  it.each(['/en/user-panel/profile', '/en/user-panel/consents', '/en/user-panel/sessions'])(
    'send a visitor at %s to sign in without asking the API',
    async (path) => {
      const loader = { profile: profileLoader, consents: consentsLoader, sessions: sessionsLoader }[
        path.split('/').at(-1) as 'profile'
      ];
      const thrown = await thrownBy(async () => loader(pageArgs(path, { ports: { accountGateway: listener() } })));
      expect(statusOf(thrown)).toBe(302);
      expect((thrown as Response).headers.get('Location')).toMatch(/^\/en\/sign-in\?redirectTo=/);
    },
  );

  it('changes the password, and puts a refusal under its field', async () => {
    const gateway = listener();
    const path = '/en/user-panel/profile';
    const wrong = await answerOf(async () =>
      profileAction(
        posted(path, gateway, { intent: 'change-password', current_password: 'x', new_password: 'A-new-one-2' }),
      ),
    );
    expect(wrong.init?.status).toBe(422);
    expect(wrong.data).toMatchObject({ field: 'current_password', key: 'user_panel.profile.wrong_password' });
    const short = await answerOf(async () =>
      profileAction(
        posted(path, gateway, { intent: 'change-password', current_password: 'my password', new_password: 'short' }),
      ),
    );
    expect(short.data).toMatchObject({ field: 'new_password', key: 'sign_up.error.password.too_short' });
    const done = await answerOf(async () =>
      profileAction(
        posted(path, gateway, {
          intent: 'change-password',
          current_password: 'my password',
          new_password: 'A-new-one-2',
        }),
      ),
    );
    expect(done.data).toMatchObject({ outcome: 'done' });
    expect(gateway.passwordOf(EMAIL)).toBe('A-new-one-2');
  });

  it('deletes the account with its password, clears the loggedIn flag and answers a farewell page', async () => {
    const gateway = listener();
    const path = '/en/user-panel/profile';
    const confirming = await answerOf(async () =>
      profileLoader(pageArgs(`${path}?delete`, { cookie: SIGNED_IN, ports: { accountGateway: gateway } })),
    );
    expect(confirming.data).toEqual({ email: EMAIL, confirming: true });
    const thrown = await thrownBy(async () =>
      profileAction(posted(path, gateway, { intent: 'delete-account', password: 'my password' })),
    );
    expect(statusOf(thrown)).toBe(302);
    const redirect = thrown as Response;
    expect(redirect.headers.get('Location')).toBe('/en/user-panel/profile?deleted');
    expect(redirect.headers.get('Set-Cookie')).toMatch(/^loggedIn=; Path=\/; Max-Age=0/);
    expect(gateway.passwordOf(EMAIL)).toBeUndefined();
    const farewell = await answerOf(async () => profileLoader(pageArgs(`${path}?deleted`)));
    expect(farewell.data).toEqual({ email: null, confirming: false });
  });

  it('saves both consents as ticked, an unticked box meaning no, and shows them saved', async () => {
    const gateway = listener();
    const path = '/en/user-panel/consents';
    const saved = await answerOf(async () => consentsAction(posted(path, gateway, { newsletter: 'on' })));
    expect(saved.data).toMatchObject({ saved: true, user: { newsletter: true, hasMarketingConsent: false } });
    const loaded = await answerOf(async () =>
      consentsLoader(pageArgs(path, { cookie: SIGNED_IN, ports: { accountGateway: gateway } })),
    );
    expect(loaded.data).toEqual({ consents: { marketing: false, newsletter: true } });
    await render('en', path, ConsentsPage, loaded.data, saved.data);
    expect((await screen.findByLabelText('Newsletter')).matches(':checked')).toBe(true);
    expect(screen.getByLabelText('Marketing consent').matches(':checked')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Your choices are saved.');
  });

  it('lists the sessions readably, this browser first, and ends another, all others, or this one', async () => {
    const gateway = listener().signedInElsewhere(EMAIL, PHONE);
    const path = '/pl/panel-uzytkownika/sesje';
    const args = () => pageArgs(path, { cookie: SIGNED_IN, ports: { accountGateway: gateway } });
    const loaded = await answerOf(async () => sessionsLoader(args()));
    const sessions = loaded.data.sessions as { id: string; current: boolean }[];
    await render('pl', path, SessionsPage, loaded.data);
    const items = within(await screen.findByRole('list', { name: 'Gdzie jesteś zalogowany' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Firefox w systemie Linux',
      'Chrome w systemie Android',
      'Chrome w systemie Android',
    ]);
    expect(items[0]?.textContent).toContain('(ta przeglądarka)');
    expect(items[1]?.textContent).toMatch(/Ostatnio używane .+ temu/);

    const one = await answerOf(async () =>
      sessionsAction(posted(path, gateway, { intent: 'revoke', session_id: sessions[1]?.id ?? '' })),
    );
    expect(one.data).toMatchObject({ done: 'revoke', key: null });
    const others = await answerOf(async () => sessionsAction(posted(path, gateway, { intent: 'revoke-others' })));
    expect(others.data).toMatchObject({ done: 'revoke-others', key: null });
    expect(((await answerOf(async () => sessionsLoader(args()))).data.sessions as unknown[]).length).toBe(1);
    const here = await thrownBy(async () =>
      sessionsAction(posted(path, gateway, { intent: 'revoke-current', session_id: sessions[0]?.id ?? '' })),
    );
    expect((here as Response).headers.get('Location')).toBe('/pl/panel-uzytkownika/sesje?signed-out');
    expect((here as Response).headers.get('Set-Cookie')).toMatch(/^loggedIn=; Path=\/; Max-Age=0/);
  });

  it("lists the account's devices in the market's words, and removes another one only once it is confirmed", async () => {
    const gateway = listener();
    const path = '/pl/panel-uzytkownika/sesje';
    const args = () => pageArgs(path, { cookie: SIGNED_IN, ports: { accountGateway: gateway } });
    const loaded = await answerOf(async () => sessionsLoader(args()));
    const devices = loaded.data.devices as { id: string; current: boolean }[];
    await render('pl', path, SessionsPage, loaded.data);
    const list = within(await screen.findByRole('list', { name: 'Twoje urządzenia' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Firefox w systemie Linux',
      'Chrome w systemie Android',
    ]);
    expect(items[0]?.textContent).toContain('(to urządzenie)');
    expect(items[1]?.textContent).toContain('Pierwsze użycie: 22 listopada 2026, ostatnie użycie: 22 listopada 2026');
    // This device is signed out from the sessions above, not removed.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    const remove = within(items[1] as HTMLElement).getByRole('button', { name: 'Usuń' });
    expect(remove.getAttribute('aria-describedby')).toBe(items[1]?.querySelector('strong')?.id);

    const fields = { device_id: devices[1]?.id ?? '', device_name: 'Chrome w systemie Android' };
    const review = await answerOf(async () =>
      sessionsAction(posted(path, gateway, { intent: 'review-remove-device', ...fields })),
    );
    expect(review.data).toMatchObject({ confirming: true, device: { name: 'Chrome w systemie Android' } });
    expect(await gateway.devices()).toMatchObject({ ok: true, value: [{}, {}] });
    cleanup();
    await render('pl', path, SessionsPage, loaded.data, review.data);
    const confirm = await screen.findByRole('region', { name: 'Usunąć to urządzenie?' });
    expect(confirm.textContent).toContain('Chrome w systemie Android zostanie od razu wylogowane');
    // Focus follows in an effect, after the commit the query saw.
    await waitFor(() => expect(document.activeElement).toBe(confirm));

    const removed = await answerOf(async () =>
      sessionsAction(posted(path, gateway, { intent: 'remove-device', ...fields })),
    );
    expect(removed.data).toMatchObject({ done: 'remove-device', key: null });
    const after = await answerOf(async () => sessionsLoader(args()));
    expect((after.data.devices as unknown[]).length).toBe(1);
    expect((after.data.sessions as unknown[]).length).toBe(1);
    cleanup();
    await render('pl', path, SessionsPage, after.data, removed.data);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Urządzenie Chrome w systemie Android zostało usunięte i wylogowane.');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('tells a failed removal, and removes nothing', async () => {
    const gateway = listener();
    gateway.removeDevice = async () => ({ ok: false, error: { code: 'ACCOUNT.UNAVAILABLE' } });
    const answer = await answerOf(async () =>
      sessionsAction(
        posted('/en/user-panel/sessions', gateway, {
          intent: 'remove-device',
          device_id: 'device-2',
          device_name: 'x',
        }),
      ),
    );
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ done: null, key: 'common.generic_error.message' });
  });
});
