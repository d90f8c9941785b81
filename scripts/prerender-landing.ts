// Vite plugin: after the client build, renders the landing page to HTML (src/app/prerender.tsx,
// built for Node as a second environment of the same `vite build`) so that `/` paints before
// any script runs (issue 7, Lighthouse on mobile). The build output then holds two pages:
//   index.html  the landing page prerendered, for `/` only; main.tsx hydrates it
//   spa.html    the empty shell, for every other path: a route must not flash landing markup
// A static host serves index.html for `/` and spa.html as its fallback for every other path
// (README "Deployment"); `vite preview` does the same through configurePreviewServer below.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const SPA_SHELL = 'spa.html';
const ENTRY = 'src/app/prerender.tsx';
// one folder per client outDir, so builds into different folders (e2e, screenshots) can overlap
const serverOutFor = (clientOutDir: string) =>
  `node_modules/.cache/lawmatch-prerender-${createHash('sha1').update(clientOutDir).digest('hex').slice(0, 10)}`;
const ROOT_MARKUP = '<div id="root"></div>';

const outDirOf = (config: ResolvedConfig) => resolve(config.root, config.build.outDir);

export function prerenderLanding(): Plugin {
  return {
    name: 'lawmatch:prerender-landing',
    config(userConfig, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      return {
        builder: {}, // `vite build` builds every environment: the SPA, then the prerenderer
        environments: {
          ssr: {
            build: {
              outDir: serverOutFor(resolve(userConfig.root ?? process.cwd(), userConfig.build?.outDir ?? 'dist')),
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rolldownOptions: { input: ENTRY, output: { entryFileNames: 'prerender.js' } },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('prerender: the client and ssr environments are both needed');
      await builder.build(client);
      await builder.build(ssr);
      const serverOut = outDirOf(ssr.config);
      const entry = pathToFileURL(join(serverOut, 'prerender.js')).href;
      const { renderLandingHtml } = (await import(entry)) as { renderLandingHtml: () => Promise<string> };
      const html = await renderLandingHtml();

      const outDir = outDirOf(client.config);
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_MARKUP)) throw new Error(`prerender: ${ROOT_MARKUP} not found in index.html`);
      writeFileSync(join(outDir, SPA_SHELL), shell);
      writeFileSync(join(outDir, 'index.html'), shell.replace(ROOT_MARKUP, `<div id="root">${html}</div>`));
      rmSync(serverOut, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      const shell = join(outDirOf(server.config), SPA_SHELL);
      // Runs after Vite's SPA fallback, which rewrote every unknown path to /index.html.
      return () => {
        server.middlewares.use((req, _res, next) => {
          const path = new URL(req.originalUrl ?? '/', 'http://preview').pathname;
          if (req.url === '/index.html' && path !== '/' && path !== '/index.html' && existsSync(shell)) {
            req.url = `/${SPA_SHELL}`;
          }
          next();
        });
      };
    },
  };
}
