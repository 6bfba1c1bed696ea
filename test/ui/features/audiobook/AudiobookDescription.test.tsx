import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudiobookDescription, DESCRIPTION_PREVIEW_LENGTH } from '#ui/features/audiobook/AudiobookDescription';
import { renderWithI18n } from '#test/support/i18n-test';

const LONG = `${'Edmund Dantès spędza lata w lochach twierdzy If. '.repeat(6)}\n\nGdy odzyskuje wolność, rozlicza zdrajców.`;

describe('AudiobookDescription (spec §5 truncateText, with the whole text reachable without JavaScript)', () => {
  it('shows the shortened text and keeps the whole one, paragraph by paragraph, behind a native "more"', () => {
    const { container } = renderWithI18n(<AudiobookDescription text={LONG} />);
    const preview = container.querySelector('p');
    expect(preview?.textContent).toHaveLength(DESCRIPTION_PREVIEW_LENGTH);
    expect(preview?.textContent?.endsWith('...')).toBe(true);
    const details = container.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Show the whole description');
    expect(Array.from(details?.querySelectorAll('p') ?? [], (p) => p.textContent)).toEqual([
      LONG.split('\n\n')[0]?.trim(),
      'Gdy odzyskuje wolność, rozlicza zdrajców.',
    ]);
  });

  it('shows a short description whole, with no "more"', () => {
    const { container } = renderWithI18n(<AudiobookDescription text="Krótko." />, { language: 'pl' });
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByText('Krótko.')).toBeTruthy();
  });
});
