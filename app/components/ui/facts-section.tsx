import type { ReactNode } from 'react';

/**
 * A titled card of facts (a promotion's, quest's or competition's rules): label and value side by side from the small
 * tablet width, stacked on a phone. `children` adds further `<dt>`/`<dd>` pairs to the same list.
 */
export function FactsSection({
  id,
  title,
  rows,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  rows: readonly (readonly [string, ReactNode])[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-text-muted">{label}</dt>
            <dd className="text-sm font-semibold break-words">{value}</dd>
          </div>
        ))}
        {children}
      </dl>
    </section>
  );
}
