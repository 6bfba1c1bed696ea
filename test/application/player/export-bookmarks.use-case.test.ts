import { describe, expect, it } from 'vitest';
import { ExportBookmarks } from '#application/player/export-bookmarks.use-case';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';

const LALKA = 'lalka-id';
const FERDYDURKE = 'ferdydurke-id';

describe('ExportBookmarks', () => {
  it("exports one title's bookmarks by position, or every title's", async () => {
    const repository = new InMemoryBookmarkRepository().withTitle(LALKA).withTitle(FERDYDURKE);
    const late = await repository.add(LALKA, positionMs(90_000), 'Wokulski');
    const early = await repository.add(LALKA, positionMs(10_000), null);
    const other = await repository.add(FERDYDURKE, positionMs(5_000), 'Pupa');
    if (!late.ok || !early.ok || !other.ok) throw new Error('the bookmarks were refused');
    const exportBookmarks = new ExportBookmarks({ bookmarkRepository: repository });

    expect(await exportBookmarks.execute({ audiobookId: LALKA })).toEqual({
      ok: true,
      value: [early.value, late.value],
    });
    expect(await exportBookmarks.execute({ audiobookId: null })).toEqual({
      ok: true,
      value: [early.value, late.value, other.value],
    });
  });

  it("passes the repository's refusal on", async () => {
    const repository = new InMemoryBookmarkRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    expect(await new ExportBookmarks({ bookmarkRepository: repository }).execute({ audiobookId: null })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
  });
});
