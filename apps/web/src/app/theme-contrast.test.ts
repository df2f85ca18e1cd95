import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// RGAA 3.3 / WCAG 1.4.11: what shows where a control is (a field's border, a switch's track, the
// focus ring) stands out 3:1 from the surfaces it sits on, in both themes. axe does not check it.
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

function tokens(selector: ':root' | '.dark'): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe.each([':root', '.dark'] as const)('the %s theme', (selector) => {
  const t = tokens(selector);
  it.each(['input', 'ring'])('its %s token stands out 3:1 from the background and the cards', (token) => {
    expect(contrast(t[token]!, t.background!)).toBeGreaterThanOrEqual(3);
    expect(contrast(t[token]!, t.card!)).toBeGreaterThanOrEqual(3);
  });
});
