import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { BlockView, RichText } from '@/features/trust/trust-blocks';
import { TEXTS_UPDATED, type TrustPageContent, type TrustSection } from '@/features/trust/trust-content';
import { PublicHeader } from '@/session/public-header';

function Section({ section }: { section: TrustSection }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="mt-10 scroll-mt-6">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {section.title}
      </h2>
      <div className="mt-3 grid gap-4">
        {section.blocks.map((block, index) => (
          <BlockView key={index} block={block} />
        ))}
      </div>
      {section.subsections?.map((sub) => (
        <div key={sub.title} className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">{sub.title}</h3>
          <div className="mt-2 grid gap-3">
            {sub.blocks.map((block, index) => (
              <BlockView key={index} block={block} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

/** The page's sections as links, for the longer pages. */
function Contents({ sections }: { sections: readonly TrustSection[] }) {
  return (
    <nav aria-labelledby="contents-title" className="mt-8 rounded-lg border border-slate-200 p-4">
      <p id="contents-title" className="font-semibold text-slate-900">
        On this page
      </p>
      <ul className="mt-2 grid gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-6 items-center text-blue-800 underline underline-offset-4 hover:text-blue-900"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A trust page (privacy, terms, complaints, contact, reviews): the header, the page's words
 * from its content module, the footer (docs/decisions/0100-trust-pages.md). Prerendered, so it
 * depends on nothing but its path (docs/decisions/0017-content-first-public-pages.md).
 */
export function TrustPage({ content }: { content: TrustPageContent }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <PublicHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 leading-relaxed text-slate-700 outline-none sm:px-6"
      >
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-4 text-lg">
          <RichText value={content.intro} />
        </p>
        <p className="mt-2 text-sm text-slate-600">Last updated {TEXTS_UPDATED}</p>
        {content.sections.length > 3 ? <Contents sections={content.sections} /> : null}
        {content.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
