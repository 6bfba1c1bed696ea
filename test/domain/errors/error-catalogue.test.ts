import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  type ErrorCode,
  errorEntryFor,
  FAVOURITE_REMOVED_TOAST,
  isErrorCode,
} from '#domain/errors/error-catalogue';

const codes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

describe('error catalogue (spec §8)', () => {
  it('holds every code the spec names', () => {
    expect(codes.sort()).toEqual(
      [
        'common.generic_error',
        'player.stop_playback',
        'favourites.removed',
        'auth.sign_in.err_message',
        'auth.provider_auth.error',
        'Missing token',
        'stream-media-not-found',
        'Stream media not found',
        'UserNotAuthenticated',
        'Recaptcha has not been loaded',
        'ReCaptcha sitekey is not defined',
        'Failed to create searchIndex',
        'Failed to fetch profile JSON',
      ].sort(),
    );
  });

  it('shows the generic error as a reported, auto-closing toast', () => {
    expect(ERROR_CATALOGUE['common.generic_error']).toEqual({
      kind: 'toast',
      reported: true,
      logged: false,
      toast: {
        title: 'common.generic_error.title',
        message: 'common.generic_error.message',
        action: null,
        autoClose: true,
      },
      redirectTo: null,
    });
  });

  it('keeps the stop-playback toast open until closed', () => {
    expect(ERROR_CATALOGUE['player.stop_playback'].toast).toEqual({
      title: 'player.stop_playback.title',
      message: 'player.stop_playback.message',
      action: null,
      autoClose: false,
    });
  });

  it('redirects UserNotAuthenticated to sign-in without logging or reporting it', () => {
    expect(ERROR_CATALOGUE.UserNotAuthenticated).toMatchObject({
      kind: 'redirect',
      redirectTo: 'signIn',
      logged: false,
      reported: false,
    });
  });

  it('only logs a stream without DRM', () => {
    expect(ERROR_CATALOGUE['Stream media not found']).toMatchObject({ kind: 'log', logged: true, reported: false });
  });

  it('reports the captcha, search index and profile failures', () => {
    for (const code of [
      'Recaptcha has not been loaded',
      'ReCaptcha sitekey is not defined',
      'Failed to create searchIndex',
      'Failed to fetch profile JSON',
    ] as const) {
      expect(ERROR_CATALOGUE[code]).toMatchObject({ kind: 'log', reported: true });
    }
  });

  it('shows provider failures, including a missing token, with the provider toast', () => {
    expect(ERROR_CATALOGUE['Missing token'].toast).toEqual(ERROR_CATALOGUE['auth.provider_auth.error'].toast);
    expect(ERROR_CATALOGUE['auth.provider_auth.error'].toast.title).toBe('auth.provider_auth.error.title');
  });

  it('offers undo on the favourite removal toast', () => {
    expect(FAVOURITE_REMOVED_TOAST).toMatchObject({ title: 'favourites.removed', action: 'favourites.removed_cta' });
  });

  it('treats an unknown code as the generic error', () => {
    expect(isErrorCode('Bad credentials')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorEntryFor('Bad credentials')).toBe(ERROR_CATALOGUE['common.generic_error']);
    expect(errorEntryFor('UserNotAuthenticated')).toBe(ERROR_CATALOGUE.UserNotAuthenticated);
  });

  it('gives every entry exactly the details its kind needs, and every toast a non-empty title', () => {
    for (const code of codes) {
      const entry = errorEntryFor(code);
      expect(entry.toast !== null).toBe(entry.kind === 'toast');
      expect(entry.redirectTo !== null).toBe(entry.kind === 'redirect');
      if (entry.toast) expect(entry.toast.title).not.toBe('');
    }
  });
});
