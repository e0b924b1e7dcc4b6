import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { createApp } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.relative(process.cwd(), path.resolve(here, '../client'));

const server = new Hono();
// Fingerprinted assets never change; everything else in public/ may.
server.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }),
);
server.use('*', serveStatic({ root: clientDir }));
server.route('/', createApp({ build }));

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
serve({ fetch: server.fetch, port, hostname }, (info) => {
  console.log(`Shop listening on http://localhost:${info.port}`);
});
