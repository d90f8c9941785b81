// The script a lawyer's profile frame runs from its HTML to ask for the lawyer before any of the
// app's script has arrived (docs/decisions/0133-public-profile-paints-at-once.md), for the build
// (scripts/build/prerender-pages.ts) and the content security policy (security-headers.ts), which
// allows it by its hash. The page takes the answer with src/api/early-answer.ts. It reads the API's
// address from its own `data-api` attribute, so its text, and the hash, are the same for every build.

/** The attribute of the frame's script that holds the profiles API's address. */
export const EARLY_API_ATTRIBUTE = 'data-api';

/** Where the frame's script leaves the request it started (read by src/api/early-answer.ts). */
const EARLY_ANSWER_GLOBAL = '__lawmatchEarlyAnswer';

// ES5 and no dependencies, like the page guard (src/app/page-guard.ts). The address and headers are
// those src/features/cases/public-profile/public-profile-load.ts asks with, and the answer is left
// as the transport reads one (src/api/transport.ts, RawResponse), within the page's 15 seconds
// (src/api/read-by-hand.ts); a failure to start leaves nothing, and the page asks itself.
export const EARLY_ANSWER_SCRIPT = String.raw`(function(){var s=document.currentScript,m=/^\/lawyers\/([^/]+)\/?$/.exec(location.pathname);if(!s||!m||!window.fetch)return;try{var i=decodeURIComponent(m[1]),u=s.getAttribute('${EARLY_API_ATTRIBUTE}')+'/api/lawyers/'+encodeURIComponent(i)+'/',t=AbortSignal.timeout,a=fetch(u,{headers:{Accept:'application/json'},signal:t&&t(15e3)}).then(function(r){return r.text().then(function(t){return{status:r.status,text:t,header:function(n){return r.headers.get(n)}}})});a['catch'](function(){});window.${EARLY_ANSWER_GLOBAL}={id:i,answer:a};}catch(e){}})();`;
