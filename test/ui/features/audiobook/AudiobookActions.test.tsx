import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudiobookActions, type AudiobookActionsProps } from '#ui/features/audiobook/AudiobookActions';
import { renderWithI18n } from '#test/support/i18n-test';

const props = (overrides: Partial<AudiobookActionsProps> = {}): AudiobookActionsProps => ({
  onAddToCart: () => undefined,
  addingToCart: false,
  isFavourite: false,
  onToggleFavourite: () => undefined,
  waitingForSession: false,
  onListenSample: () => undefined,
  onShare: () => undefined,
  ...overrides,
});

describe('AudiobookActions', () => {
  it('calls each action from its button', () => {
    const clicked: string[] = [];
    renderWithI18n(
      <AudiobookActions
        {...props({
          onAddToCart: () => clicked.push('cart'),
          onToggleFavourite: () => clicked.push('favourite'),
          onListenSample: () => clicked.push('sample'),
          onShare: () => clicked.push('share'),
        })}
      />,
    );
    for (const name of ['Add to cart', 'Favourite', 'Listen to a sample', 'Share'])
      fireEvent.click(screen.getByRole('button', { name }));
    expect(clicked).toEqual(['cart', 'favourite', 'sample', 'share']);
  });

  it('says whether the title is a favourite as a pressed toggle', () => {
    renderWithI18n(<AudiobookActions {...props({ isFavourite: true })} />);
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables the sample without one, and leaves out what the page cannot offer', () => {
    renderWithI18n(<AudiobookActions {...props({ onListenSample: null, onAddToCart: null, onShare: null })} />);
    expect(screen.getByRole('button', { name: 'Listen to a sample' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('holds the favourite and the cart until the session is known', () => {
    renderWithI18n(<AudiobookActions {...props({ waitingForSession: true })} />);
    expect(screen.getByRole('button', { name: 'Favourite' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the listener is about to play when the pointer or focus reaches a play button, and only then', () => {
    const intents: string[] = [];
    renderWithI18n(
      <AudiobookActions {...props({ onListen: () => undefined, onIntentToListen: () => intents.push('intent') })} />,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Favourite' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Add to cart' }));
    expect(intents).toEqual([]);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Listen to a sample' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Listen' }));
    expect(intents).toEqual(['intent', 'intent']);
  });

  it('names what the sample and listen buttons do once the player holds the title: pause, resume, or wait', () => {
    const shown = (controls: Pick<AudiobookActionsProps, 'sampleControl' | 'listenControl'>) => {
      const { unmount } = renderWithI18n(<AudiobookActions {...props({ onListen: () => undefined, ...controls })} />);
      const names = screen.getAllByRole('button').map((button) => ({
        name: button.textContent,
        busy: button.getAttribute('aria-busy') === 'true',
      }));
      unmount();
      return names.filter(({ name }) => name !== 'Add to cart' && name !== 'Favourite' && name !== 'Share');
    };
    expect(shown({ sampleControl: 'pause', listenControl: 'resume' })).toEqual([
      { name: 'Resume listening', busy: false },
      { name: 'Pause the sample', busy: false },
    ]);
    expect(shown({ sampleControl: 'resume', listenControl: 'pause' })).toEqual([
      { name: 'Pause', busy: false },
      { name: 'Resume the sample', busy: false },
    ]);
    expect(shown({ sampleControl: 'loading' })).toEqual([
      { name: 'Listen', busy: false },
      { name: 'Listen to a sample', busy: true },
    ]);
  });
});
