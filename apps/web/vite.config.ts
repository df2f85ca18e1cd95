import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { defineConfig, parseAst, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

async function compressFile(full: string): Promise<void> {
  const data = await fs.readFile(full);
  await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(data));
  await fs.writeFile(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
}

/** Writes .br and .gz beside each text asset; the server sends them as is (no compression per request). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portmarin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f));
      await Promise.all(files.map((file) => compressFile(path.join(options.dir!, file))));
    },
    // The service worker is built by vite-plugin-pwa after the bundle is written (its closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const sw = path.join(outDir, 'sw.js');
        if (await fs.stat(sw).catch(() => null)) await compressFile(sw);
      },
    },
  };
}

/** Installable PWA with our own service worker (src/sw.ts); registered lazily by the app shell. */
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The manifest is the town's: the server builds it from the town file (plugins/manifest.ts).
    manifest: false,
    injectManifest: {
      // The app shell; never the .br/.gz twins (the manifest is the server's, from the town file).
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    },
  });
}

/**
 * V8's explicit compile hint (first line `//# allFunctionsCalledOnLoad`) has Chrome compile a whole
 * script on the thread that streams it, instead of each function on the main thread at its first
 * call. For the scripts a cold start runs at once: the entry and the chunks it imports.
 */
function compileHints(): Plugin {
  return {
    name: 'portmarin-compile-hints',
    apply: 'build',
    // On the written files (Vite adds its own first line after generateBundle), before precompress.
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        const atStart = new Set<string>();
        for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
          if (atStart.has(name) || !chunks.has(name)) continue;
          atStart.add(name);
          queue.push(...chunks.get(name)!.imports);
        }
        for (const name of atStart) {
          const full = path.join(options.dir!, name);
          await fs.writeFile(full, `//# allFunctionsCalledOnLoad\n${await fs.readFile(full, 'utf8')}`);
        }
      },
    },
  };
}

/** Packages whose entry only re-exports one module per icon or function (STACK.md pitfall 22). */
const barrels = ['lucide-react', 'date-fns', 'date-fns/locale'];
/** A web feature's public index (`@/features/posts`): the other barrels of the build. */
const featureIndex = /^@\/features\/[\w-]+$/;
const isBarrel = (source: string) => barrels.includes(source) || featureIndex.test(source);

/** Where a name a barrel exports is defined: the module to import it from, under which name. */
type Origin = { file: string; name: string };

/** An export's name: an identifier, or a string (`export { x as "a-b" }`). */
const nameOf = (node: { name?: string; value?: unknown }) => node.name ?? String(node.value);

/** Each name a module exports, with the module that holds it (one hop, `export *` followed). */
async function exportOrigins(file: string): Promise<Map<string, Origin>> {
  const origins = new Map<string, Origin>();
  const program = parseAst(await fs.readFile(file, 'utf8'), { lang: file.endsWith('.ts') ? 'ts' : 'js' });
  const stars: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration') {
      const from = node.source ? path.resolve(path.dirname(file), node.source.value) : file;
      for (const spec of node.specifiers)
        origins.set(nameOf(spec.exported), {
          file: from,
          name: node.source ? nameOf(spec.local) : nameOf(spec.exported),
        });
      const declared = node.declaration;
      if ((declared?.type === 'FunctionDeclaration' || declared?.type === 'ClassDeclaration') && declared.id)
        origins.set(declared.id.name, { file, name: declared.id.name });
      if (declared?.type === 'VariableDeclaration')
        for (const { id } of declared.declarations)
          if (id.type === 'Identifier') origins.set(id.name, { file, name: id.name });
    } else if (node.type === 'ExportDefaultDeclaration') {
      origins.set('default', { file, name: 'default' });
    } else if (node.type === 'ExportAllDeclaration' && !node.exported) {
      stars.push(path.resolve(path.dirname(file), node.source.value));
    }
  }
  // A name of the module's own wins over `export *`; a name two `export *` give is exported by neither.
  const starred = new Map<string, Origin | null>();
  for (const star of stars)
    for (const [name, origin] of await exportOrigins(star))
      if (name !== 'default' && !origins.has(name)) starred.set(name, starred.has(name) ? null : origin);
  for (const [name, origin] of starred) if (origin) origins.set(name, origin);
  return origins;
}

/**
 * Rewrites `import { Heart } from 'lucide-react'` in the app's code into an import of the icon's
 * own module. Through the barrel, every module that imports one icon would statically import all
 * of them, and startChunk() below would put every icon any lazy screen uses in the start chunk.
 * A feature's index is such a barrel too: the feed imports `@/features/posts` for the post card,
 * and must not take the comment thread the index also offers to lazy screens.
 */
