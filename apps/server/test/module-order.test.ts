import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/ordered.ts';
import type { AppModule } from '../src/lib/app-module.ts';
import { orderModules } from '../src/lib/module-order.ts';

const names = (modules: readonly AppModule[]) => modules.map((m) => m.name);

describe('the order of the modules', () => {
  it('puts each module after the modules it names, otherwise by name', () => {
    const ordered = orderModules([
      { name: 'saved', after: ['posts'] },
      { name: 'posts', after: ['auth'] },
      { name: 'auth' },
      { name: 'games' },
    ]);
    expect(names(ordered)).toEqual(['auth', 'games', 'posts', 'saved']);
  });

  it('gives one order whatever the order of the list', () => {
    expect(names(orderModules([...MODULES].reverse()))).toEqual(names(MODULES));
  });

  it('places every module of the app after those it names', () => {
    const place = new Map(MODULES.map((m, i) => [m.name, i]));
    for (const module of MODULES) {
      for (const before of module.after ?? [])
        expect(place.get(before)!, module.name).toBeLessThan(place.get(module.name)!);
    }
  });

  it('refuses an after naming no module', () => {
    expect(() => orderModules([{ name: 'saved', after: ['post'] }])).toThrow(
      "the module 'saved' comes after 'post', which is no module",
    );
  });

  it('refuses modules each after the other', () => {
    expect(() =>
      orderModules([{ name: 'auth' }, { name: 'posts', after: ['saved'] }, { name: 'saved', after: ['posts'] }]),
    ).toThrow("the modules 'posts', 'saved' wait for one another (a cycle of after)");
  });

  it('refuses a module listed twice', () => {
    expect(() => orderModules([{ name: 'auth' }, { name: 'auth' }])).toThrow("the module 'auth' is listed twice");
  });
});
