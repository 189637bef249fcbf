/**
 * The reference servers of scripts/bench/api.ts, run in a process of their own: a bare Fastify
 * hello-world (`GET /hello`) and the same Fastify answering a fixed body (`GET /same-bytes`, the body
 * read from the file given as the first argument, if any). Prints its URL on stdout.
 *
 *   node --import tsx scripts/bench/bare-server.ts [body-file]
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

async function main(): Promise<void> {
  const body = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : '';
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/same-bytes', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  const stop = (): void => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
