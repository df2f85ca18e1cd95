import { describe, expect, it } from 'vitest';
import { isConnectionError, isUniqueViolation } from './pg-errors.ts';

describe('isConnectionError', () => {
  it('recognises the server going away, whichever layer wrapped it', () => {
    expect(isConnectionError({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    // drizzle keeps the driver's error in `cause`; a refused connection to several addresses is an AggregateError.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isConnectionError(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isConnectionError(new AggregateError([refused]))).toBe(true);
  });

  it('leaves query errors alone', () => {
    const unique = { code: '23505', message: 'duplicate key value violates unique constraint' };
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isConnectionError(unique)).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
