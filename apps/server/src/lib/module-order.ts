import type { AppModule } from './app-module.ts';

/**
 * The modules in the app's order: each after the modules its `after` names, otherwise by name, so
 * that the list of modules (one line each, in any order) gives one order. The seed steps run in it,
 * and the routes, digest sections and export sections follow it. A module named twice, an `after`
 * naming no module, or modules each after the other stop the start, naming them.
 */
export function orderModules(modules: readonly AppModule[]): AppModule[] {
  const byName = new Map<string, AppModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`the module '${module.name}' is listed twice`);
    byName.set(module.name, module);
  }
  for (const module of modules) {
    for (const before of module.after ?? []) {
      if (!byName.has(before))
        throw new Error(`the module '${module.name}' comes after '${before}', which is no module`);
    }
  }
  const ordered: AppModule[] = [];
  const placed = new Set<string>();
  let waiting = [...modules].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length) {
    // The first by name whose modules before it are placed: each pass places one.
    const next = waiting.find((module) => (module.after ?? []).every((before) => placed.has(before)));
    if (!next) {
      throw new Error(
        `the modules ${waiting.map((m) => `'${m.name}'`).join(', ')} wait for one another (a cycle of after)`,
      );
    }
    ordered.push(next);
    placed.add(next.name);
    waiting = waiting.filter((module) => module !== next);
  }
  return ordered;
}
