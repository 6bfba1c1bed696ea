import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';
import { listCategoriesCli } from '../../scripts/list-categories';

const run = async (args: string[], url: string) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await listCategoriesCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, url);
  return { code, out, err };
};

describe('list-categories script (the ListCategories use case, headless)', () => {
  let server: RunningTestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it("prints a market's top-level categories from a running server", async () => {
    const { code, out } = await run(['de'], server.origin);
    expect(code).toBe(0);
    expect(out[0]).toBe('Krimis und Thriller  (krimis-und-thriller)');
    expect(out).not.toContain('Thriller  (thriller)');
  });

  it('prints the whole tree, children indented, with --all', async () => {
    const { out } = await run(['pl', '--all'], server.origin);
    expect(out.slice(0, 3)).toEqual([
      'Kryminał i sensacja  (kryminal-i-sensacja)',
      '  Klasyczny kryminał  (klasyczny-kryminal)',
      '  Thriller  (thriller)',
    ]);
  });

  it('takes the server address from --url', async () => {
    const { code, out } = await run(['--url', server.origin, 'cz'], 'http://127.0.0.1:9');
    expect(code).toBe(0);
    expect(out[0]).toContain('Detektivky a thrillery');
  });

  it('rejects an unknown market with exit code 2', async () => {
    const { code, err } = await run(['fr'], server.origin);
    expect(code).toBe(2);
    expect(err[0]).toContain('Unknown market "fr"');
  });

  it('reports an unreachable server with exit code 1', async () => {
    const { code, err } = await run(['pl'], 'http://127.0.0.1:9');
    expect(code).toBe(1);
    expect(err[0]).toContain('CATALOG.UNAVAILABLE');
  });
});
