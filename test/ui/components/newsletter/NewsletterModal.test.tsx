import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterModal, type NewsletterStatus } from '#ui/components/newsletter/NewsletterModal';
import { renderWithI18n } from '#test/support/i18n-test';

const renderModal = (
  status: NewsletterStatus,
  email: string | null = 'ola@example.test',
  language = 'en' as const,
  { hasMarketingConsent = true, offered = false } = {},
) => {
  const calls = { subscribe: 0, close: 0, consents: [] as boolean[] };
  renderWithI18n(
    <NewsletterModal
      email={email}
      status={status}
      hasMarketingConsent={hasMarketingConsent}
      offered={offered}
      onSubscribe={(consent) => {
        calls.subscribe += 1;
        calls.consents.push(consent);
      }}
      onClose={() => (calls.close += 1)}
      newsletterHref="/en/newsletter"
      consentsHref="/en/user-panel/consents"
    />,
    { language },
  );
  return { calls, dialog: screen.getByRole('dialog', { name: 'Newsletter' }) };
};

describe('NewsletterModal (spec §2, §6)', () => {
  it('says where the newsletter goes, how to leave it, and subscribes from the focused button', () => {
    const { calls, dialog } = renderModal('idle');
    expect(within(dialog).getByText('We’ll send it to ola@example.test.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Manage your consents' }).getAttribute('href')).toBe(
      '/en/user-panel/consents',
    );
    const button = within(dialog).getByRole('button', { name: 'Subscribe' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe(
      within(dialog)
        .getByText(/You can unsubscribe at any time/)
        .getAttribute('id'),
    );
    fireEvent.click(button);
    expect(calls.subscribe).toBe(1);
  });

  it('offers the marketing consent to a user without it, sent with the subscription only when ticked', () => {
    const { calls, dialog } = renderModal('idle', 'ola@example.test', 'en', { hasMarketingConsent: false });
    const consent = within(dialog).getByRole('checkbox', {
      name: 'I also agree to receive marketing offers from Audiora by e-mail.',
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    fireEvent.click(consent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(calls.consents).toEqual([true]);
  });

  it('asks no consent of a user who gave it, and an offer that showed itself can be put off', () => {
    const { calls, dialog } = renderModal('idle', 'ola@example.test', 'en', { offered: true });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(calls.close).toBe(1);
  });

  it('keeps the button focusable but inert while subscribing, so a second press sends nothing', () => {
    const { calls, dialog } = renderModal('subscribing');
    const button = within(dialog).getByRole('button', { name: 'Subscribing…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(calls.subscribe).toBe(0);
  });

  it('announces the subscription politely and turns the button into Done, which closes', () => {
    const { calls, dialog } = renderModal('subscribed');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You’re subscribed. Look out for our next issue in your inbox.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(calls).toEqual({ subscribe: 0, close: 1, consents: [] });
  });

  it('tells a subscriber they already are', () => {
    const { dialog } = renderModal('alreadySubscribed');
    expect(within(dialog).getByRole('status').textContent).toBe('You’re already subscribed to our newsletter.');
    expect(within(dialog).queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('announces a failure assertively and lets the user try again', () => {
    const { calls, dialog } = renderModal('failed', 'ola@example.test', 'de' as never);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Das Abonnieren hat nicht geklappt. Bitte versuche es gleich noch einmal.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abonnieren' }));
    expect(calls.subscribe).toBe(1);
  });

  it('sends someone whose session ended to the newsletter page instead', () => {
    const { calls, dialog } = renderModal('idle', null);
    const link = within(dialog).getByRole('link', { name: 'Go to the newsletter page' });
    expect(link.getAttribute('href')).toBe('/en/newsletter');
    expect(within(dialog).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    fireEvent.click(link);
    expect(calls.close).toBe(1);
  });
});
