// The one inline script the site has, placed in the <head> of every prerendered page and of the
// empty shell (scripts/build/prerender-pages.ts) and allowed by its hash in the content security
// policy (security-headers.ts). Many static hosts answer every unknown path with index.html, which
// holds the landing page: before the body is parsed, this marks the document when the address
// is not the page the HTML holds, and the stylesheet then hides that markup (src/styles.css), so
// no visitor sees, or clicks, another page's content while the app loads
// (docs/decisions/0015-deep-links-on-any-static-host.md). src/app/start.tsx renders the route
// and lifts the mark. It also names the frame the address matches, which the stylesheet then shows
// (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
import { paths } from '../lib/paths.ts';

/** The attribute on <html> that names the path the prerendered markup belongs to. */
export const PAGE_ATTRIBUTE = 'data-page';
/** Set on <html> while the markup belongs to another path. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';
/** Set on <html> to the path of the page whose frame the address matches: a signed-in page's, a
 * lawyer's profile (`paths.lawyerPublic`), or a public page's (PUBLIC_FRAME_PATHS). */
export const FRAME_ATTRIBUTE = 'data-frame';
/** On each frame: the path of its page (src/app/frames/frames.tsx). */
export const FRAME_ATTRIBUTE_OF = 'data-frame-of';
/** The element that holds the frames, after #root. */
export const FRAMES_ID = 'frames';
/** On the part of the frames that the signed-in pages share (their header and `main`), which the
 * profile's frame does not show. */
export const SIGNED_IN_FRAMES_ATTRIBUTE = 'data-signed-in-frames';
/** The <meta> of index.html and the empty shell that lists the chunks every signed-in page runs:
 * where the address is a signed-in page's, the guard preloads them
 * (docs/decisions/0139-nothing-built-before-the-page-draws.md,
 * 0163-pages-used-through-the-app-fetch-it-with-their-html.md). */
export const FRAME_PRELOADS_META = 'lawmatch-frame-preloads';
/** The <meta> of index.html, the empty shell and public-shell.html that lists what a lawyer's
 * public profile runs: at a profile's address the entry preloads them once the lawyer is painted
 * (src/main.tsx; docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md,
 * 0141-a-profile-paints-from-any-file.md). */
export const PROFILE_PRELOADS_META = 'lawmatch-profile-preloads';

/** The <meta> of index.html and the empty shell that lists what a public page with a frame runs
 * before it is drawn, one per page, named this and `:` and the page's path: where the guard shows
 * that page's frame, it preloads them (as the own file of a page used through the app, a sign-in
 * form or the directory, does in its HTML:
 * docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md). */
const PAGE_PRELOADS_META = 'lawmatch-page-preloads';
export const pagePreloadsMetaName = (path: string) => `${PAGE_PRELOADS_META}:${path}`;

/** On the element of a lawyer's profile, in its loading state, that the frame's request paints the
 * lawyer into (src/api/early-answer-script.ts): while the app's page still has it, the frame stays
 * (src/app/frames/drop-frames.ts). */
export const EARLY_LAWYER_ATTRIBUTE = 'data-early-lawyer';
/** The `elementtiming` of the lawyer's name that the frame's request paints: the browser reports
 * when it is on screen, and the profile's code is fetched from then on (src/main.tsx;
 * docs/decisions/0165-a-profile-s-code-waits-for-the-lawyer-on-screen.md). */
export const EARLY_LAWYER_TIMING = 'early-lawyer';

/** The signed-in pages that have a frame: those of src/app/signed-in-pages.ts. */
export const FRAME_PATHS: readonly string[] = [
  paths.clientDashboard,
  paths.clientCases,
  paths.clientCase,
  paths.lawyerDashboard,
  paths.lawyerProfile,
  paths.lead,
  paths.lawyerAvailability,
  paths.lawyerServices,
  paths.adminDashboard,
  paths.account,
];

/** The public pages the build prerenders to files of their own, but the landing page
 * (src/app/prerender.tsx): one list for the build and for their frames. */
export const PRERENDERED_PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.register,
  paths.roleSelect,
  paths.privacy,
  paths.terms,
  paths.complaints,
  paths.contact,
  paths.reviewPolicy,
  paths.howWeRank,
  paths.directory,
];

/** The public pages that have a frame, shown where the file a host served holds another page (the
 * landing page's index.html, the empty shell), never in their own file: the prerendered pages but
 * the landing page, and the sign-in pages an e-mail links to, which have no file
 * (src/app/frames/public-frames.tsx, docs/decisions/0162-public-pages-paint-from-a-frame.md). */
export const PUBLIC_FRAME_PATHS: readonly string[] = [
  ...PRERENDERED_PUBLIC_PATHS,
  paths.forgotPassword,
  paths.resetPassword,
];

/** `m(pattern, end)`: whether the address matches a path whose `:name` segments stand for any one
 * segment (a lawyer's profile frame holds `/lawyers/:id`,
 * docs/decisions/0133-public-profile-paints-at-once.md); `end` is `$`, or `/?$` for the signed-in
 * pages, which the router finds with a trailing slash too (src/app/signed-in-pages.ts). */
const MATCHES = `m=function(p,e){return new RegExp('^'+p.replace(/:[^/]+/g,'[^/]+')+e).test(location.pathname)}`;

// ES5 and no dependencies: it runs before anything else, in any browser; no `<` either, so that
// nothing in it reads as markup. The empty shell names no page, so there the root is marked as
// another page's too (it is empty). A signed-in page's frame starts the preloads its <meta> lists
// at once; a lawyer's address, in either file, shows the profile's frame
// (docs/decisions/0141-a-profile-paints-from-any-file.md), and a public page's address its frame
// (docs/decisions/0162-public-pages-paint-from-a-frame.md). A public page's address preloads what
// that page's <meta> lists, if the file has one (index.html and the empty shell for every public
// page, a page's own file only where the page is used through the app), at once too
// (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md). A page's own file
// (public-shell.html, login.html, …) holds the page in the root, not marked as another page's: no
// frame there.
export const PAGE_GUARD_SCRIPT =
  `(function(){var d=document.documentElement,${MATCHES},f=${/* @__PURE__ */ JSON.stringify(FRAME_PATHS)},p=${/* @__PURE__ */ JSON.stringify(PUBLIC_FRAME_PATHS)},o,i,g,l,a,n;` +
  `if(!m(d.getAttribute('${PAGE_ATTRIBUTE}')||'','$')){` +
  `d.setAttribute('${OTHER_PAGE_ATTRIBUTE}','');document.title='LawMatch';o=1}` +
  `for(i=f.length;i--;)if(m(f[i],'/?$')){d.setAttribute('${FRAME_ATTRIBUTE}',f[i]);g=1}` +
  `if(o&&!g&&m('${paths.lawyerPublic}','/?$'))d.setAttribute('${FRAME_ATTRIBUTE}','${paths.lawyerPublic}');` +
  `for(i=p.length;!g&&i--;)if(m(p[i],'/?$')){if(o)d.setAttribute('${FRAME_ATTRIBUTE}',p[i]);` +
  `l=document.querySelector('meta[name="${pagePreloadsMetaName("'+p[i]+'")}"]')}` +
  `if(g)l=document.querySelector('meta[name=${FRAME_PRELOADS_META}]');` +
  `a=l?l.content.split(' '):[];` +
  `while(a.length){n=document.createElement('link');n.rel='modulepreload';n.crossOrigin='';` +
  `n.href=a.shift();document.head.appendChild(n)}})();`;
