// The pieces the pages' frames are drawn from (src/app/frames/frames.tsx, public-frames.tsx): CSS-only
// skeletons in the classes the pages' own loading states use, sized like what they stand for
// (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
import { Scale } from 'lucide-react';

const pulse = 'animate-pulse bg-slate-200 motion-reduce:animate-none';

/** A skeleton block; `className` gives its size, spacing and corners (`rounded` for a line). */
export function Bar({ className }: { className: string }) {
  return <div aria-hidden="true" className={`${pulse} ${className}`} />;
}

/** A card's skeleton, `className` its height. */
export const CardBar = ({ className }: { className: string }) => (
  <Bar className={`rounded-xl ${className}`} />
);

/** The way back above a page's heading (src/components/back-link.tsx), as a bar: it is a link once
 * the page is there. */
export const BackBar = ({ className = 'mb-4' }: { className?: string }) => (
  <Bar className={`h-5 w-36 rounded ${className}`.trim()} />
);

/** A page's heading (src/components/page-heading.tsx): its fixed text, or a bar of the same size
 * where it holds data (a case's title); then its line below, text or a bar (the welcome, with the
 * name). */
export function FrameHeading({ title, line }: { title?: string; line?: string }) {
  return (
    <div className="mb-8">
      {title ? (
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      ) : (
        <Bar className="h-9 w-2/3 rounded" />
      )}
      {line ? (
        <p className="mt-1 text-slate-700">{line}</p>
      ) : (
        <Bar className="mt-1 h-6 w-72 max-w-full rounded" />
      )}
    </div>
  );
}

/** The brand as the logo shows it (src/components/logo.tsx), not yet a link. */
export const FrameBrand = () => (
  <span className="inline-flex items-center gap-2 text-xl font-bold text-blue-900">
    <Scale className="size-7 text-blue-800" aria-hidden="true" />
    LawMatch
  </span>
);

/** A header as it looks before the session is known: the dashboards' (src/app/dashboard-header.tsx)
 * or, with `links` the size of the sign-in links, the public pages' (src/session/public-header.tsx),
 * both in the site's header bar (src/components/site-header.tsx); the brand, not yet a link, and a
 * bar where the links go. */
export function FrameHeader({ links = 'w-full sm:w-96' }: { links?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <FrameBrand />
        <Bar className={`h-9 rounded-md ${links}`} />
      </div>
    </header>
  );
}
