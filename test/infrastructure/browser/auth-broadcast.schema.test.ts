import { describe, expect, it } from 'vitest';
import { authBroadcastSchema } from '#infrastructure/browser/auth-broadcast.schema';
import { aUser } from '#test/support/mothers/user.mother';

const jan = aUser({ playbackLimit: { limit: 3 } });

describe('authBroadcastSchema (spec §4 tab messages)', () => {
  it.each([
    ['sign-in', { type: 'signedIn', user: jan }],
    ['sign-out', { type: 'signedOut' }],
    ['update', { type: 'userUpdated', user: jan }],
  ])('accepts a %s message as it was sent', (_, message) => {
    expect(authBroadcastSchema.parse(structuredClone(message))).toEqual(message);
  });

  it('keeps an alpha tester one, and refuses a flag that is not true', () => {
    const tester = { ...jan, isAlphaTester: true as const };
    expect(authBroadcastSchema.parse({ type: 'userUpdated', user: tester })).toEqual({
      type: 'userUpdated',
      user: tester,
    });
    expect(authBroadcastSchema.safeParse({ type: 'userUpdated', user: { ...jan, isAlphaTester: false } }).success).toBe(
      false,
    );
  });

  it('drops fields the client user does not have', () => {
    const parsed = authBroadcastSchema.parse({ type: 'signedIn', user: { ...jan, password: 'secret' } });
    expect(parsed).toEqual({ type: 'signedIn', user: jan });
  });

  it.each([
    ['a non-object', 'signedIn'],
    ['an unknown type', { type: 'signedUp', user: jan }],
    ['a sign-in without a user', { type: 'signedIn' }],
    ['an empty user id', { type: 'signedIn', user: { ...jan, id: '' } }],
    ['a missing e-mail', { type: 'userUpdated', user: { ...jan, email: undefined } }],
    ['a string flag', { type: 'userUpdated', user: { ...jan, isClubMember: 'true' } }],
    ['a playback limit that is a list', { type: 'signedIn', user: { ...jan, playbackLimit: [] } }],
  ])('refuses %s', (_, message) => {
    expect(authBroadcastSchema.safeParse(message).success).toBe(false);
  });
});
