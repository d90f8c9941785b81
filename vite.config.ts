import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { securityHeaders, staticHostHeaders } from './security-headers.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding(), staticHostHeaders()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true },
  // Issue 7: the production preview sends what a static host must (security-headers.ts), with
  // the API origins of a production-mode build. Not `server.headers`: the dev server's HMR
  // needs inline script.
  preview: { port: 4173, strictPort: true, headers: securityHeaders(loadEnv('production', root, 'VITE_')) },
  // the manifest lets scripts/bundle-budget.ts follow the landing page's static imports
  build: { target: 'es2022', manifest: true },
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
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
        },
      },
    ],
  },
});
