import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bookmark } from '#domain/playback/bookmark';
import { positionMs } from '#domain/playback/playback-position';
import { type BookmarkFormOutcome, BookmarksPanel, type BookmarksPanelProps } from '#ui/features/player/BookmarksPanel';
import { MemoryRouter } from 'react-router';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createTestTranslator, renderWithI18n } from '#test/support/i18n-test';

const at = (id: string, position: number, note: string | null): Bookmark => ({
  id,
  audiobookId: 'title-a',
  position: positionMs(position),
  note,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const duel = at('duel', 60_000, 'The duel');
const ball = at('ball', 3_661_000, null);

/** The panel's props with every call recorded; each form request ends as `outcome` says. */
const setUp = (overrides: Partial<BookmarksPanelProps> = {}, outcome: BookmarkFormOutcome = 'saved') => {
  const calls: unknown[][] = [];
  const props: BookmarksPanelProps = {
    bookmarks: [duel, ball],
    status: 'ready',
    announcement: null,
    onAdd: async (note) => {
      calls.push(['add', note]);
      return outcome;
    },
    onSaveNote: async (bookmark, note) => {
      calls.push(['save', bookmark.id, note]);
      return outcome;
    },
    onDelete: (bookmark) => calls.push(['delete', bookmark.id]),
    onJump: (position) => calls.push(['jump', position]),
    onRetry: () => calls.push(['retry']),
    ...overrides,
  };
  const view = renderWithI18n(<BookmarksPanel {...props} />);
  return { calls, props, view };
};

const settle = () => act(async () => undefined);

/** The panel again with other props, in the same tree renderWithI18n built, so its own state stays. */
const rerenderPanel = (view: ReturnType<typeof renderWithI18n>, props: BookmarksPanelProps) =>
  view.rerender(
    <TranslatorProvider translator={createTestTranslator()}>
      <MemoryRouter>
        <BookmarksPanel {...props} />
      </MemoryRouter>
    </TranslatorProvider>,
  );

describe('BookmarksPanel', () => {
  it("lists each bookmark's time as a button that jumps there, with its note", () => {
    const { calls } = setUp();

    expect(screen.getByRole('heading', { name: 'Bookmarks' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1:00The duelEditDelete', '1:01:01EditDelete']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to 1:01:01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to 1:00' }));

    expect(calls).toEqual([
      ['jump', 3_661_000],
      ['jump', 60_000],
    ]);
  });

  it('adds a bookmark with the note written for it, then empties the field', async () => {
    const { calls } = setUp();
    const field = screen.getByRole('textbox', { name: 'Note for the new bookmark (optional)' });

    fireEvent.change(field, { target: { value: 'The letter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    await settle();

    expect(calls).toEqual([['add', 'The letter']]);
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(field.getAttribute('maxlength')).toBe('500');
  });

  it('shows a note refused as too long at its field, keeping what was written', async () => {
    setUp({}, 'noteTooLong');
    const field = screen.getByRole('textbox', { name: 'Note for the new bookmark (optional)' });

    fireEvent.change(field, { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toBe('A note can be at most 500 characters long.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((field as HTMLTextAreaElement).value).toBe('Long');
  });

  it('says at the form when the title holds the most bookmarks it may', async () => {
    setUp({}, 'limitReached');

    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toBe(
      'This title already holds the most bookmarks allowed (500). Delete one to add another.',
    );
  });

  it("rewrites a note in a form that Save closes, focus going back to the bookmark's Edit button", async () => {
    const { calls } = setUp();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:00' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' });
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('The duel');
    expect(field.getAttribute('maxlength')).toBe('500');
    fireEvent.change(field, { target: { value: 'The duel at dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();

    expect(calls).toEqual([['save', 'duel', 'The duel at dawn']]);
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the note at 1:00' }));
  });

  it('leaves the note as it was on Escape or Cancel, focus going back to the Edit button', () => {
    const { calls } = setUp();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:01:01' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Never mind' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the note at 1:01:01' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the note at 1:00' }));
    expect(calls).toEqual([]);
  });

  it('keeps the form open with the reason when the note is refused', async () => {
    setUp({}, 'noteTooLong');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();

    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'A note can be at most 500 characters long.',
    );
  });

  it('deletes a bookmark from its Delete button and moves focus to the heading', () => {
    const { calls } = setUp();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the bookmark at 1:00' }));

    expect(calls).toEqual([['delete', 'duel']]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bookmarks' }));
  });

  it('says when there are none yet, while they load, and offers to try again when they could not be loaded', () => {
    const { view, props, calls } = setUp({ bookmarks: [] });
    expect(screen.getByText('No bookmarks yet. Add one to come back to this moment later.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    rerenderPanel(view, { ...props, status: 'loading' });
    expect(screen.getByText('Loading bookmarks…').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add bookmark' }).hasAttribute('disabled')).toBe(true);

    rerenderPanel(view, { ...props, status: 'failed' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toEqual([['retry']]);
  });

  it('announces what was added or removed in a polite live region, the same news again too', () => {
    const { view, props } = setUp();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    rerenderPanel(view, { ...props, announcement: { id: 1, kind: 'added', positionMs: 754_000 } });
    expect(region.textContent).toBe('Bookmark added at 12:34');

    rerenderPanel(view, { ...props, announcement: { id: 2, kind: 'removed' } });
    const first = region.firstElementChild;
    expect(region.textContent).toBe('Bookmark removed');
    rerenderPanel(view, { ...props, announcement: { id: 3, kind: 'removed' } });
    expect(region.firstElementChild).not.toBe(first);
  });

  it('speaks the page language', () => {
    renderWithI18n(
      <BookmarksPanel
        bookmarks={[duel]}
        status="ready"
        announcement={null}
        onAdd={async () => 'saved'}
        onSaveNote={async () => 'saved'}
        onDelete={() => undefined}
        onJump={() => undefined}
        onRetry={() => undefined}
      />,
      { language: 'pl' },
    );
    expect(screen.getByRole('heading', { name: 'Zakładki' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Przejdź do 1:00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj zakładkę' })).toBeTruthy();
  });
});
