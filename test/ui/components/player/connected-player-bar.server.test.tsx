// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ConnectedPlayerBar from '#ui/components/player/ConnectedPlayerBar';
import { ContainerProvider } from '#ui/di/container-context';

describe('the player bar on the server', () => {
  it('renders its empty place without asking the container for a player', () => {
    const asked: unknown[] = [];
    const container = {
      get: (token: unknown) => {
        asked.push(token);
        throw new Error('no service on the server');
      },
    };
    const html = renderToString(
      <ContainerProvider container={container}>
        <ConnectedPlayerBar />
      </ContainerProvider>,
    );
    expect(html).toBe('');
    expect(asked).toEqual([]);
  });
});
