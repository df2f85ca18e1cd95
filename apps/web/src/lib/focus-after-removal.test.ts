// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterRemoval } from './focus-after-removal';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A tab panel titled "Découvrir" with one card per name, each with its link and its button. */
function list(names: string[]): HTMLUListElement {
  document.body.innerHTML = `<div role="tabpanel"><h2>Découvrir</h2><ul>${names
    .map((n) => `<li id="${n}"><a href="/groups/${n}">Voir ${n}</a><button>Rejoindre ${n}</button></li>`)
    .join('')}</ul></div>`;
  return document.querySelector('ul')!;
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`#${name} button`)!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusAfterRemoval', () => {
  it('moves focus to the next item when the focused one is removed', async () => {
    list(['a', 'b', 'c']);
    button('b').focus();
    focusAfterRemoval(button('b'));
    document.getElementById('b')!.remove();
    await settled();
    expect(document.activeElement).toHaveTextContent('Voir c');
  });

  it('moves focus to the previous item when the last one is removed', async () => {
    list(['a', 'b']);
    button('b').focus();
    focusAfterRemoval(button('b'));
    document.getElementById('b')!.remove();
    await settled();
    expect(document.activeElement).toHaveTextContent('Voir a');
  });

  it("moves focus to the list's heading when no item is left", async () => {
    const ul = list(['a']);
    button('a').focus();
    focusAfterRemoval(button('a'));
    ul.remove();
    await settled();
    expect(document.activeElement).toBe(document.querySelector('h2'));
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus alone when the resident has moved it elsewhere', async () => {
    list(['a', 'b', 'c']);
    button('b').focus();
    focusAfterRemoval(button('b'));
    button('a').focus();
    document.getElementById('b')!.remove();
    await settled();
    expect(document.activeElement).toBe(button('a'));
  });

  it('does nothing while the item stays (the action failed)', async () => {
    list(['a', 'b']);
    button('a').focus();
    const stop = focusAfterRemoval(button('a'));
    document.getElementById('b')!.remove();
    await settled();
    expect(document.activeElement).toBe(button('a'));
    stop();
  });
});
