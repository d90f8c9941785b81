import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { securityHeaders, staticHostHeaders } from './security-headers.ts';
import { prerenderPages } from './scripts/prerender-pages.ts';
import { serverLegs } from './tests/server/support/legs.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderPages(), staticHostHeaders()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true },
  // Issue 7: the production preview sends what a static host must (security-headers.ts), with
  // the API origins of a production-mode build. Not `server.headers`: the dev server's HMR
  // needs inline script.
  preview: { port: 4173, strictPort: true, headers: securityHeaders(loadEnv('production', root, 'VITE_')) },
  build: {
    target: 'es2022',
    modulePreload: {
      // src/main.tsx imports the app after the first paint: its chunks then load as the
      // browser discovers them, instead of through one modulepreload <link> per chunk, which
      // costs the main thread more than it saves on a page that is already on screen.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[^/]+\.js$/.test(hostId) ? [] : deps,
    },
  },
  test: {
    restoreMocks: true,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      // twice: on SQLite and on PostgreSQL (tests/server/support/legs.ts)
      ...serverLegs(),
    ],
  },
});
