import fc from 'fast-check';

/**
 * Words and names for the valid-input arbitraries: a small vocabulary so requests match tools,
 * and the hostile kinds of names a real catalog has (Unicode, very long, names that collide
 * once normalized).
 */
export const WORDS = [
  'order',
  'customer',
  'email',
  'receipt',
  'send',
  'get',
  'list',
  'create',
  'delete',
  'update',
  'render',
  'city',
  'weather',
  'flight',
  'book',
  'ticket',
  'refund',
  'invoice',
  'pet',
  'user',
  'search',
  'payment',
] as const;

/** Field names several tools share (the linker joins them). */
export const SHARED_FIELDS = [
  'order_id',
  'customer_id',
  'customerId',
  'Customer ID',
  'customer_email',
  'receipt_url',
  'city',
  'flight_id',
  'booking_id',
  'invoice_id',
  'pet_id',
  'user_id',
  'id',
  'name',
  'query',
  'api_key',
] as const;

/** Text no vocabulary knows: right-to-left, zero-width, emoji, combining marks, CJK, NUL. */
export const ODD_TEXT = [
  'طلب',
  'הזמנה',
  'zero\u200bwidth',
  '🧾📦',
  'e\u0301mail',
  '注文',
  'ＧＥＴ＿ＯＲＤＥＲ',
  'nul\u0000byte',
  '\ud83d\ude00',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  'a.b.c',
  'x[]',
] as const;

const word = fc.constantFrom(...WORDS);

/** Spellings of one name that normalize to the same thing (`get_order`, `getOrder`, `GET-ORDER`, …). */
export function collidingSpellings(words: readonly string[]): string[] {
  const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  return [
    words.join('_'),
    words[0] + words.slice(1).map(cap).join(''),
    words.join('-').toUpperCase(),
    words.join(' '),
    words.map(cap).join(''),
    `${words.join('__')}_`,
  ];
}

/** A tool or field name: words, colliding spellings, Unicode, or very long. */
export const nameArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(word, { minLength: 2, maxLength: 3 }), fc.nat(5))
        .map(([w, k]) => collidingSpellings(w)[k] ?? w.join('_')),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ODD_TEXT), word).map(([o, w]) => `${w}_${o}`) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 600 }).map((n) => 'very_long_name_'.repeat(n / 15 + 1).slice(0, n)),
    },
  )
  .filter((s) => s.trim().length > 0);

/** A field name: mostly shared ones, some of the tool's own, some hostile. */
export const fieldNameArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SHARED_FIELDS) },
  { weight: 2, arbitrary: fc.tuple(word, fc.nat(999)).map(([w, n]) => `${w}_${n}`) },
  { weight: 1, arbitrary: nameArbitrary },
);

/** A description: empty, a few words, or odd text. */
export const descriptionArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(word, { maxLength: 12 }).map((w) => w.join(' ')) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** A huge description (1,000 to 100,000 characters of repeated words). */
export const hugeDescriptionArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1000, max: 100_000 }))
  .map(([w, n]) => `${w.join(' ')} `.repeat(Math.ceil(n / 4)).slice(0, n));
