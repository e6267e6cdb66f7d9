import type { ReactNode } from "react";

/** One term of a facts list and its description. */
export function Fact({
  term,
  className,
  testId,
  children,
}: {
  readonly term: string;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
