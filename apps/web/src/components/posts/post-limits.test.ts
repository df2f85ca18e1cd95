import * as shared from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, POST_MAX_LENGTH, UPLOAD_MAX_BYTES } from './post-limits';

describe('post limits', () => {
  it('match the shared contract', () => {
    expect(POST_MAX_LENGTH).toBe(shared.POST_MAX_LENGTH);
    expect(COMMENT_MAX_LENGTH).toBe(shared.COMMENT_MAX_LENGTH);
    expect(UPLOAD_MAX_BYTES).toBe(shared.UPLOAD_MAX_BYTES);
  });
});
