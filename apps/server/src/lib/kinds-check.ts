import { KIND_DECLARATIONS, type KindsDeclaration } from '@portmarin/shared';
import type { AppModule } from './app-module.ts';

/** One thing a kind may be, as packages/shared declares it and as a module declares it. */
type Aspect = {
  /** How an error says it: « reportable », « a notification type »… */
  what: string;
  /** Each value packages/shared declares, with its feature. */
  shared: (declaration: KindsDeclaration) => string[];
  /** Each value a module declares. */
  module: (module: AppModule) => readonly string[];
};

const ASPECTS: Aspect[] = [
  {
    what: 'reportable',
    shared: (d) => d.kinds.filter((k) => k.reportable).map((k) => k.name),
    module: (m) => (m.reports ?? []).map((r) => r.type),
  },
  {
    what: 'searchable',
    shared: (d) => d.kinds.flatMap((k) => (k.search ? [k.search.section] : [])),
    module: (m) => (m.search ?? []).map((s) => s.kind),
  },
  {
    what: 'savable',
    shared: (d) => d.kinds.filter((k) => k.savable).map((k) => k.name),
    module: (m) => (m.saved ?? []).map((part) => part.kind),
  },
  {
    what: 'a notification type',
    shared: (d) => [...(d.notifications ?? []), ...d.kinds.flatMap((k) => k.notifications ?? [])],
    module: (m) => Object.keys(m.notifications ?? {}),
  },
];

/**
 * The modules' kinds against packages/shared's declarations, at start: each reportable, searchable
 * or savable kind and each notification type is declared by exactly one module, the one named as
 * the feature that declares it in packages/shared, and no module declares one packages/shared does
 * not; every upload kind is taken by some module, and none takes another. Throws naming the kind.
 */
export function checkKinds(
  modules: readonly AppModule[],
  declarations: readonly KindsDeclaration[] = KIND_DECLARATIONS,
): void {
  for (const aspect of ASPECTS) {
    const owners = new Map<string, string>();
    for (const declaration of declarations) {
      for (const value of aspect.shared(declaration)) owners.set(value, declaration.feature);
    }
    const declaredBy = new Map<string, string[]>();
    for (const module of modules) {
      for (const value of aspect.module(module)) {
        if (!owners.has(value)) {
          throw new Error(
            `the module ${module.name} declares '${value}' ${aspect.what}, which packages/shared does not`,
          );
        }
        declaredBy.set(value, [...(declaredBy.get(value) ?? []), module.name]);
      }
    }
    for (const [value, feature] of owners) {
      const names = declaredBy.get(value) ?? [];
      if (names.length === 0) {
        throw new Error(`'${value}' is ${aspect.what} in packages/shared (${feature}) but no module declares it`);
      }
      if (names.length > 1) throw new Error(`'${value}' is declared ${aspect.what} by ${names.sort().join(' and ')}`);
      if (names[0] !== feature) {
        throw new Error(`'${value}' is ${aspect.what} of ${feature} in packages/shared but of the module ${names[0]}`);
      }
    }
  }
  const uploads = new Set(
    declarations.flatMap((d) => [...(d.uploads ?? []), ...d.kinds.flatMap((k) => k.uploads ?? [])]),
  );
  const taken = new Set<string>();
  for (const module of modules) {
    for (const kind of module.uploadKinds ?? []) {
      if (!uploads.has(kind))
        throw new Error(
          `the module ${module.name} takes the upload kind '${kind}', which packages/shared does not declare`,
        );
      taken.add(kind);
    }
  }
  const untaken = [...uploads].find((kind) => !taken.has(kind));
  if (untaken !== undefined)
    throw new Error(`the upload kind '${untaken}' is declared in packages/shared but no module takes it`);
}
