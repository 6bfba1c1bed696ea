import { describe, expect, it } from 'vitest';
import { err, ok } from '#domain/shared/result';
import { ApiError } from '../../../server/http/api-error';
import { apiErrorOf, unwrap } from '../../../server/http/error-status';
import { invalidField, notFound, tooManyAttempts } from '../../../server/shared/server-error';

describe('the error table', () => {
  it.each([
    [notFound('Invitation'), 404, 'Invitation not found'],
    [notFound(), 404, 'Resource not found'],
    [{ code: 'CART_EMPTY' } as const, 409, 'The cart is empty'],
    [{ code: 'FAMILY_FULL', limit: 6 } as const, 409, 'A family has at most 6 members'],
    [
      { code: 'BOOKMARK_LIMIT_REACHED', limit: 500 } as const,
      409,
      'An audiobook keeps at most 500 bookmarks; remove one first',
    ],
    [{ code: 'ACCESS_DENIED' } as const, 403, 'The sign-in was refused in the browser'],
    [
      { code: 'EXPIRED_TOKEN' } as const,
      410,
      'The device code has expired, was used already or is not known; start a new sign-in',
    ],
    [{ code: 'NO_PLAYER_SESSION' } as const, 404, 'No audiobook of this market has been played on this account yet'],
    [{ code: 'PROVIDER_NOT_CONFIGURED', provider: 'apple' } as const, 404, 'Apple sign-in is not offered here'],
    [
      { code: 'NOT_ENTITLED', wanted: 'download' } as const,
      403,
      'The audiobook can be downloaded only with a one-off license',
    ],
  ])('answers %o with its status and message', (error, status, message) => {
    const answer = apiErrorOf(error);
    expect(answer).toBeInstanceOf(ApiError);
    expect([answer.status, answer.code, answer.message]).toEqual([status, error.code, message]);
  });

  it('carries field errors and the time to wait', () => {
    expect(apiErrorOf(invalidField('code', 'EXPIRED')).toBody()).toEqual({
      message: 'Invalid request',
      code: 'VALIDATION_FAILED',
      errors: [{ property: 'code', code: 'EXPIRED' }],
    });
    const slowDown = apiErrorOf({ code: 'SLOW_DOWN', retryAfterSeconds: 10 });
    expect([slowDown.status, slowDown.message, slowDown.headers]).toEqual([
      400,
      'Polled too soon; poll at most every 10 seconds',
      { 'Retry-After': '10' },
    ]);
    const limited = apiErrorOf(tooManyAttempts(42));
    expect([limited.status, limited.headers]).toEqual([429, { 'Retry-After': '42' }]);
    expect(limited.toBody()).not.toHaveProperty('errors');
  });

  it('unwraps a value and throws an expected failure as its answer', () => {
    expect(unwrap(ok(7))).toBe(7);
    expect(() => unwrap(err({ code: 'CLUB_NOT_AVAILABLE' }))).toThrow(
      expect.objectContaining({ status: 403, code: 'CLUB_NOT_AVAILABLE' }),
    );
  });
});
