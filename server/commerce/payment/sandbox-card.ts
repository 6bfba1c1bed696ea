/** The sandbox's test cards, as its payment page lists them: one that pays, one the "bank" declines. */
export const SANDBOX_CARDS = {
  accepted: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** What the sandbox does with a card number: pay, decline as a bank would, or ask again (not a card number). */
export type SandboxCardVerdict = 'pay' | 'decline' | 'invalid';

const digitsOf = (card: string): string => card.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries, so a mistyped digit is caught before any "bank" sees it. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/**
 * A card number as typed (spaces and dashes allowed): 12 to 19 digits with a valid checksum, else `invalid`; the
 * declining test card is declined and every other valid number pays, as a test provider's cards behave.
 */
export const sandboxCardVerdict = (card: string): SandboxCardVerdict => {
  const digits = digitsOf(card.trim());
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  return digits === digitsOf(SANDBOX_CARDS.declined) ? 'decline' : 'pay';
};
