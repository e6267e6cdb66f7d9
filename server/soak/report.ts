/** The pieces the soak's and the rolling restart's reports share. */

/** One line of a report's table: the label, then the value aligned right. */
export const reportRow = (label: string, value: number | string): string =>
  `  ${label.padEnd(44)} ${String(value).padStart(8)}`;

/** A report's last lines: the answers by status, the first problems, where the logs are. */
export function reportTail(r: {
  readonly statuses: Readonly<Record<string, number>>;
  readonly problems: readonly string[];
  readonly workDir: string;
}): string[] {
  return [
    `  answers: ${Object.entries(r.statuses)
      .sort()
      .map(([k, v]) => `${k}×${v}`)
      .join(", ")}`,
    ...(r.problems.length > 0 ? ["", "Problems:", ...r.problems.slice(0, 30).map((p) => `  - ${p}`)] : []),
    "",
    `  server logs: ${r.workDir}`,
  ];
}
