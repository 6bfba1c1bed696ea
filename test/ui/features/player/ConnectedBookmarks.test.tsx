import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#domain/auth/user';
import { positionMs } from '#domain/playback/playback-position';
import { createContainer } from '#infrastructure/composition/create-container';
import type { PortOverrides } from '#infrastructure/composition/port-overrides';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import ConnectedBookmarks from '#ui/features/player/ConnectedBookmarks';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { renderWithI18n } from '#test/support/i18n-test';
import { aUser } from '#test/support/mothers/user.mother';

const TITLE = 'title-a';
const PATH = '/en/player/title-a';

/** The bookmarks of a listener (or a visitor) in a container over fakes, rendered for the title in the player. */
const renderBookmarks = async ({ user, position = 754_321 }: { user: User | null; position?: number }) => {
  const fakes = {
    bookmarkRepository: new InMemoryBookmarkRepository().withTitle(TITLE),
    sessionGateway: user ? new FakeSessionGateway().signedInAs(user) : new FakeSessionGateway(),
    navigation: new RecordingNavigation(),
    redirectTargetStore: new InMemoryRedirectTargetStore(),
  } satisfies PortOverrides;
  await fakes.bookmarkRepository.add(TITLE, positionMs(60_000), 'The duel');
  fakes.bookmarkRepository.calls.length = 0;
  const container = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' }, fakes);
  await container.get(TOKENS.AuthStore).start();
  const jumps: number[] = [];
  renderWithI18n(
    <ContainerProvider container={container}>
      <ConnectedBookmarks audiobookId={TITLE} currentPosition={() => position} onJump={(ms) => jumps.push(ms)} />
    </ContainerProvider>,
    { path: PATH },
  );
  const toasts = () => container.get(TOKENS.ToastQueue).state.entries.map(({ toast }) => toast);
  return { ...fakes, container, jumps, toasts };
};

describe('ConnectedBookmarks', () => {
  it("loads the listener's bookmarks of the title, each a button to jump there", async () => {
    const h = await renderBookmarks({ user: aUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Go to 1:00' }));

    expect(screen.getByText('The duel')).toBeTruthy();
    expect(h.jumps).toEqual([60_000]);
    expect(h.bookmarkRepository.calls).toEqual([{ op: 'list', audiobookId: TITLE }]);
  });

  it("adds a bookmark at the player's position with its note, says so and shows a short toast", async () => {
    const h = await renderBookmarks({ user: aUser(), position: 754_321.8 });
    await screen.findByRole('button', { name: 'Go to 1:00' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the new bookmark (optional)' }), {
      target: { value: 'The letter' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));

    await screen.findByRole('button', { name: 'Go to 12:34' });
    expect(h.bookmarkRepository.bookmarksOf(TITLE).map((b) => [b.position, b.note])).toEqual([
      [60_000, 'The duel'],
      [754_321, 'The letter'],
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bookmark added at 12:34'));
    expect(h.toasts().map((toast) => [toast.type, toast.title])).toEqual([['success', 'player.bookmark_added']]);
  });

  it('rewrites a note and deletes a bookmark through the use cases, undo in the toast', async () => {
    const h = await renderBookmarks({ user: aUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit the note at 1:00' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'The duel at dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The form closes once the server kept the note.
    await screen.findByRole('button', { name: 'Edit the note at 1:00' });
    expect(screen.getByText('The duel at dawn').tagName).toBe('P');
    expect(h.bookmarkRepository.bookmarksOf(TITLE).map((b) => b.note)).toEqual(['The duel at dawn']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the bookmark at 1:00' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bookmark removed'));
    expect(screen.queryByRole('button', { name: 'Go to 1:00' })).toBeNull();
    expect(h.bookmarkRepository.bookmarksOf(TITLE)).toEqual([]);
    expect(h.toasts().map((toast) => [toast.title, toast.action?.text])).toEqual([
      ['player.bookmarks.removed', 'player.bookmarks.undo'],
    ]);
  });

  it('says at the form when the title holds the most bookmarks it may', async () => {
    const h = await renderBookmarks({ user: aUser() });
    await screen.findByRole('button', { name: 'Go to 1:00' });
    h.bookmarkRepository.filledUp(TITLE);

    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/the most bookmarks allowed \(500\)/));
    expect(h.toasts()).toEqual([]);
  });

  it('asks nothing for a visitor, and sends them to sign in from Add bookmark, to come back here', async () => {
    const h = await renderBookmarks({ user: null });

    await screen.findByText('No bookmarks yet. Add one to come back to this moment later.');
    fireEvent.click(screen.getByRole('button', { name: 'Add bookmark' }));

    await waitFor(() => expect(h.navigation.visits).toEqual(['signIn']));
    expect(h.redirectTargetStore.read()).toBe(PATH);
    expect(h.bookmarkRepository.calls).toEqual([]);
  });
});
