import * as shared from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { GROUP_MAX_PARTICIPANTS, MESSAGE_MAX_LENGTH } from './message-limits';

describe('message limits', () => {
  it('match the shared contract', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(shared.MESSAGE_MAX_LENGTH);
    expect(GROUP_MAX_PARTICIPANTS).toBe(shared.GROUP_MAX_PARTICIPANTS);
  });
});
