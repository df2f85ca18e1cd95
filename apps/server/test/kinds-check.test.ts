import { KIND_DECLARATIONS, type KindsDeclaration } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppModule } from '../src/lib/app-module.ts';
import { checkKinds } from '../src/lib/kinds-check.ts';
import { MODULES } from '../src/modules/ordered.ts';
import { testEnv } from './test-env.ts';

/** The module list with one module changed. */
const withModule = (name: string, change: (module: AppModule) => AppModule) =>
  MODULES.map((module) => (module.name === name ? change(module) : module));

/** packages/shared's declarations with one feature's changed. */
const withFeature = (feature: string, change: (declaration: KindsDeclaration) => KindsDeclaration) =>
  KIND_DECLARATIONS.map((declaration) => (declaration.feature === feature ? change(declaration) : declaration));

/** The feature's kinds with `name` changed. */
const kindChanged =
  (name: string, change: (kind: KindsDeclaration['kinds'][number]) => object) => (d: KindsDeclaration) => ({
    ...d,
    kinds: d.kinds.map((kind) => (kind.name === name ? { ...kind, ...change(kind) } : kind)),
  });

describe("the modules' kinds against packages/shared's", () => {
  it('agree as the modules and the features are', () => {
    expect(() => checkKinds(MODULES)).not.toThrow();
  });

  it('stop the start when no module reports a reportable kind', async () => {
    const modules = withModule('business-pages', (m) => ({ ...m, reports: [] }));
    await expect(
      buildApp({ env: testEnv('/tmp'), databaseUrl: 'postgres://unused', logger: false, modules }),
    ).rejects.toThrow("'business-page' is reportable in packages/shared (business-pages) but no module declares it");
  });

  it('name a module that reports a kind packages/shared does not declare reportable', () => {
    const declarations = withFeature(
      'business-pages',
      kindChanged('business-page', () => ({ reportable: false })),
    );
    expect(() => checkKinds(MODULES, declarations)).toThrow(
      "the module business-pages declares 'business-page' reportable, which packages/shared does not",
    );
  });

  it('name a searchable kind no module finds', () => {
    const modules = withModule('events', (m) => ({ ...m, search: [] }));
    expect(() => checkKinds(modules)).toThrow(
      "'events' is searchable in packages/shared (events) but no module declares it",
    );
  });

  it('name a search section packages/shared does not declare', () => {
    const declarations = withFeature(
      'events',
      kindChanged('event', () => ({ search: undefined })),
    );
    expect(() => checkKinds(MODULES, declarations)).toThrow(
      "the module events declares 'events' searchable, which packages/shared does not",
    );
  });

  it('name a savable kind no module saves', () => {
    const modules = withModule('marketplace', (m) => ({ ...m, saved: [] }));
    expect(() => checkKinds(modules)).toThrow(
      "'listing' is savable in packages/shared (marketplace) but no module declares it",
    );
  });

  it('name a kind a module saves that packages/shared does not call savable', () => {
    const declarations = withFeature(
      'marketplace',
      kindChanged('listing', () => ({ savable: false })),
    );
    expect(() => checkKinds(MODULES, declarations)).toThrow(
      "the module marketplace declares 'listing' savable, which packages/shared does not",
    );
  });

  it('name a kind declared by two modules', () => {
    const listing = MODULES.find((m) => m.name === 'marketplace')!.saved!;
    const modules = withModule('events', (m) => ({ ...m, saved: [...m.saved!, ...listing] }));
    expect(() => checkKinds(modules)).toThrow("'listing' is declared savable by events and marketplace");
  });

  it('name a kind declared by another module than its feature', () => {
    const declarations = withFeature(
      'marketplace',
      kindChanged('listing', () => ({ savable: false })),
    );
    const moved = declarations.map((d) =>
      d.feature === 'events' ? kindChanged('event', () => ({ savable: true }))(d) : d,
    );
    const event = MODULES.find((m) => m.name === 'events')!.saved!;
    const modules = withModule('events', (m) => ({ ...m, saved: [] })).map((m) =>
      m.name === 'marketplace' ? { ...m, saved: event } : m,
    );
    expect(() => checkKinds(modules, moved)).toThrow(
      "'event' is savable of events in packages/shared but of the module marketplace",
    );
  });

  it('name a notification type no module sends', () => {
    const modules = withModule('dating', (m) => ({ ...m, notifications: {} }));
    expect(() => checkKinds(modules)).toThrow(
      "'dating_birth_date_correction' is a notification type in packages/shared (dating) but no module declares it",
    );
  });

  it('name a notification type packages/shared does not declare', () => {
    const declarations = withFeature('dating', (d) => ({ ...d, notifications: [] }));
    expect(() => checkKinds(MODULES, declarations)).toThrow(
      "the module dating declares 'dating_birth_date_correction' a notification type, which packages/shared does not",
    );
  });

  it('name an upload kind no module takes', () => {
    const modules = withModule('stories', (m) => ({ ...m, uploadKinds: [] }));
    expect(() => checkKinds(modules)).toThrow(
      "the upload kind 'story' is declared in packages/shared but no module takes it",
    );
  });

  it('name an upload kind packages/shared does not declare', () => {
    const declarations = withFeature(
      'stories',
      kindChanged('story', () => ({ uploads: [] })),
    );
    expect(() => checkKinds(MODULES, declarations)).toThrow(
      "the module stories takes the upload kind 'story', which packages/shared does not declare",
    );
  });
});
