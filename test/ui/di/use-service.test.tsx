import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS, type Token } from '#infrastructure/composition/tokens';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { ContainerProvider, useService } from '#ui/di/container-context';

const config = { apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' };

const Probe = ({ token, onService }: { token: Token<unknown>; onService: (service: unknown) => void }) => {
  onService(useService(token));
  return <p>ready</p>;
};

describe('useService', () => {
  it('returns the service the token names from the nearest container', () => {
    const fake = new InMemoryCatalogRepository();
    const container = createContainer(config, { catalogRepository: fake });
    let seen: unknown;
    render(
      <ContainerProvider container={container}>
        <Probe token={TOKENS.CatalogRepository} onService={(s) => (seen = s)} />
      </ContainerProvider>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(seen).toBe(fake);
  });

  it('says clearly when no container is provided', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe token={TOKENS.ListCategories} onService={() => undefined} />)).toThrow(
      'useService needs a ContainerProvider above it',
    );
    silence.mockRestore();
  });
});
