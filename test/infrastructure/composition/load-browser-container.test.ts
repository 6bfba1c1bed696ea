import { describe, expect, it } from 'vitest';
import { loadBrowserContainer } from '#infrastructure/composition/load-browser-container';
import { WIRE_SCHEMA_SLICES } from '#infrastructure/http/wire-schema-slices';
import { TOKENS } from '#infrastructure/composition/tokens';
import { KyCatalogRepository } from '#infrastructure/http/ky-catalog-repository';

const config = { apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' };

describe('loadBrowserContainer', () => {
  it('evaluates the slices in order, giving the browser a turn after each, then builds the container', async () => {
    const events: string[] = [];
    const slice = (name: string) => async () => void events.push(name);
    const container = await loadBrowserContainer(config, async () => void events.push('yield'), [
      slice('zod'),
      slice('schemas'),
    ]);
    expect(events).toEqual(['zod', 'yield', 'schemas', 'yield']);
    expect(container.get(TOKENS.CatalogRepository)).toBeInstanceOf(KyCatalogRepository);
  });

  it('lets timers and other queued tasks run between two slices by default', async () => {
    const events: string[] = [];
    await loadBrowserContainer(config, undefined, [
      async () => {
        setTimeout(() => events.push('queued task'), 0);
        events.push('first slice');
      },
      async () => void events.push('second slice'),
    ]);
    expect(events).toEqual(['first slice', 'queued task', 'second slice']);
  });

  it('fails when a slice fails, so that the next demand can try again', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    await expect(loadBrowserContainer(config, async () => undefined, [() => Promise.reject(offline)])).rejects.toBe(
      offline,
    );
  });

  it('slices the real graph: every default slice loads, and the container wires the HTTP adapters', async () => {
    for (const slice of WIRE_SCHEMA_SLICES) await expect(slice()).resolves.toBeDefined();
    const container = await loadBrowserContainer(config);
    expect(container.get(TOKENS.ListCategories)).toBeDefined();
    expect(container.get(TOKENS.CatalogRepository)).toBeInstanceOf(KyCatalogRepository);
  });
});
