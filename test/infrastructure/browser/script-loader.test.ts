import { describe, expect, it } from 'vitest';
import { scriptLoader } from '#infrastructure/browser/script-loader';
import { fakeScriptPage } from '#test/support/fakes/fake-script-document';

const SRC = 'https://provider.example/client.js';

describe('scriptLoader (a third-party script, loaded once when its global is first asked for)', () => {
  it('adds the script once, however often it is asked, and answers its global', async () => {
    const page = fakeScriptPage<{ name: string }>();
    const load = scriptLoader(page.document, SRC, page.loaded);

    const first = load();
    const second = load();
    expect(page.scripts.map((script) => [script.src, script.async])).toEqual([[SRC, true]]);
    page.run(0, { name: 'global' });

    expect(await first).toEqual({ name: 'global' });
    expect(await second).toBe(await first);
    expect(await load()).toBe(await first);
    expect(page.scripts).toHaveLength(1);
  });

  it('adds no script when the global is already on the page', async () => {
    const page = fakeScriptPage<string>();
    page.run(-1, 'there already');
    expect(await scriptLoader(page.document, SRC, page.loaded)()).toBe('there already');
    expect(page.scripts).toHaveLength(0);
  });

  it('answers nothing when the script fails, or runs without setting its global, and tries again on the next ask', async () => {
    const page = fakeScriptPage<string>();
    const load = scriptLoader(page.document, SRC, page.loaded);

    const failed = load();
    page.fail(0);
    expect(await failed).toBeUndefined();

    const empty = load();
    page.scripts[1]?.fire('load');
    expect(await empty).toBeUndefined();

    const retried = load();
    page.run(2, 'loaded');
    expect(await retried).toBe('loaded');
    expect(page.scripts).toHaveLength(3);
  });
});
