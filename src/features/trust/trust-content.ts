// The shapes the trust pages' words are written in, and what the pages share: the address to
// write to and the date of the texts (docs/decisions/0100-trust-pages.md). Each page's words
// are a module of their own (privacy-content.ts, …); trust-page.tsx renders any of them.

/** A run of text: plain, a link inside the site, a link elsewhere, or an e-mail address. */
export type Inline = string | { text: string; to: string } | { text: string; href: string };
export type Rich = string | readonly Inline[];

export type Block =
  | { kind: 'p'; text: Rich }
  | { kind: 'list'; items: readonly Rich[] }
  /** a list whose order means something, such as the ranking's factors */
  | { kind: 'ordered'; items: readonly Rich[] }
  /** 'term: value' lines, such as 'How long: …' */
  | { kind: 'facts'; facts: readonly (readonly [term: string, value: Rich])[] };

export interface TrustSubsection {
  title: string;
  blocks: readonly Block[];
}

export interface TrustSection {
  /** the section's anchor, for the page's contents and links from other pages */
  id: string;
  title: string;
  blocks: readonly Block[];
  subsections?: readonly TrustSubsection[];
}

export interface TrustPageContent {
  /** the page's heading; it must appear on no other page (src/components/site-footer.tsx) */
  title: string;
  intro: Rich;
  sections: readonly TrustSection[];
}

// This copy of LawMatch is a demonstration: .test is a reserved domain (RFC 2606), so nothing
// sent there is delivered. An operator puts its own address here.
const SUPPORT_EMAIL = 'support@lawmatch.test';
export const DEMO_ADDRESS_NOTE =
  'This copy of LawMatch is a demonstration: lawmatch.test is a reserved test domain, so mail to this address reaches nobody. A LawMatch service run for real names its operator and a working address here.';

/** When the texts were last changed; shown under each page's heading. */
export const TEXTS_UPDATED = '28 November 2026';

export const p = (...text: Inline[]): Block => ({ kind: 'p', text });
export const list = (...items: Rich[]): Block => ({ kind: 'list', items });
export const ordered = (...items: Rich[]): Block => ({ kind: 'ordered', items });
export const facts = (...lines: (readonly [string, Rich])[]): Block => ({ kind: 'facts', facts: lines });
/** A link to another page of the site (a path from src/lib/paths.ts, maybe with a #section). */
export const link = (text: string, to: string): Inline => ({ text, to });
/** A link to another site, named by its address as people type it. */
export const web = (site: string, href = `https://${site}/`): Inline => ({ text: site, href });
export const mail = (address = SUPPORT_EMAIL): Inline => ({ text: address, href: `mailto:${address}` });
