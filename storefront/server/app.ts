import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface AppOptions {
  /** The React Router server build (or a loader for it, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: 'production' | 'development';
}

/** The shop's HTTP application: JSON endpoints first, then server-rendered pages. */
export function createApp({ build, mode = 'production' }: AppOptions): Hono {
  const app = new Hono();
  const handleDocument = createRequestHandler(build, mode);

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.all('*', (c) => handleDocument(c.req.raw));
  return app;
}
