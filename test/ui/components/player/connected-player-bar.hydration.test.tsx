import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import ConnectedPlayerBar from '#ui/components/player/ConnectedPlayerBar';
import { ContainerProvider } from '#ui/di/container-context';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import { FakeMediaPlayer } from '#test/support/fakes/fake-media-player';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryPlaybackGateway, InMemoryStreamMediaRepository } from '#test/support/fakes/in-memory-playback';
import { InMemoryPlayerStorage } from '#test/support/fakes/in-memory-player-storage';
import { A_TITLE } from '#test/support/player-kit';

describe('the player bar as the page hydrates', () => {
  it('hydrates as the empty place the server drew while the store already holds a title, then shows the bar', async () => {
    const container = createContainer(
      { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
      {
        mediaPlayer: new FakeMediaPlayer(),
        streamMediaRepository: new InMemoryStreamMediaRepository().withTitle(A_TITLE.audiobookId),
        playbackGateway: new InMemoryPlaybackGateway(),
        playerStorage: new InMemoryPlayerStorage(),
        sessionGateway: new FakeSessionGateway(),
      },
    );
    // A title restored or started before this part of the page hydrates.
    await container
      .get(TOKENS.PlayTitle)
      .execute({ title: A_TITLE, user: null, autoPlay: false, sampleOnly: true, currentPath: '/en' });
    expect(container.get(TOKENS.PlayerStore).state.title?.audiobookId).toBe(A_TITLE.audiobookId);

    const translations = await loadTranslations('en');
    const host = document.createElement('div');
    // What the server renders for the bar (connected-player-bar.server.test.tsx).
    host.innerHTML = '';
    document.body.append(host);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        host,
        <LocaleProvider locale="en" brand="audiora" translations={translations}>
          <MemoryRouter initialEntries={['/en']}>
            <ContainerProvider container={container}>
              <ConnectedPlayerBar />
            </ContainerProvider>
          </MemoryRouter>
        </LocaleProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Player' })).toBeTruthy();
    act(() => root.unmount());
    host.remove();
  });
});
