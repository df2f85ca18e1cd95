// Builds the production server: src/server.ts and what it imports of this repository (the
// server's sources, @portmarin/shared's TypeScript) into one ES module, dist/server.js, that plain
// `node` runs. Installed packages stay imports, resolved from node_modules at run time as before.
// Files read at run time (drizzle/, the web build) are found from the package folder
// (src/lib/server-root.ts), the town's file too (TOWN_CONFIG, else src/config/town.json).
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const outfile = path.join(root, 'dist/server.js');

/** Every bare import but the workspace's own packages (they export TypeScript sources) stays external. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portmarin/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const result = await esbuild.build({
  entryPoints: [path.join(root, 'src/server.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node that package.json's engines accepts.
  target: 'node20.19',
  plugins: [installedPackagesExternal],
  // Unminified: stack traces in the logs keep the sources' names and read close to them.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});

// Written aside then renamed: a server starting meanwhile never loads half a file, nor do two
// builds at once (the suites on Node 20 and 24) mix theirs.
fs.mkdirSync(path.dirname(outfile), { recursive: true });
const [output] = result.outputFiles;
const written = `${outfile}.${process.pid}.tmp`;
fs.writeFileSync(written, output.contents);
fs.renameSync(written, outfile);
process.stdout.write(
  `server built: ${path.relative(process.cwd(), outfile)} (${Math.round(output.contents.length / 1024)} KB) in ${Math.round(performance.now() - started)} ms\n`,
);
