import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

type Instance = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** What `npm start` runs: the built server under plain `node`, no TypeScript loader. */
function startServer(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, instance: Instance): Promise<{ status: string; database: string }> {
  for (let i = 0; i < 600; i += 1) {
    if (instance.child.exitCode !== null) throw new Error(`server exited:\n${instance.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) return (await res.json()) as { status: string; database: string };
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not start:\n${instance.output()}`);
}

describe('server process', () => {
  const dirs: string[] = [];
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe' });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  it('exits with a clear message on a bad configuration', { timeout: 60_000 }, async () => {
    const instance = startServer({ PORT: 'abc', PUBLIC_URL: 'pas-une-url' });
    expect(await instance.exited).toBe(1);
    expect(instance.output()).toContain('Configuration invalide');
    expect(instance.output()).toContain('PORT');
    expect(instance.output()).toContain('PUBLIC_URL');
  });

  it('runs two instances side by side, each with its own data folder, and stops them cleanly', async () => {
    const setups = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-instance-'));
        dirs.push(dataDir);
        const port = await freePort();
        return { dataDir, port, publicUrl: `http://127.0.0.1:${port}` };
      }),
    );
    const instances = setups.map((s) =>
      startServer({ PORT: String(s.port), DATA_DIR: s.dataDir, PUBLIC_URL: s.publicUrl, HOST: '127.0.0.1' }),
    );
    try {
      for (const [i, s] of setups.entries()) {
        expect(await waitForHealth(s.port, instances[i]!)).toMatchObject({ status: 'ok', database: 'up' });
        const town = (await (await fetch(`${s.publicUrl}/api/town`)).json()) as { productName: string };
        expect(town.productName).toBe('PortMarin');
        await expect(fs.access(path.join(s.dataDir, 'pg', 'PG_VERSION'))).resolves.toBeUndefined();
      }
      // Each instance checks Origin against its own PUBLIC_URL.
      const patch = (target: string, origin: string) =>
        fetch(`${target}/api/settings`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin, cookie: 'portmarin.session_token=abc' },
          body: JSON.stringify({ privacy: { onlineStatus: true } }),
        });
      expect((await patch(setups[0]!.publicUrl, setups[1]!.publicUrl)).status).toBe(403);
      expect((await patch(setups[0]!.publicUrl, setups[0]!.publicUrl)).status).toBe(401);
    } finally {
      for (const instance of instances) instance.child.kill('SIGTERM');
    }
    const codes = await Promise.all(instances.map((i) => i.exited));
    expect(codes).toEqual([0, 0]);
    // A clean stop leaves no PostgreSQL lock behind.
    for (const s of setups) {
      await expect(fs.access(path.join(s.dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    }
  }, 200_000);
});
