import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { twoPaidDemoAudiobooks } from '#test/support/server/demo-titles';
import type { AudiobookDownload, AudiobookDownloads } from '#server/library/audiobook-downloads.port';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { register, uniqueEmail, PASSWORD } from '#test/support/server/account-flows';
import { insertLicense } from '#test/support/server/library-suite';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';
import type { CliEnv } from '../../../scripts/cli/cli-io';
import { runCli } from '../../../scripts/cli/run-cli';
import { indexCatalogue } from '#server/search/indexing/catalogue-search-records';
import { createSearchService } from '#server/search/search-service';

const FILE_BYTES = 200_000;
const BREAK_AFTER = 70_000;

/** The owned title's file, kept in a folder of the test's own. */
class FileDownloads implements AudiobookDownloads {
  constructor(
    readonly ownedId: () => string,
    readonly path: string,
  ) {}

  async locate(audiobookId: string): Promise<AudiobookDownload | null> {
    return audiobookId === this.ownedId()
      ? { kind: 'file', path: this.path, fileName: 'Lalka (część 1).m4a', contentType: 'audio/mp4' }
      : null;
  }
}

/** A fetch whose download connections break after some bytes, as a dropped network would. */
const breakingFetch =
  (afterBytes: number): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/download') || response.body === null) return response;
    const reader = response.body.getReader();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= afterBytes) {
          await reader.cancel();
          controller.error(new TypeError('socket hang up'));
          return;
        }
        const { done, value } = await reader.read();
        if (done) return controller.close();
        const part = value.subarray(0, afterBytes - sent);
        sent += part.byteLength;
        controller.enqueue(part);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };

