import { CURSOR_MESSAGE } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { forgedCursor } from '../../test/helpers.ts';
import { cursorCodec, cursorFields } from './cursor.ts';

const UUID = '00000000-0000-4000-8000-000000000000';
const timeCursor = cursorCodec<[string, string]>(cursorFields.time, cursorFields.uuid);

describe('the cursor codec', () => {
  it('gives back what it encoded, whatever the types of the tuple', () => {
    const mixed = cursorCodec<[boolean, number, string, string, 'groups']>(
      cursorFields.bool,
      cursorFields.int(0, 10),
      cursorFields.decimal,
      cursorFields.text,
      cursorFields.literal('groups'),
    );
    const values: [boolean, number, string, string, 'groups'] = [true, 7, '4.5', 'Café « Le Môle » | 2', 'groups'];
    expect(mixed.decode(mixed.encode(values))).toEqual(values);
    expect(timeCursor.decode(timeCursor.encode(['2024-02-29T23:59:59.999999Z', UUID]))).toEqual([
      '2024-02-29T23:59:59.999999Z',
      UUID,
    ]);
  });

  it('reads no cursor as the first page', () => {
    expect(timeCursor.decode(undefined)).toBeNull();
    expect(timeCursor.decode('')).toBeNull();
  });

  it('refuses anything that is not one of its cursors with the cursor message', () => {
    const forged = [
      'abc',
      'eyJ',
      '%%%',
      forgedCursor({ at: '2025-01-01T00:00:00.000000Z', id: UUID } as never),
      forgedCursor([]),
      forgedCursor(['2025-01-01T00:00:00.000000Z']),
      forgedCursor(['2025-01-01T00:00:00.000000Z', UUID, 'extra']),
      forgedCursor([1735689600, UUID]),
      forgedCursor(['2025-01-01T00:00:00.000000Z', 'not-a-uuid']),
      forgedCursor(['2025-01-01T00:00:00.000Z', UUID]),
      forgedCursor(['x'.repeat(5000), UUID]),
      Buffer.from(`2025-01-01T00:00:00.000000Z|${UUID}`).toString('base64url'),
    ];
    for (const value of forged) expect(() => timeCursor.decode(value), value).toThrow(CURSOR_MESSAGE);
  });

  it('refuses times PostgreSQL would refuse (a 500 otherwise)', () => {
    for (const at of [
      '2025-13-45T99:99:99.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '2025-02-31T12:00:00.000000Z',
      '2025-02-29T12:00:00.000000Z',
      '2025-06-01T24:00:00.000000Z',
      '99999-01-01T00:00:00.000000Z',
    ]) {
      expect(() => timeCursor.decode(forgedCursor([at, UUID])), at).toThrow(CURSOR_MESSAGE);
    }
  });

  it('checks each field: text without NUL, bounded integers, exact literals, digits for microseconds', () => {
    const text = cursorCodec<[string]>(cursorFields.text);
    expect(() => text.decode(forgedCursor(['a\u0000b']))).toThrow(CURSOR_MESSAGE);
    expect(() => text.decode(forgedCursor(['a'.repeat(501)]))).toThrow(CURSOR_MESSAGE);
    const offset = cursorCodec<[number]>(cursorFields.int(1, 99));
    for (const bad of [0, 100, 2.5, '5', null]) {
      expect(() => offset.decode(forgedCursor([bad])), String(bad)).toThrow(CURSOR_MESSAGE);
    }
    const kind = cursorCodec<['posts']>(cursorFields.literal('posts'));
    expect(() => kind.decode(forgedCursor(['groups']))).toThrow(CURSOR_MESSAGE);
    const micros = cursorCodec<[string, string]>(cursorFields.micros, cursorFields.userId);
    expect(micros.decode(forgedCursor(['-1720000000000000', 'aZ_9-x']))).toEqual(['-1720000000000000', 'aZ_9-x']);
    for (const bad of [
      ['1e5', 'a'],
      ['1'.repeat(18), 'a'],
      ['1', 'a b'],
      ['1', ''],
    ]) {
      expect(() => micros.decode(forgedCursor(bad)), String(bad)).toThrow(CURSOR_MESSAGE);
    }
  });
});
