// The one inline script the site has, placed in the <head> of every prerendered page
// (scripts/build/prerender-pages.ts) and allowed by its hash in the content security policy
// (security-headers.ts). Many static hosts answer every unknown path with index.html, which
// holds the landing page: before the body is parsed, this marks the document when the address
// is not the page the HTML holds, and the stylesheet then hides that markup (src/styles.css), so
// no visitor sees, or clicks, another page's content while the app loads
// (docs/decisions/0015-deep-links-on-any-static-host.md). src/app/start.tsx renders the route
// and lifts the mark.

/** The attribute on <html> that names the path the prerendered markup belongs to. */
export const PAGE_ATTRIBUTE = 'data-page';
/** Set on <html> while the markup belongs to another path. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';

/** A page's path as a pattern: each `:name` segment stands for any one segment (a lawyer's
 * profile frame holds `/lawyers/:id`, docs/decisions/0133-public-profile-paints-at-once.md). */
const PATTERN_SOURCE = `'^'+p.replace(/:[^/]+/g,'[^/]+')+'$'`;

// ES5 and no dependencies: it runs before anything else, in any browser.
export const PAGE_GUARD_SCRIPT =
  `(function(){var d=document.documentElement,p=d.getAttribute('${PAGE_ATTRIBUTE}')||'';` +
  `if(!new RegExp(${PATTERN_SOURCE}).test(location.pathname)){` +
  `d.setAttribute('${OTHER_PAGE_ATTRIBUTE}','');document.title='LawMatch';}})();`;
