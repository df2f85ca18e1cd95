import { describe, expect, it } from 'vitest';
import { createRandom, randomInt, shuffle } from './shared';

describe('createRandom', () => {
  it('replays the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(first);
  });

  it('gives another sequence for another seed', () => {
    const a = Array.from({ length: 5 }, createRandom(1));
    const b = Array.from({ length: 5 }, createRandom(2));
    expect(a).not.toEqual(b);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 10_000 }, random);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    // Every tenth of the range gets its share.
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const value of values) buckets[Math.floor(value * 10)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it('matches the reference mulberry32 output', () => {
    // The widely published golden vectors of mulberry32, as unsigned 32-bit words.
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 3 }, () => random() * 2 ** 32);
    };
    expect(draw(0)).toEqual([1_144_304_738, 1_416_247, 958_946_056]);
    expect(draw(1)).toEqual([2_693_262_067, 11_749_833, 2_265_367_787]);
  });
});

describe('randomInt', () => {
  it('includes both ends', () => {
    expect(randomInt(1, 100, () => 0)).toBe(1);
    expect(randomInt(1, 100, () => 0.999_999_9)).toBe(100);
    expect(randomInt(1000, 5000, () => 0.5)).toBe(3000);
  });
});

describe('shuffle', () => {
  it('returns a new array holding the same items, leaving the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffle(items, createRandom(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result).not.toBe(items);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
  });

  it('swaps from the end with an index drawn from the remaining prefix', () => {
    // With random() = 0 each step swaps position i with 0.
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // With random() just below 1 each item swaps with itself.
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.999_999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes every order equally likely (a naive shuffle would not)', () => {
    const random = createRandom(11);
    const counts = new Map<string, number>();
    for (let run = 0; run < 60_000; run++) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(9_500);
      expect(count).toBeLessThan(10_500);
    }
  });

  it('is the same for the same seed', () => {
    const items = Array.from({ length: 16 }, (_, i) => i);
    expect(shuffle(items, createRandom(5))).toEqual(shuffle(items, createRandom(5)));
  });
});
