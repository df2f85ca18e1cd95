import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside each text asset; the server sends them as is (no compression per request). */
function precompress(): Plugin {
  return {
    name: 'portmarin-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(options.dir!, file);
          const data = await fs.readFile(full);
          await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(data));
          await fs.writeFile(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
});
