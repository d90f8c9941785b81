import { Link } from 'react-router-dom';
import type { Block, Rich } from '@/features/trust/trust-content';

const linkClass =
  'font-medium break-words text-blue-800 underline underline-offset-4 hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none';

/** A run of text with its links: inside the site through the router, elsewhere as plain links. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => {
    if (typeof part === 'string') return part;
    if ('to' in part)
      return (
        <Link key={index} to={part.to} className={linkClass}>
          {part.text}
        </Link>
      );
    return (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}

/** One paragraph, list or set of 'term: value' lines of a trust page. */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText value={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="grid list-disc gap-2 pl-6 marker:text-slate-500">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText value={item} />
            </li>
          ))}
        </ul>
      );
    case 'ordered':
      return (
        <ol className="grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-slate-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText value={item} />
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          {block.facts.map(([term, value]) => (
            <div key={term}>
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="mt-0.5">
                <RichText value={value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
