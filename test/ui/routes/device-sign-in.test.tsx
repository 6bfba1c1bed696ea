import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { ContainerProvider } from '#ui/di/container-context';
import DeviceSignInPage, { action, loader, meta } from '#ui/routes/device-sign-in';
import { InMemoryDeviceApprovalGateway } from '#test/support/fakes/in-memory-device-approval-gateway';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const SIGNED_IN = 'loggedIn=true';
const CONTAINER = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' }, {});
const CLI = 'Audiora command line on linux';

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };
const answerOf = async (run: () => unknown) => (await run()) as Answer;

/** The page as a signed-in browser asks for it. */
const opened = (path: string, gateway: InMemoryDeviceApprovalGateway) =>
  pageArgs(path, { cookie: SIGNED_IN, ports: { deviceApprovalGateway: gateway } });

/** A form posted to the page, as a browser without JavaScript sends it. */
const posted = (path: string, gateway: InMemoryDeviceApprovalGateway, fields: Record<string, string>) => {
  const args = opened(path, gateway) as { url: URL };
  const request = new Request(args.url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: SIGNED_IN },
  });
  return { ...args, request } as never;
};

const render = async (locale: Locale, path: string, loaderData: unknown, actionData?: unknown) => {
  const rendered = await renderInMarket(locale, path, [
    {
      path: path.split('?')[0] ?? path,
      Component: (() => (
        <ContainerProvider container={CONTAINER}>
          <DeviceSignInPage {...({ loaderData, actionData } as Parameters<typeof DeviceSignInPage>[0])} />
        </ContainerProvider>
      )) as never,
      loader: () => loaderData,
    },
  ]);
  await screen.findByRole('heading', { level: 1 });
  // Let the effect that moves focus run.
  await act(async () => undefined);
  return rendered;
};

/** A device started signing in, its code good for the next nine and a half minutes. */
const started = () => {
  const gateway = new InMemoryDeviceApprovalGateway();
  const code = gateway.start(CLI, new Date(Date.now() + 570_000).toISOString());
  return { gateway, code, shown: `${code.slice(0, 4)}-${code.slice(4)}` };
};

afterEach(cleanup);

