import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopProgressBar } from '#ui/components/shell/TopProgressBar';
import { renderWithI18n } from '#test/support/i18n-test';

describe('TopProgressBar', () => {
  it('announces a progress bar while a transition is under way', () => {
    renderWithI18n(<TopProgressBar active />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
  });

  it('shows no progress bar when idle', () => {
    renderWithI18n(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
