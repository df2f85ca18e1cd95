/* eslint-disable @typescript-eslint/no-require-imports -- autocannon's worker loads this file with require() */
// autocannon's setupRequest for the scale benchmark's message send (workers mode loads it by path):
// each request goes out as the next resident of the list, so every resident stays under the
// message throttle however many requests the run sends. The list is a JSON file of
// { cookie, path } named by SCALE_SENDERS_FILE.
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');

const senders = JSON.parse(readFileSync(process.env.SCALE_SENDERS_FILE, 'utf8'));
let next = 0;

module.exports = (request) => {
  const sender = senders[next % senders.length];
  next += 1;
  return {
    ...request,
    path: sender.path,
    headers: { ...request.headers, cookie: sender.cookie },
    body: JSON.stringify({ content: `Rendez-vous au port à ${next % 24} h`, clientId: randomUUID() }),
  };
};