describe('the device-confirming page', () => {
  it('sends a visitor to sign in, to come back with the code', async () => {
    const { gateway } = started();
    const thrown = await thrownBy(async () =>
      loader(pageArgs('/en/device?code=bcdf-ghjk', { ports: { deviceApprovalGateway: gateway } })),
    );
    expect(statusOf(thrown)).toBe(302);
    const back = new URL((thrown as Response).headers.get('Location') ?? '', 'http://store.test');
    expect(back.pathname).toBe('/en/sign-in');
    expect(back.searchParams.get('redirectTo')).toBe('/en/device?code=bcdf-ghjk');
    expect(gateway.asked).toEqual([]);
  });

  it('fills in the code of the link as shown, asking the API nothing, and is never cached', async () => {
    const { gateway, code, shown } = started();
    const path = `/pl/urzadzenie?code=${code.toLowerCase()}`;
    const loaded = await answerOf(() => loader(opened(path, gateway)));
    expect(loaded.data).toEqual({ typed: shown });
    expect(new Headers(loaded.init?.headers).get('Cache-Control')).toBe('private, no-store');
    expect(gateway.asked).toEqual([]);
    await render('pl', path, loaded.data);
    expect(screen.getByRole('textbox', { name: 'Kod widoczny na urządzeniu' })).toHaveProperty('value', shown);
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeTruthy();
  });

  it('shows what asks, its code and until when, then signs the device in', async () => {
    const { gateway, code, shown } = started();
    const path = '/en/device';
    const look = await answerOf(() =>
      action(posted(path, gateway, { intent: 'look', user_code: ` ${shown.toLowerCase()} ` })),
    );
    expect(look.data).toMatchObject({ step: 'confirm', pending: { userCode: code, code: shown, clientName: CLI } });
    await render('en', path, { typed: '' }, look.data);
    const heading = screen.getByRole('heading', { name: 'Sign in this device?' });
    expect(document.activeElement).toBe(heading);
    const details = heading.parentElement?.querySelector('dl')?.textContent ?? '';
    expect(details).toContain(CLI);
    expect(details).toContain(shown);
    expect(details).toMatch(/Code valid until\d{1,2}:\d{2}.*\(for another 10 minutes\)/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Not me, refuse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in this device' })).toHaveProperty('value', 'approve');
    cleanup();

    const approved = await answerOf(() => action(posted(path, gateway, { intent: 'approve', user_code: code })));
    expect(approved.data).toEqual({ step: 'decided', approved: true });
    expect(gateway.stateOf(code)).toBe('approved');
    await render('en', path, { typed: '' }, approved.data);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('The device is signed in; you can go back to it.');
    expect(document.activeElement).toBe(status);
    expect(screen.getByRole('link', { name: 'See your signed-in devices' }).getAttribute('href')).toBe(
      '/en/user-panel/sessions',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses the device when the listener did not start it', async () => {
    const { gateway, code } = started();
    const refused = await answerOf(() =>
      action(posted('/cz/zarizeni', gateway, { intent: 'refuse', user_code: code })),
    );
    expect(refused.data).toEqual({ step: 'decided', approved: false });
    expect(gateway.stateOf(code)).toBe('refused');
    await render('cz', '/cz/zarizeni', { typed: '' }, refused.data);
    expect(screen.getByRole('status').textContent).toBe('Odmítnuto, zařízení nebylo přihlášeno.');
  });

  it.each([
    ['an unknown code', 'zzzz-xxxx', 404, 'This code is unknown or has expired.'],
    ['a code that cannot be one', 'abcd-efgh', 422, 'That is not a code we give out.'],
  ])('tells %s in an alert, the field keeping what was typed', async (_case, typed, status, message) => {
    const { gateway } = started();
    const answer = await answerOf(() => action(posted('/en/device', gateway, { intent: 'look', user_code: typed })));
    expect(answer.init?.status).toBe(status);
    await render('en', '/en/device', { typed: '' }, answer.data);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(document.activeElement).toBe(alert);
    const field = screen.getByRole('textbox', { name: 'Code shown on your device' });
    expect(field).toHaveProperty('value', typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('tells a code that expired before the decision, and throttling after too many wrong codes', async () => {
    const { gateway, code, shown } = started();
    gateway.expire(code);
    const expired = await answerOf(() => action(posted('/en/device', gateway, { intent: 'approve', user_code: code })));
    expect(expired.data).toEqual({ step: 'problem', problem: 'DEVICE.CODE_UNKNOWN', typed: code });
    expect(expired.init?.status).toBe(404);
    let answer = expired;
    for (let guess = 0; guess < 5; guess += 1)
      answer = await answerOf(() => action(posted('/en/device', gateway, { intent: 'look', user_code: shown })));
    expect(answer.init?.status).toBe(429);
    await render('en', '/en/device', { typed: '' }, answer.data);
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong codes. Wait a few minutes and try again.');
    expect(screen.getByRole('textbox')).toHaveProperty('value', shown);
  });

  it('sends a listener whose session ended to sign in and back to the page with its code', async () => {
    const gateway = new InMemoryDeviceApprovalGateway().signedOut();
    const thrown = await thrownBy(async () =>
      action(posted('/en/device?code=BCDF-GHJK', gateway, { intent: 'look', user_code: 'BCDF-GHJK' })),
    );
    expect(statusOf(thrown)).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      `/en/sign-in?redirectTo=${encodeURIComponent('/en/device?code=BCDF-GHJK')}`,
    );
  });

  it('is titled in the market’s language and kept out of search engines', async () => {
    const tags = meta(await metaArgs('de', { typed: '' }));
    expect(tags).toContainEqual({ title: 'Gerät anmelden | Audiora' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
