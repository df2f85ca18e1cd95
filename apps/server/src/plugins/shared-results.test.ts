import { describe, expect, it } from 'vitest';
import { SharedResults } from './shared-results.ts';

/** A load that answers when told to, counting its calls. */
function loader() {
  const calls: Array<(value: string) => void> = [];
  return {
    calls,
    load: () => new Promise<string>((resolve) => calls.push(resolve)),
  };
}

describe('SharedResults', () => {
  it('loads once for concurrent readers and keeps the answer until its life ends', async () => {
    let now = 0;
    const results = new SharedResults(5_000, () => now);
    const { calls, load } = loader();
    const first = results.get('feed', 'visitor', load);
    const second = results.get('feed', 'visitor', load);
    calls[0]!('page 1');
    expect(await Promise.all([first, second])).toEqual(['page 1', 'page 1']);
    now = 4_999;
    expect(await results.get('feed', 'visitor', load)).toBe('page 1');
    expect(calls).toHaveLength(1);
    now = 5_000;
    const renewed = results.get('feed', 'visitor', load);
    calls[1]!('page 2');
    expect(await renewed).toBe('page 2');
  });

  it('keeps nothing of a load that an invalidation overtook, and answers it only to who was waiting', async () => {
    const results = new SharedResults(5_000, () => 0);
    const { calls, load } = loader();
    const before = results.get('feed', 'visitor', load);
    results.invalidate(['feed']);
    const after = results.get('feed', 'visitor', load);
    calls[0]!('before the write');
    calls[1]!('after the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await results.get('feed', 'visitor', load)).toBe('after the write');
    expect(calls).toHaveLength(2);
  });

  it('drops only the topics named, everything on clear, and never keeps a failed load', async () => {
    const results = new SharedResults(5_000, () => 0);
    let n = 0;
    const count = () => Promise.resolve(++n);
    await results.get('feed', 'k', count);
    await results.get('other', 'k', count);
    results.invalidate(['feed']);
    expect(await results.get('feed', 'k', count)).toBe(3);
    expect(await results.get('other', 'k', count)).toBe(2);
    results.clear();
    expect(await results.get('other', 'k', count)).toBe(4);
    await expect(results.get('failing', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await results.get('failing', 'k', count)).toBe(5);
  });

  it('drops results built from a topic when that topic is invalidated', async () => {
    const results = new SharedResults(5_000, () => 0);
    results.dependOn('page', ['feed', 'stories']);
    let n = 0;
    const count = () => Promise.resolve(++n);
    await results.get('page', 'visitor', count);
    results.invalidate(['other']);
    expect(await results.get('page', 'visitor', count)).toBe(1);
    results.invalidate(['stories']);
    expect(await results.get('page', 'visitor', count)).toBe(2);
  });

  it('keeps at most its number of keys per topic, dropping the oldest', async () => {
    const results = new SharedResults(5_000, () => 0, undefined, 2);
    let loads = 0;
    const load = (value: string) => () => (loads++, Promise.resolve(value));
    await results.get('places', 'a', load('a'));
    await results.get('places', 'b', load('b'));
    await results.get('places', 'c', load('c'));
    expect(await results.get('places', 'c', load('c2'))).toBe('c');
    expect(await results.get('places', 'b', load('b2'))).toBe('b');
    expect(await results.get('places', 'a', load('a2'))).toBe('a2');
    expect(loads).toBe(4);
  });
});
