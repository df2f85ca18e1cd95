// Lighthouse (mobile, performance) of a screen of the built app, against a fresh server with demo data.
// Usage: node bench/lighthouse.mjs [/feed]   (after `npm run build`)
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const route = process.argv[2] ?? '/feed';
const port = 3390;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-lighthouse-'));
await fs.chmod(dataDir, 0o755);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await fs.rm(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(`http://localhost:${port}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result.lhr;
    const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
    console.log(`lighthouse ${lhr.lighthouseVersion} mobile ${route}`);
    console.log(`  performance score: ${Math.round((lhr.categories.performance.score ?? 0) * 100)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${id}: ${metric(id)}`);
    }
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`  LCP element: ${lcp}`);
    if (process.env.LIGHTHOUSE_JSON) await fs.writeFile(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr));
  } finally {
    await chrome.kill();
  }
} finally {
  await stopServer();
}
