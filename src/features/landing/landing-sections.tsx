import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { formatPounds } from '@/lib/format';
import { FEATURES, SAMPLE_LAWYERS, STEPS } from '@/features/landing/landing-content';

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-3 text-slate-700">{text}</p>
    </div>
  );
}

export function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="features-title"
        title="Why Choose LawMatch?"
        text="Legal help you can trust, matched to you."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon className="size-10 rounded-lg bg-blue-50 p-2 text-blue-800" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50 px-4 py-16">
      <SectionHeading
        id="steps-title"
        title="How It Works"
        text="From your first message to your first meeting in four steps."
      />
      <ol className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ title, text }, index) => (
          <li key={title} className="rounded-xl bg-white p-6 text-center shadow-sm">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-blue-800 text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-sm text-slate-700">
        <Link
          to={paths.howWeRank}
          className="inline-flex min-h-6 items-center font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900"
        >
          How we rank the lawyers we match you with
        </Link>
      </p>
    </section>
  );
}

export function FeaturedLawyers() {
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="featured-title"
        title="Featured Legal Professionals"
        text="How a lawyer appears to you. These three are examples, not real lawyers: on LawMatch every rating comes from reviews of completed consultations."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SAMPLE_LAWYERS.map((lawyer) => (
          <li key={lawyer.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {/* an example, not a lawyer on LawMatch: said on sight, and in the card's heading to a
                screen reader (docs/decisions/0126-how-we-rank-and-true-landing-words.md) */}
            <p
              aria-hidden="true"
              className="mb-4 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase"
            >
              Example
            </p>
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full bg-blue-100 text-lg font-bold text-blue-900"
              >
                {lawyer.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  {lawyer.name}
                  <span className="sr-only"> (example)</span>
                </h3>
                <p className="text-sm text-blue-800">{lawyer.specialty}</p>
              </div>
            </div>
            <dl className="mt-4 grid gap-2 text-sm text-slate-700">
              <div className="flex items-center gap-1.5">
                <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                <dt className="sr-only">Rating</dt>
                <dd>{lawyer.rating} rating</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="sr-only">City</dt>
                <dd>{lawyer.city}</dd>
              </div>
              <div>
                <dt className="sr-only">Experience</dt>
                <dd>{lawyer.years}+ years experience</dd>
              </div>
              <div className="border-t border-slate-100 pt-2">
                <dt className="sr-only">Hourly rate</dt>
                <dd className="text-base font-semibold text-slate-900">
                  {formatPounds(lawyer.hourlyRate)}/hour
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
