import { createHash, randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new receipt code: 80 random bits as 16 characters in groups of 4 (ABCD-EFGH-JKMN-PQRS). */
export function newReceiptCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The stored form of a code: SHA-256 of its 16 characters, upper case, without dashes. */
export function receiptHash(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex');
}
