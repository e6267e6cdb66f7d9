import type { ReactNode } from "react";

/**
 * A box (a section with a name: a region) that scrolls its content sideways on a narrow screen (a wide table): a named region
 * in the tab order, so that a keyboard user can reach and scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  className = "table-wrap",
  children,
}: {
  /** What the region holds, for assistive technology: the table's caption. */
  readonly label: string | undefined;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
    <section className={className} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
