// Prints a free TCP port P whose P + 1000 is free too: the e2e server and its stub provider
// (apps/web/playwright.config.ts), so that runs sharing a machine do not collide.
import net from 'node:net';

const free = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (let attempt = 0; attempt < 100; attempt += 1) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  if ((await free(port)) && (await free(port + 1000))) {
    console.log(port);
    process.exit(0);
  }
}
console.error('no free port pair found');
process.exit(1);
