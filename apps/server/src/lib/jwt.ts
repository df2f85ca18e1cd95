import { sign, type KeyObject } from 'node:crypto';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JSON Web Token (RFC 7519) signed with `key`: RS256 (an RSA key, PKCS#1 v1.5) or ES256
 * (a P-256 key, the signature as the raw r‖s pair JWS requires, not DER).
 */
export function signJwt(alg: 'RS256' | 'ES256', key: KeyObject, header: object, claims: object): string {
  const input = `${segment({ alg, typ: 'JWT', ...header })}.${segment(claims)}`;
  const signature = sign('sha256', Buffer.from(input), alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${input}.${signature.toString('base64url')}`;
}
