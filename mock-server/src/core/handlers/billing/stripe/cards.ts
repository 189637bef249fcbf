/**
 * Test cards of the offline Stripe double (docs/payments.md), following Stripe's test-mode numbers:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds, 4000 0000 0000 0069 is expired, 4000 0000 0000 0127 has a wrong CVC, and
 * 4000 0000 0000 0341 attaches but every later charge fails. Numbers failing the Luhn check and
 * expiry dates before the mock clock are refused like Stripe does. Two 3-D Secure cards go through
 * the authentication challenge: 4000 0027 6000 3184 on every setup and payment, 4000 0025 0000 3155
 * on setup and on-session payments (once set up, its off-session charges need none).
 */

/** When a test card asks for 3-D Secure authentication (Stripe's "Authentication and 3D Secure" cards). */
const AUTHENTICATION_CARDS: Readonly<Record<string, 'always' | 'setup'>> = {
  '4000002760003184': 'always',
  '4000002500003155': 'setup',
};

/**
 * True when confirming a setup intent or an on-session payment intent with the card needs the 3-D
 * Secure challenge first: both cards ask for it there (they differ only in off-session charges).
 */
export const needsAuthentication = (number: string): boolean =>
  AUTHENTICATION_CARDS[number.replace(/\s+/g, '')] !== undefined;

export interface CardError {
  code: string;
  decline_code?: string;
  message: string;
}

/** Stripe's card_error texts, keyed by the test number that triggers them. */
const DECLINING_CARDS: Readonly<Record<string, CardError>> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const INCORRECT_NUMBER: CardError = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const EXPIRED: CardError = { code: 'expired_card', message: 'Your card has expired.' };

/** Luhn checksum (every real and test card number passes it). */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** Card brand by number prefix (the four brands spec 03 §2 recognises; others are "Unknown"). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Unknown';
}

/** The card_error a test card raises at `now`, or undefined when it is accepted. */
export function cardProblem(
  card: { number: string; exp_month: number; exp_year: number },
  now: number,
): CardError | undefined {
  const number = card.number.replace(/\s+/g, '');
  if (!luhnValid(number)) return INCORRECT_NUMBER;
  const hit = DECLINING_CARDS[number];
  if (hit) return hit;
  const today = new Date(now);
  const expired =
    card.exp_year < today.getUTCFullYear() ||
    (card.exp_year === today.getUTCFullYear() && card.exp_month < today.getUTCMonth() + 1);
  return expired ? EXPIRED : undefined;
}
