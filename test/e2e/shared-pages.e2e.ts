import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { send, startServer, stopServer } from '../support/e2e/server-process';

test.describe("visitors' shared pages, across the server's processes", () => {
  test("are the same bytes from every worker, never a user's, and show a catalogue change at the next request", async () => {
    const server = startServer({ WORKERS: '2' });
    try {
      const base = await server.url;
      // Each request on a connection of its own, so that they are spread over both workers.
      const visit = async (headers: Record<string, string> = {}) => send(`${base}/pl/`, { headers });
      const first = await Promise.all(Array.from({ length: 6 }, () => visit()));
      for (const answer of first) {
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
        expect(answer.headers['etag']).toBe(first[0]?.headers['etag']);
        expect(answer.body).toBe(first[0]?.body);
      }

      const user = await visit({ cookie: 'loggedIn=true; audiora_access=token-of-one-user' });
      expect(user.status).toBe(200);
      expect(user.headers['cache-control']).toBe('private, no-store');
      expect(user.headers['etag']).toBeUndefined();
      const afterUser = await Promise.all(Array.from({ length: 4 }, () => visit()));
      for (const answer of afterUser) expect(answer.headers['etag']).toBe(first[0]?.headers['etag']);

      // An editor renames a title on the home page from outside the server: a process of its own, straight in SQL.
      const database = new BetterSqlite3(join(server.dataDir, 'audiora.sqlite'));
      try {
        const shown = database
          .prepare<[], { id: string; name: string }>(
            "select p.id, p.name from products p join catalogs c on c.id = p.catalog_id where c.locale = 'pl'",
          )
          .all()
          .find((product) => first[0]?.body.includes(`>${product.name}<`));
        expect(shown, 'a title shown on the home page').toBeDefined();
        const renamed = `Renamed ${randomUUID()}`;
        database.prepare('update products set name = ? where id = ?').run(renamed, shown?.id);
        const afterChange = await Promise.all(Array.from({ length: 6 }, () => visit()));
        for (const answer of afterChange) {
          expect(answer.body).toContain(renamed);
          expect(answer.body).not.toContain(`>${shown?.name}<`);
          expect(answer.headers['etag']).not.toBe(first[0]?.headers['etag']);
        }
      } finally {
        database.close();
      }
    } finally {
      await stopServer(server);
    }
  });
});
