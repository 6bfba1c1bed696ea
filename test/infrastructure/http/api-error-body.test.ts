import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { z } from '#contract/zod';
import { apiErrorOf, decoded, fieldErrorsOf } from '#infrastructure/http/api-error-body';

const refused = (status: number, body: string) => {
  const request = new Request('http://api.test/pl/v2/commands', { method: 'POST' });
  const response = new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  return new HTTPError(response, request, {} as never);
};

describe('the API error body of a refused call', () => {
  it('reads the message, code and field errors, and leaves the response readable', async () => {
    const error = refused(
      422,
      JSON.stringify({ message: 'Invalid', code: 'VALIDATION', errors: [{ property: 'note', code: 'TOO_LONG' }] }),
    );
    expect(await apiErrorOf(error)).toEqual({
      message: 'Invalid',
      code: 'VALIDATION',
      errors: [{ property: 'note', code: 'TOO_LONG' }],
    });
    expect(await fieldErrorsOf(error)).toEqual([{ property: 'note', code: 'TOO_LONG' }]);
    expect(await error.response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('is null, with no field errors, for a body of another shape, one that is not JSON, or no HTTP failure', async () => {
    for (const error of [refused(422, '{"errors":"none"}'), refused(500, '<html>'), new TypeError('offline'), null]) {
      expect(await apiErrorOf(error)).toBeNull();
      expect(await fieldErrorsOf(error)).toEqual([]);
    }
    expect(await fieldErrorsOf(refused(409, '{"message":"Taken","code":"TAKEN"}'))).toEqual([]);
  });
});

describe('decoded', () => {
  const schema = z.object({ total: z.number() });
  const unavailable = { code: 'X.UNAVAILABLE' } as const;

  it('maps a body of the schema, and answers the failure for any other', () => {
    expect(decoded(schema, { total: 3 }, (wire) => wire.total * 2, unavailable)).toEqual({ ok: true, value: 6 });
    expect(decoded(schema, { total: '3' }, (wire) => wire.total, unavailable)).toEqual({
      ok: false,
      error: unavailable,
    });
    expect(decoded(schema, null, (wire) => wire.total, unavailable)).toEqual({ ok: false, error: unavailable });
  });
});