describe('the audiora command line, against the real server in-process', () => {
  const root = mkdtempSync(join(tmpdir(), 'audiora-cli-'));
  const configDir = join(root, 'config');
  const downloadsDir = join(root, 'downloads');
  const source = join(root, 'source.m4a');
  const sessionFile = join(configDir, 'session.json');
  const titles = { owned: '', notOwned: '', cycle: '' };
  /** The storefront's own container on the same store, to compare the command line's answers with. */
  const storefrontContainer = () =>
    createContainer({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'test', locale: 'pl' });
  const email = uniqueEmail('cli');
  let server: RunningTestServer;

  const run = async (args: readonly string[], env: Partial<CliEnv> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      args,
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { vars: { AUDIORA_URL: server.origin }, cwd: downloadsDir, configDir, ...env },
    );
    return { code, out, err, text: out.join('\n'), json: () => JSON.parse(out.join('\n')) as Record<string, unknown> };
  };
  const signIn = () => {
    const asked: string[] = [];
    const readSecret = async (prompt: string) => {
      asked.push(prompt);
      return PASSWORD;
    };
    return run(['sign-in', '--email', email, '--password-stdin'], { readSecret }).then((r) => ({ ...r, asked }));
  };
  const bearer = () => ({
    Authorization: `Bearer ${(JSON.parse(readFileSync(sessionFile, 'utf8')) as { access_token: string }).access_token}`,
  });
  const command = (name: string, fields: Record<string, unknown>) =>
    server.testApp.app.request('/pl/v2/commands', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer() },
      body: JSON.stringify({ name, ...fields }),
    });

  beforeAll(async () => {
    writeFileSync(source, randomBytes(FILE_BYTES));
    const search = createSearchService();
    server = await startTestServer({}, { audiobookDownloads: new FileDownloads(() => titles.owned, source), search });
    const { db } = server.testApp.database;
    await indexCatalogue(db, search, 'audiora');
    const { owned, notOwned } = await twoPaidDemoAudiobooks(server.testApp);
    titles.owned = owned;
    titles.notOwned = notOwned;
    const cycle = await db
      .selectFrom('products')
      .select('id')
      .where('catalog_id', '=', MARKETS.pl.catalogId)
      .where('type', '=', 'cycle')
      .limit(1)
      .executeTakeFirstOrThrow();
    titles.cycle = cycle.id;
    const registered = await register(server.testApp, { email });
    expect(registered.res.status).toBe(201);
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await insertLicense(db, { userId: user.id } as never, titles.owned, new Date());
  }, 60_000);

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('usage', () => {
    it('lists the commands with --help (exit 0), and with no command at all on stderr (exit 2)', async () => {
      const help = await run(['--help']);
      expect(help.code).toBe(0);
      expect(help.text).toContain('download');
      const none = await run([]);
      expect(none.code).toBe(2);
      expect(none.err.join('\n')).toContain('Usage: audiora <command>');
    });

    it('explains each command with --help', async () => {
      const help = await run(['stats', '--help']);
      expect(help.code).toBe(0);
      expect(help.text).toContain('Usage: audiora stats [--from YYYY-MM-DD --to YYYY-MM-DD');
      expect(help.text).toContain('--csv');
    });

    it('names the argument it cannot take, with exit code 2', async () => {
      expect((await run(['fly'])).err[0]).toContain('unknown command "fly"');
      const option = await run(['search', 'lalka', '--colour', 'red']);
      expect(option.code).toBe(2);
      expect(option.err[0]).toContain("'--colour'");
      const market = await run(['categories', '--market', 'fr']);
      expect(market.code).toBe(2);
      expect(market.err[0]).toContain('--market "fr"');
      const facet = await run(['search', 'lalka', '--facet', 'colour:red']);
      expect(facet.code).toBe(2);
      expect(facet.err[0]).toContain('--facet "colour:red"');
      const url = await run(['categories', '--url', 'ftp://example.test']);
      expect(url.code).toBe(2);
      expect(url.err[0]).toContain('--url "ftp://example.test"');
    });

    it('tells an unreachable store with its code and exit code 1', async () => {
      const result = await run(['categories', '--url', 'http://127.0.0.1:9']);
      expect(result.code).toBe(1);
      expect(result.err[0]).toContain('could not be reached');
      expect(result.err[0]).toContain('[CATALOG.UNAVAILABLE]');
      const json = await run(['categories', '--url', 'http://127.0.0.1:9', '--json']);
      expect(json.json()).toMatchObject({ error: { code: 'CATALOG.UNAVAILABLE' } });
    });
  });

  describe('catalogue', () => {
    it("lists a market's categories, the whole tree with --all", async () => {
      const top = await run(['categories', '--market', 'de']);
      expect(top.code).toBe(0);
      expect(top.out[0]).toBe('Krimis und Thriller  (krimis-und-thriller)');
      expect((await run(['categories', 'de'])).out).toEqual(top.out);
      expect((await run(['categories', 'fr'])).code).toBe(2);
      const all = await run(['categories', '--all']);
      expect(all.out.slice(0, 3)).toEqual([
        'Kryminał i sensacja  (kryminal-i-sensacja)',
        '  Klasyczny kryminał  (klasyczny-kryminal)',
        '  Thriller  (thriller)',
      ]);
      const json = await run(['categories', '--json']);
      expect(json.json()).toEqual(
        expect.arrayContaining([
          {
            id: expect.any(String) as string,
            slug: 'kryminal-i-sensacja',
            name: 'Kryminał i sensacja',
            parent_id: null,
          },
        ]),
      );
    });

    it('searches through the same search index as the storefront, for the same answer', async () => {
      const cli = await run(['search', 'lalka', '--json']);
      expect(cli.code).toBe(0);
      const storefront = storefrontContainer();
      const page = await storefront
        .get(TOKENS.LoadSearchPage)
        .execute({ locale: 'pl', phrase: 'lalka', page: 1, facets: [], context: null });
      if (!page.ok || page.value.kind !== 'results') throw new Error('the storefront found nothing');
      const answer = cli.json() as { total: number; hits: { id: string }[] };
      expect(answer.total).toBe(page.value.results.total);
      expect(answer.hits.map((h) => h.id)).toEqual(page.value.results.products.map((p) => p.id));
      expect(answer.total).toBeGreaterThan(0);
      const text = await run(['search', 'lalka']);
      expect(text.out[0]).toMatch(/^ID\s+TYPE\s+TITLE\s+AUTHORS\s+PRICE$/);
      const podcasts = await run(['search', 'lalka', '--facet', 'type:podcast', '--json']);
      expect((podcasts.json() as { hits: { type: string }[] }).hits.every((h) => h.type === 'podcast')).toBe(true);
    });

    it('shows a title by id or slug, its price as the storefront shows it, no licence for a visitor', async () => {
      const byId = await run(['title', titles.owned, '--json']);
      expect(byId.code).toBe(0);
      const shown = byId.json() as { name: string; price: { displayed: number }; currency: string; licences: null };
      expect(shown.licences).toBeNull();
      const storefront = storefrontContainer();
      const page = await storefront
        .get(TOKENS.LoadAudiobookPage)
        .execute({ locale: 'pl', id: titles.owned, reviewsPage: 1 });
      if (!page.ok) throw new Error('the storefront has no such title');
      expect(shown.name).toBe(page.value.audiobook.name);
      const text = await run(['title', titles.owned]);
      const amount = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(
        shown.price.displayed / 100,
      );
      expect(text.text).toContain(`price     ${amount}`);
      expect(text.text).toContain('licence   sign in to see yours');
      const hit = (await run(['search', shown.name, '--json'])).json() as { hits: { id: string; slug: string }[] };
      const slug = hit.hits.find((h) => h.id === titles.owned)?.slug ?? 'not found by its name';
      const bySlug = await run(['title', slug, '--json']);
      expect((bySlug.json() as { id: string }).id).toBe(titles.owned);
      const missing = await run(['title', '00000000-0000-4000-8000-000000000000']);
      expect(missing.code).toBe(1);
      expect(missing.err[0]).toContain('[AUDIOBOOK.NOT_FOUND]');
    });

    it('shows a series with its volumes', async () => {
      const cycle = await run(['cycle', titles.cycle, '--json']);
      expect(cycle.code).toBe(0);
      const answer = cycle.json() as { id: string; volumes: { position: number; id: string }[] };
      expect(answer.id).toBe(titles.cycle);
      expect(answer.volumes.length).toBeGreaterThan(0);
      expect((await run(['cycle', 'no-such-cycle'])).code).toBe(1);
    });
  });

  describe('account', () => {
    it('refuses account commands before sign-in, and a wrong password, keeping no tokens', async () => {
      const me = await run(['me']);
      expect(me.code).toBe(1);
      expect(me.err[0]).toContain('[AUTH.NOT_SIGNED_IN]');
      const wrong = await run(['sign-in', '--email', email], {
        vars: { AUDIORA_URL: server.origin, AUDIORA_PASSWORD: 'not the password' },
      });
      expect(wrong.code).toBe(1);
      expect(wrong.err[0]).toContain('[AUTH.BAD_CREDENTIALS]');
      expect(existsSync(sessionFile) ? JSON.parse(readFileSync(sessionFile, 'utf8')) : {}).not.toHaveProperty(
        'access_token',
      );
    });

    it('signs in, keeping the tokens in a file only the user may read, and knows the account', async () => {
      const signedIn = await signIn();
      expect(signedIn.code).toBe(0);
      expect(signedIn.out[0]).toBe(`Signed in as ${email}.`);
      expect(signedIn.asked).toEqual([`Password for ${email}: `]);
      expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
      const me = await run(['me', '--json']);
      expect(me.json()).toMatchObject({ email, is_club_member: false });
    });

    it('refreshes an expired access token with the refresh token kept, and keeps the new pair', async () => {
      const kept = JSON.parse(readFileSync(sessionFile, 'utf8')) as Record<string, string>;
      writeFileSync(sessionFile, JSON.stringify({ ...kept, access_token: 'x'.repeat(43) }), { mode: 0o600 });
      const me = await run(['me', '--json']);
      expect(me.code).toBe(0);
      expect(me.json()).toMatchObject({ email });
      const renewed = JSON.parse(readFileSync(sessionFile, 'utf8')) as Record<string, string>;
      expect(renewed.access_token).not.toBe('x'.repeat(43));
      expect(renewed.refresh_token).not.toBe(kept.refresh_token);
      expect(renewed.device_id).toBe(kept.device_id);
    });

    it("shows the signed-in listener's licence of a title", async () => {
      const owned = await run(['title', titles.owned, '--json']);
      expect(owned.json()).toMatchObject({ licences: { oneoff: { state: 'CAN_LISTEN' } } });
      const other = await run(['title', titles.notOwned]);
      expect(other.text).toContain('licence   CAN_BUY');
    });

    it("adds and removes favourites through the storefront's toggle", async () => {
      expect((await run(['favourites', 'add', titles.notOwned])).code).toBe(0);
      const listed = await run(['favourites', '--json']);
      expect((listed.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([titles.notOwned]);
      expect((await run(['favourites', 'remove', titles.notOwned])).code).toBe(0);
      expect((await run(['favourites'])).out).toEqual(['No favourites yet.']);
      expect((await run(['favourites', 'hug', titles.notOwned])).code).toBe(2);
    });

    it('shows the shelf, the recently played titles and where the listener stopped', async () => {
      expect((await run(['progress', titles.owned])).out).toEqual(['Not started yet.']);
      const saved = await command('SavePlaybackProgress', {
        audiobook_id: titles.owned,
        device: 'Web Player',
        position: 125_000,
      });
      expect(saved.status).toBe(200);
      const progress = await run(['progress', titles.owned, '--json']);
      expect(progress.json()).toMatchObject({ audiobook_id: titles.owned, position_ms: 125_000 });
      const shelf = await run(['shelf', '--json']);
      expect(shelf.code).toBe(0);
      expect(shelf.json()).toHaveProperty('continue_listening');
      const recent = await run(['recently-played', '--json']);
      expect(recent.code).toBe(0);
      expect(recent.json()).toHaveProperty('items');
    });

    it('exports the listening stats day by day as CSV, and names a wrong day', async () => {
      const csv = await run(['stats', '--from', '2026-11-01', '--to', '2026-11-07', '--csv']);
      expect(csv.code).toBe(0);
      expect(csv.out[0]).toBe('date,listened_ms,listened_minutes');
      expect(csv.out.slice(1).map((l) => l.split(',')[0])).toEqual([
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-05',
        '2026-11-06',
        '2026-11-07',
      ]);
      const json = await run(['stats', '--period', 'last-30-days', '--json']);
      const stats = json.json() as { total_ms: unknown; days: unknown };
      expect(typeof stats.total_ms).toBe('number');
      expect(Array.isArray(stats.days)).toBe(true);
      const wrong = await run(['stats', '--from', '2026-13-01', '--to', '2026-11-07']);
      expect(wrong.code).toBe(2);
      expect(wrong.err[0]).toContain('--from "2026-13-01"');
      expect((await run(['stats', '--from', '2026-11-07', '--to', '2026-11-01'])).err[0]).toContain('is before');
    });

    it('exports the bookmarks of every title, or of one', async () => {
      const added = await command('AddBookmark', {
        audiobook_id: titles.owned,
        position: 60_000,
        note: 'Wokulski, "ach"',
      });
      expect(added.status).toBe(201);
      const other = await command('AddBookmark', { audiobook_id: titles.notOwned, position: 1_000 });
      expect(other.status).toBe(201);
      const all = await run(['bookmarks', 'export']);
      expect(all.code).toBe(0);
      const exported = all.json() as { audiobook_id: null; bookmarks: { audiobook_id: string }[] };
      expect(exported.audiobook_id).toBeNull();
      expect(exported.bookmarks.map((b) => b.audiobook_id).sort()).toEqual([titles.owned, titles.notOwned].sort());
      const one = await run(['bookmarks', 'export', titles.owned]);
      expect(one.json()).toMatchObject({
        audiobook_id: titles.owned,
        bookmarks: [{ position_ms: 60_000, note: 'Wokulski, "ach"' }],
      });
      const csv = await run(['bookmarks', 'export', titles.owned, '--csv']);
      expect(csv.out[0]).toBe('audiobook_id,position_ms,note,created_at,updated_at,id');
      expect(csv.out[1]).toMatch(new RegExp(`^${titles.owned},60000,"Wokulski, ""ach""",`));
      expect((await run(['bookmarks', 'import'])).code).toBe(2);
    });
  });

  describe('download', () => {
    it('refuses a title not bought, leaving nothing on disk', async () => {
      const refused = await run(['download', titles.notOwned]);
      expect(refused.code).toBe(1);
      expect(refused.err[0]).toContain('[DOWNLOAD.NOT_ENTITLED]');
      expect(existsSync(downloadsDir) ? readdirSync(downloadsDir) : []).toEqual([]);
    });

    it('keeps what came of an interrupted download, shows nothing as finished, and resumes it', async () => {
      const broken = await run(['download', titles.owned, '--json'], { fetch: breakingFetch(BREAK_AFTER) });
      expect(broken.code).toBe(1);
      expect(broken.json()).toMatchObject({
        error: { code: 'DOWNLOAD.INTERRUPTED', received_bytes: BREAK_AFTER, total_bytes: FILE_BYTES },
      });
      expect(readdirSync(downloadsDir)).toEqual([`.${titles.owned}.part`]);

      const progress: string[] = [];
      const resumed = await runCli(
        ['download', titles.owned, '--json'],
        { out: (l) => progress.push(`out:${l}`), err: () => undefined, progress: (l) => progress.push(l) },
        { vars: { AUDIORA_URL: server.origin }, cwd: downloadsDir, configDir },
      );
      expect(resumed).toBe(0);
      const answer = JSON.parse(
        progress
          .filter((l) => l.startsWith('out:'))
          .map((l) => l.slice(4))
          .join('\n'),
      ) as { bytes: number; resumed_from: number; path: string };
      expect(answer).toMatchObject({ bytes: FILE_BYTES, resumed_from: BREAK_AFTER });
      expect(answer.path).toBe(join(downloadsDir, 'Lalka (część 1).m4a'));
      expect(readFileSync(answer.path).equals(readFileSync(source))).toBe(true);
      expect(readdirSync(downloadsDir)).toEqual(['Lalka (część 1).m4a']);
      expect(progress.some((l) => l.includes('100%'))).toBe(true);
    });
  });

  it('signs out: the session ends on the server and its tokens leave the file', async () => {
    const token = bearer();
    const out = await run(['sign-out']);
    expect(out.code).toBe(0);
    expect(JSON.parse(readFileSync(sessionFile, 'utf8'))).not.toHaveProperty('access_token');
    const me = await server.testApp.app.request('/pl/v2/me', { headers: token });
    expect(me.status).toBe(401);
    expect((await run(['me'])).code).toBe(1);
  });
});
