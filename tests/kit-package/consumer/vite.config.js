// A plain Vite + React app, as another team would start one: no aliases, no Tailwind.
// `vite build <page>` builds one of the pages below (app, react-only, button-only).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Source maps name every module a bundle contains: the test reads them to see what a page pulled in.
  build: { sourcemap: true },
});
