import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  environments: {
    // One process: the Hono server (endpoints + the SSR handler) is the server bundle's entry.
    ssr: { build: { rollupOptions: { input: './server/main.ts' }, target: 'node22' } },
  },
});
