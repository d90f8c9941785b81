// The script a lawyer's profile frame runs from its HTML to ask for the lawyer before any of the
// app's script has arrived (docs/decisions/0133-public-profile-paints-at-once.md, and in index.html
// and the empty shell 0141-a-profile-paints-from-any-file.md); there, at a case's or a lead's
// address, it asks for the case with the stored session's token, which the page's first render
// waits for (docs/decisions/0146-a-case-asked-for-from-the-html.md), and at the address of another
// page whose list or form waits for its first answer, for that answer
// (docs/decisions/0147-a-page-s-first-answer-asked-for-from-the-html.md); at the directory's, in
// its own file too, for its first page of lawyers
// (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md). For the build
// (scripts/build/prerender-pages.ts) and the content security policy (security-headers.ts), which
// allows it by its hash. The page takes the answer with src/api/early-answer.ts. It reads the API's
// address from its own `data-api` attribute, so its text, and the hash, are the same for every build.
// No module of the app imports this one: its text would travel in the app's script.
import { EARLY_LAWYER_ATTRIBUTE, EARLY_LAWYER_TIMING } from '../app/page-guard.ts';
import { paths } from '../lib/paths.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';

/** The attribute of the frame's script that holds the profiles API's address. */
export const EARLY_API_ATTRIBUTE = 'data-api';

/** Where the frame's script leaves the request it started (read by src/api/early-answer.ts). */
const EARLY_ANSWER_GLOBAL = '__lawmatchEarlyAnswer';

/** The attribute of what the script hides once it has painted the lawyer into the frame's element
 * for them (EARLY_LAWYER_ATTRIBUTE; src/features/cases/public-profile/public-profile-page.tsx
 * renders both while it loads). */
const EARLY_HIDE_ATTRIBUTE = 'data-early-hide';

// Paints who the lawyer is (name, area, the bio under About, in the page's own classes) into the
// frame as soon as the answer is read, before the app's script has arrived: the bio is the page's
// largest content. Text only (textContent), from a 200 whose fields are strings; anything else
// paints nothing and the page shows what it reads. The app replaces the frame's loading state,
// this with it (docs/decisions/0133-public-profile-paints-at-once.md).
const PAINT = String.raw`function p(x){if(x.status!==200)return;var l=JSON.parse(x.text),g=function(){var h=document.querySelector('[${EARLY_LAWYER_ATTRIBUTE}]');if(!h||h.firstChild||typeof l.name!=='string'||typeof l.specialization!=='string'||typeof l.bio!=='string')return;var e=function(t,c,w,o){var n=document.createElement(t);n.className=c;n.textContent=w;o.appendChild(n);return n};e('h1','text-3xl font-bold tracking-tight text-slate-900',l.name,h).setAttribute('elementtiming','${EARLY_LAWYER_TIMING}');e('p','mt-1 text-lg font-medium text-blue-800',l.specialization,h);if(l.bio.trim()){var c=e('section','mt-8','',h);e('h2','text-xl font-semibold text-slate-900','About',c);e('p','mt-2 whitespace-pre-line text-slate-700',l.bio,c)}var q=document.querySelectorAll('[${EARLY_HIDE_ATTRIBUTE}]');for(var k=q.length;k--;)q[k].hidden=true};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',g);else g()}`;

/** The signed-in pages without an id whose list or form waits for its first answer, each with
 * the address of that answer on the profiles API, as the page's own request asks for it
 * (askFirst: src/api/cases.ts, profiles.ts, leads.ts and lawyer-services.ts). An address read
 * here that the page does not ask leaves an answer no one takes (e2e/signed-in-frames.spec.ts
 * checks each is asked once in a visit). The script looks an address up in it as an object: its
 * keys all begin with '/', as no key of Object.prototype does. */
const FIRST_ANSWERS: Record<string, string> = {
  [paths.clientCases]: '/api/cases/',
  [paths.lawyerProfile]: '/api/accounts/lawyer-profiles/me/',
  [paths.lawyerAvailability]: '/api/lawyers/me/availability/',
  [paths.lawyerServices]: '/api/lawyers/me/services/',
};

/** The public page whose list waits for its first answer, with the address of that answer: the
 * directory, opened without a search, asks for the first page of lawyers, with no token, as
 * src/features/cases/directory/directory-load.ts does
 * (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md). */
const PUBLIC_FIRST_ANSWERS: Record<string, string> = {
  [paths.directory]: '/api/lawyers/',
};
/** The prerendered pages whose own file carries the script: those of PUBLIC_FIRST_ANSWERS. */
export const EARLY_ANSWER_PAGES = Object.keys(PUBLIC_FIRST_ANSWERS);

/** A regular expression's source that finds the `:id` of an address on one of these paths. */
const idOn = (...pagePaths: string[]) =>
  `^(?:${pagePaths.map((path) => path.replace(/:\w+$/, '').replace(/\//g, '\\/')).join('|')})([^/]+)\\/?$`;

// ES5 and no dependencies, like the page guard (src/app/page-guard.ts). The addresses and headers
// are those the pages ask with (src/features/cases/public-profile/public-profile-load.ts,
// src/features/cases/directory/directory-load.ts, and
// src/api/cases.ts with the session's token, src/api/http.ts), and the answer is left as the
// transport reads one (src/api/transport.ts, RawResponse), with the address and token it was asked
// with and when, within the pages' 15 seconds (src/api/read-by-hand.ts, src/api/http.ts); a failure
// to start, or no token stored, leaves nothing, and the page asks itself. Only the lawyer is painted.
export const EARLY_ANSWER_SCRIPT = String.raw`(function(){var s=document.currentScript,w=location.pathname,m=/${idOn(paths.lawyerPublic)}/.exec(w),c=/${idOn(paths.clientCase, paths.lead)}/.exec(w),v=!location.search&&${JSON.stringify(PUBLIC_FIRST_ANSWERS)}[w.replace(/\/$/,'')],f=v||${JSON.stringify(FIRST_ANSWERS)}[w.replace(/\/$/,'')],h={Accept:'application/json'},k;if(!s||!(m||c||f)||!window.fetch)return;try{if(!m&&!v){k=localStorage.getItem('${STORAGE_KEYS.accessToken}');if(!k)return;h.Authorization='Bearer '+k}var u=s.getAttribute('${EARLY_API_ATTRIBUTE}')+(f||(m?'/api/lawyers/':'/api/cases/')+encodeURIComponent(decodeURIComponent((m||c)[1]))+'/'),t=AbortSignal.timeout,a=fetch(u,{headers:h,signal:t&&t(15e3)}).then(function(r){return r.text().then(function(t){return{status:r.status,text:t,header:function(n){return r.headers.get(n)}}})});a.then(function(x){try{if(m)p(x)}catch(e){}})['catch'](function(){});window.${EARLY_ANSWER_GLOBAL}={url:u,token:k,at:Date.now(),answer:a};}catch(e){}${PAINT}})();`;
