import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils';

/** The padding of every cell of these tables. */
export const tableCell = 'px-3 py-3 align-top';

export type TableHeading = string | { text: string; className?: string };

type ScrollTableProps = {
  /** Read by screen readers as the table's caption and the region's name. */
  caption: string;
  headings: readonly TableHeading[];
  /** A Tailwind min-width class (e.g. 'min-w-[48rem]'): below it the table scrolls sideways. */
  minWidth: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * A data table that scrolls sideways on a narrow screen inside a region the keyboard can reach (and scroll),
 * so the page itself never does, with a caption for screen readers and a row of column headings. `relative`:
 * screen-reader-only text in a cell (absolutely placed) stays inside the scrolling box too.
 */
export function ScrollTable({ caption, headings, minWidth, children }: ScrollTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headings.map((heading) => {
              const { text, className } = typeof heading === 'string' ? { text: heading } : heading;
              return (
                <th key={text} scope="col" className={cn(tableCell, className)}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">{children}</tbody>
      </table>
    </div>
  );
}
