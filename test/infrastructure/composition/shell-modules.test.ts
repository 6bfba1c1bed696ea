import { describe, expect, it } from 'vitest';
import { SearchBoxStores } from '#application/search/search-box-stores';
import { ToastQueueStore } from '#application/toast/toast-queue.store';
import { ConsoleErrorReporter } from '#infrastructure/browser/console-error-reporter';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';

const config = {
  apiOrigin: 'http://api.internal',
  brand: 'audiora',
  userAgent: 'test',
  cookie: 'loggedIn=true; appBanner=closed',
};

describe('the search, session and toast modules on the server (no window)', () => {
  it('wire one toast queue that is also the toast presenter', () => {
    const container = createContainer(config);
    const queue = container.get(TOKENS.ToastQueue);
    expect(queue).toBeInstanceOf(ToastQueueStore);
    expect(container.get(TOKENS.ToastPresenter)).toBe(queue);
  });

  it("read the request's cookies and keep the auth store idle until started", () => {
    const container = createContainer(config, { sessionGateway: new FakeSessionGateway() });
    expect(container.get(TOKENS.Cookies).get('appBanner')).toBe('closed');
    expect(container.get(TOKENS.AuthStore).state).toEqual({ status: 'idle', user: null });
  });

  it('sign out through the overridden gateway and the same auth store', async () => {
    const gateway = new FakeSessionGateway();
    const container = createContainer(config, { sessionGateway: gateway });
    const result = await container.get(TOKENS.SignOut).execute({ catalogId: 'c' as never });
    expect(result.ok).toBe(true);
    expect(gateway.signOuts).toEqual(['c']);
    expect(container.get(TOKENS.AuthStore).state.status).toBe('fetched');
  });

  it('keep one search box store per market in one container', () => {
    const container = createContainer(config);
    const stores = container.get(TOKENS.SearchBoxStores);
    expect(stores).toBeInstanceOf(SearchBoxStores);
    expect(container.get(TOKENS.SearchBoxStores)).toBe(stores);
  });
});

describe('error reporting on the server (no window)', () => {
  it('writes to the console even when a DSN is configured: only browsers send to the service', () => {
    const container = createContainer({ ...config, errorReportingDsn: 'https://key@o1.ingest.sentry.example/42' });
    expect(container.get(TOKENS.ErrorReporter)).toBeInstanceOf(ConsoleErrorReporter);
  });
});
