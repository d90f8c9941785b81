import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/api/config'; // DESIGN: backend addresses are validated at start
import { App } from '@/app/app';
import { paths } from '@/lib/paths';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// zod loads later (forms, API) and, unless jitless, probes `new Function` once: the CSP allows
// no eval, so the browser reports a violation. zod keeps its config in this global object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders `/` into index.html (scripts/prerender-landing.ts): hydrate that markup.
// Other paths get the empty shell; should a host serve the landing markup there, render afresh.
// No long task (Lighthouse TBT): React starts in a task after the one that evaluated the bundle,
// and in a transition it yields to the browser every few ms instead of rendering in one go.
setTimeout(() =>
  startTransition(() => {
    if (root.firstElementChild && window.location.pathname === paths.home) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
