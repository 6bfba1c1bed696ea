import { describe, expect, it } from 'vitest';
import { ReadCookieConsent } from '#application/privacy/read-cookie-consent.use-case';
import { CONSENT_SAVED_TOAST_TITLE, SaveCookieConsent } from '#application/privacy/save-cookie-consent.use-case';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';
import { InMemoryCookieConsentRepository } from '#test/support/fakes/in-memory-cookie-consent-repository';

describe('ReadCookieConsent (spec §2 privacy settings)', () => {
  it('opens with nothing optional allowed when no choice was made', () => {
    const read = new ReadCookieConsent({ cookieConsentRepository: new InMemoryCookieConsentRepository() });
    expect(read.execute()).toEqual({
      ok: true,
      value: { consent: { analytics: false, marketing: false }, decided: false },
    });
  });

  it('opens with the stored choices', () => {
    const repository = new InMemoryCookieConsentRepository({ analytics: true, marketing: false });
    expect(new ReadCookieConsent({ cookieConsentRepository: repository }).execute()).toEqual({
      ok: true,
      value: { consent: { analytics: true, marketing: false }, decided: true },
    });
  });
});

describe('SaveCookieConsent (spec §2 privacy settings)', () => {
  it('keeps exactly the two choices and confirms with a success toast', () => {
    const repository = new InMemoryCookieConsentRepository();
    const toasts = new RecordingToastPresenter();
    const save = new SaveCookieConsent({ cookieConsentRepository: repository, toastPresenter: toasts });
    const extra = { analytics: false, marketing: true, tracking: true } as never;
    expect(save.execute({ consent: extra })).toEqual({ ok: true, value: { analytics: false, marketing: true } });
    expect(repository.saved).toEqual([{ analytics: false, marketing: true }]);
    expect(toasts.shown).toEqual([{ type: 'success', title: CONSENT_SAVED_TOAST_TITLE }]);
    expect(CONSENT_SAVED_TOAST_TITLE).toBe('shell.privacy.saved');
  });
});