function directBarrelImports(): Plugin {
  const origins = new Map<string, Promise<Map<string, Origin>>>();
  return {
    name: 'portmarin-direct-barrel-imports',
    apply: 'build',
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?$/, exclude: /node_modules/ },
        code: new RegExp([...barrels, featureIndex.source.slice(1, -1)].map((name) => `['"]${name}['"]`).join('|')),
      },
      async handler(code, id) {
        const edits: { start: number; end: number; text: string }[] = [];
        for (const node of parseAst(code, { lang: 'js' }).body) {
          if (node.type !== 'ImportDeclaration' || !isBarrel(node.source.value)) continue;
          const barrel = await this.resolve(node.source.value, id);
          const named = node.specifiers.filter((spec) => spec.type === 'ImportSpecifier');
          if (!barrel || named.length === 0) continue;
          if (named.length < node.specifiers.length) {
            this.warn(`${id}: a default or namespace import of '${node.source.value}' takes the whole barrel`);
            continue;
          }
          if (!origins.has(barrel.id)) origins.set(barrel.id, exportOrigins(barrel.id));
          const exported = await origins.get(barrel.id)!;
          const kept: string[] = [];
          const direct: string[] = [];
          for (const spec of named) {
            const origin = exported.get(nameOf(spec.imported));
            if (origin && origin.file !== barrel.id) {
              const imported = /^[\w$]+$/.test(origin.name) ? origin.name : JSON.stringify(origin.name);
              direct.push(`import { ${imported} as ${spec.local.name} } from ${JSON.stringify(origin.file)};`);
            } else {
              kept.push(code.slice(spec.start, spec.end));
              this.warn(`${id}: '${node.source.value}' does not say where ${nameOf(spec.imported)} comes from`);
            }
          }
          if (kept.length > 0) direct.push(`import { ${kept.join(', ')} } from ${JSON.stringify(node.source.value)};`);
          edits.push({ start: node.start, end: node.end, text: direct.join(' ') });
        }
        if (edits.length === 0) return null;
        let out = code;
        for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
        return { code: out, map: null };
      },
    },
  };
}

/**
 * date-fns falls back on its English locale when a call names none, so every function that words a
 * date brings it along (1.3 KB gzip in the start chunk) although each call here passes `fr`. In the
 * build the fallback becomes French: English leaves the bundle. Dev and unit tests keep date-fns as
 * published, so a call that forgets `locale: fr` still shows English there.
 */
function frenchDateDefault(): Plugin {
  const virtual = '\0portmarin:date-fns-default-locale';
  let replaced = false;
  let datesBundled = false;
  return {
    name: 'portmarin-french-date-default',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes(`${path.sep}node_modules${path.sep}date-fns${path.sep}`)) return null;
      datesBundled = true;
      if (!source.endsWith('/_lib/defaultLocale.js')) return null;
      replaced = true;
      return virtual;
    },
    async load(id) {
      if (id !== virtual) return null;
      const fr = await this.resolve('date-fns/locale/fr', appEntry);
      return `export { fr as defaultLocale } from ${JSON.stringify(fr!.id)};`;
    },
    buildEnd() {
      if (datesBundled && !replaced)
        this.warn('date-fns no longer has _lib/defaultLocale.js: its English locale is bundled');
    },
  };
}

const appEntry = path.resolve(import.meta.dirname, 'src/app/main.tsx');

/**
 * Every module a cold start runs (the entry and what it imports statically), in one chunk. Split
 * automatically, the pieces lazy screens share with it (React, the query cache, the router…) were
 * fifteen chunks: fifteen requests, six at a time, before the first screen. The static imports are
 * what the first screen runs only because directBarrelImports() takes the barrels out of the graph.
 */
function startChunk(): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name(id, ctx) {
      if (!members) {
        members = new Set<string>();
        for (let queue = [appEntry], next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (members.has(next)) continue;
          members.add(next);
          queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      return members.has(id) ? 'start' : null;
    },
  };
}

/**
 * The barrels' icons and date functions that several lazy screens share and the start chunk does
 * not hold, in one chunk: left to automatic splitting, they were forty chunks of about 250 bytes.
 * One screen's own stay in its chunk.
 */
const sharedBarrelParts: Rolldown.CodeSplittingGroup = {
  name: 'barrel-parts',
  test: new RegExp(
    String.raw`node_modules[\\/](${[...new Set(barrels.map((name) => name.split('/')[0]))].join('|')})[\\/]`,
  ),
  minShareCount: 2,
};

/**
 * The features' parts of other screens (features/<f>/parts.ts: hub tiles…) load together, before
 * the first screen that shows them: one chunk, not one per feature.
 */
const featureParts: Rolldown.CodeSplittingGroup = {
  name: 'feature-parts',
  test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]parts\.tsx?$/,
};

export default defineConfig({
  plugins: [react(), tailwindcss(), directBarrelImports(), frenchDateDefault(), pwa(), compileHints(), precompress()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: {
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [startChunk(), featureParts, sharedBarrelParts] } } },
  },
});
