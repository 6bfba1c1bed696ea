import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReviewDraft, MAX_REVIEW_LENGTH, MAX_SIGNATURE_LENGTH } from '#domain/catalog/review-draft';
import { cleanUserText } from '#domain/shared/user-text';

describe('checkReviewDraft', () => {
  it.each([
    [{ rating: 4, review: '', signature: '' }, false, { rating: 4, text: null }],
    [{ rating: 5, review: ' Good ', signature: ' A ' }, false, { rating: 5, text: { review: 'Good', signature: 'A' } }],
    [
      { rating: 1, review: 'x'.repeat(MAX_REVIEW_LENGTH), signature: 's'.repeat(MAX_SIGNATURE_LENGTH) },
      true,
      { rating: 1, text: { review: 'x'.repeat(MAX_REVIEW_LENGTH), signature: 's'.repeat(MAX_SIGNATURE_LENGTH) } },
    ],
  ])('accepts %j (had a text: %s)', (draft, hadText, checked) => {
    expect(checkReviewDraft(draft, hadText)).toEqual({ ok: true, value: checked });
  });

  it.each([
    [{ rating: null, review: '', signature: '' }, false, [{ field: 'rating', code: 'REQUIRED' }]],
    [{ rating: 6, review: '', signature: '' }, false, [{ field: 'rating', code: 'REQUIRED' }]],
    [{ rating: 3, review: '', signature: '' }, true, [{ field: 'review', code: 'REQUIRED' }]],
    [{ rating: 3, review: '\u202e\u0007 ', signature: 'A' }, false, [{ field: 'review', code: 'REQUIRED' }]],
    [{ rating: 3, review: 'Good', signature: '  ' }, false, [{ field: 'signature', code: 'REQUIRED' }]],
    [
      { rating: 3, review: 'x'.repeat(MAX_REVIEW_LENGTH + 1), signature: 's'.repeat(MAX_SIGNATURE_LENGTH + 1) },
      false,
      [
        { field: 'review', code: 'TOO_LONG' },
        { field: 'signature', code: 'TOO_LONG' },
      ],
    ],
  ])('refuses %j (had a text: %s)', (draft, hadText, fields) => {
    expect(checkReviewDraft(draft, hadText)).toEqual({ ok: false, error: { code: 'OWN_REVIEW.INVALID', fields } });
  });

  it('accepts exactly the drafts whose cleaned text and signature come together and fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.string({ maxLength: 120 }),
        fc.string({ maxLength: 120 }),
        (rating, review, signature) => {
          const r = cleanUserText(review, 'multiline').trim();
          const s = cleanUserText(signature, 'single-line').trim();
          const valid = (r === '') === (s === '') && s.length <= MAX_SIGNATURE_LENGTH;
          const result = checkReviewDraft({ rating, review, signature }, false);
          expect(result.ok).toBe(valid);
          if (result.ok) expect(result.value.text).toEqual(r === '' ? null : { review: r, signature: s });
        },
      ),
    );
  });
});
