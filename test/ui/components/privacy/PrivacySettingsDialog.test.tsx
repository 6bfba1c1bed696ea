import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CookieConsent } from '#domain/privacy/cookie-consent';
import { PrivacySettingsDialog } from '#ui/components/privacy/PrivacySettingsDialog';
import { renderWithI18n } from '#test/support/i18n-test';

const renderDialog = (initial: CookieConsent = { analytics: false, marketing: false }) => {
  const saved: CookieConsent[] = [];
  let closed = 0;
  renderWithI18n(
    <PrivacySettingsDialog initial={initial} onSave={(consent) => saved.push(consent)} onClose={() => (closed += 1)} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Privacy settings' });
  return { saved, closed: () => closed, dialog };
};

describe('PrivacySettingsDialog (spec §2 footer privacy settings)', () => {
  it('lists the necessary cookies as always on and a switch per optional purpose, off until chosen', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Strictly necessary')).toBeTruthy();
    expect(within(dialog).getByText('(always on)')).toBeTruthy();
    const analytics = within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Analytics' });
    const marketing = within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Marketing' });
    expect([analytics.checked, marketing.checked]).toEqual([false, false]);
    expect(analytics.getAttribute('aria-describedby')).toBe(
      within(dialog)
        .getByText(/understand how the store is used/)
        .getAttribute('id'),
    );
    expect(within(dialog).getByRole('group', { name: 'Cookie purposes' })).toBeTruthy();
  });

  it('opens with the stored choices and saves the ones made', () => {
    const { dialog, saved } = renderDialog({ analytics: true, marketing: false });
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Analytics' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(saved).toEqual([{ analytics: false, marketing: true }]);
  });

  it('rejects or accepts everything optional in one press, whatever the switches show', () => {
    const { dialog, saved } = renderDialog({ analytics: true, marketing: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(saved).toEqual([
      { analytics: false, marketing: false },
      { analytics: true, marketing: true },
    ]);
  });

  it('closes on Escape without saving', () => {
    const { dialog, saved, closed } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closed()).toBe(1);
    expect(saved).toEqual([]);
  });
});
