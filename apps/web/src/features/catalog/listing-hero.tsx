import type { ReactNode } from 'react';

/** The top of a themed listing page: its title, a short real introduction, and a few facts. */
export function ListingHero({
  title,
  intro,
  facts,
  eyebrow,
}: {
  title: string;
  intro: readonly string[];
  facts?: readonly { title: string; body: string }[];
  eyebrow?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-third via-white to-seven">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-first via-second to-first"
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        {eyebrow && <p className="text-sm font-medium text-fourth">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-bold leading-tight text-fourth sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl space-y-3 text-base leading-7 text-slate-800">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {facts && facts.length > 0 && (
          <dl className="mt-8 grid gap-3 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.title} className="rounded-2xl bg-white/90 p-4 ring-1 ring-slate-200">
                <dt className="text-sm font-semibold text-fourth">{fact.title}</dt>
                <dd className="mt-1 text-sm leading-6 text-slate-700">{fact.body}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
