import type { ReactNode } from 'react';

/** One line of a stay's, ticket's or invoice's details (inside a `dl.ac-details`). */
export function DetailsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ac-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
