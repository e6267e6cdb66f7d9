import type { BrowserContext, ConsoleMessage, Response } from "playwright-core";

/**
 * The suite-wide guard of the browser tests: a page that asks for something its role may not
 * read (401, 403, 404, 419), is throttled (429), meets a server error (5xx), logs a console error or throws is a
 * defect, even when what the test looks at still shows. Every test of `useBrowserSuite` is
 * watched; a test that provokes a refusal on purpose names it with `allowRefusal`.
 */

/** The answers that refuse a request: not signed in, not allowed, not found, no CSRF token, throttled. */
export const REFUSED_STATUSES: readonly number[] = [401, 403, 404, 419, 429];

/** One refusal a test provokes on purpose: exactly this status of this method and path. */
export interface ExpectedRefusal {
  readonly status: number;
  readonly method: string;
  /** The path without the query, or a pattern for a path with an id in it. */
  readonly path: string | RegExp;
}

/**
 * Chromium logs every 4xx and 5xx answer as a console error of this form; the answer itself
 * is judged by its status (a 422 is how the API answers a form's bad input, and is no fault).
 */
const ANSWER_LOGGED = /^Failed to load resource: the server responded with a status of \d+/;

const samePath = (rule: string | RegExp, path: string): boolean =>
  typeof rule === "string" ? rule === path : rule.test(path);

const describeRule = (rule: ExpectedRefusal): string => `${rule.status} ${rule.method} ${String(rule.path)}`;

export class PageGuard {
  private readonly faults: string[] = [];
  private readonly expected: ExpectedRefusal[] = [];
  private readonly seen = new Set<ExpectedRefusal>();

  /** Starts recording what every page of the browser does. */
  constructor(context: BrowserContext) {
    context.on("response", (response) => this.onResponse(response));
    context.on("console", (entry) => this.onConsole(entry));
    context.on("weberror", (error) => this.faults.push(`uncaught in the page: ${error.error().message}`));
  }

  /** Lets this test provoke one kind of refusal; it must then happen. */
  allowRefusal(rule: ExpectedRefusal): void {
    this.expected.push(rule);
  }

  /** Everything the pages did wrong so far, and every allowed refusal that has not come. */
  problems(): string[] {
    const missing = this.expected.filter((rule) => !this.seen.has(rule));
    return [
      ...this.faults,
      ...missing.map((rule) => `an allowed refusal never happened: ${describeRule(rule)}`),
    ];
  }

  /** Throws with the problems, if there are any. */
  verdict(): void {
    const problems = this.problems();
    if (problems.length > 0) throw new Error(describeProblems(problems));
  }

  private onResponse(response: Response): void {
    const status = response.status();
    if (!REFUSED_STATUSES.includes(status) && status < 500) return;
    const request = response.request();
    const method = request.method();
    const url = new URL(response.url());
    const allowed = this.expected.find(
      (rule) => rule.status === status && rule.method === method && samePath(rule.path, url.pathname),
    );
    if (allowed) {
      this.seen.add(allowed);
      return;
    }
    const kind = status >= 500 ? "server error" : "refused";
    this.faults.push(`${kind}: ${method} ${url.pathname}${url.search} → ${status} (on ${pageOf(response)})`);
  }

  private onConsole(entry: ConsoleMessage): void {
    if (entry.type() !== "error" || ANSWER_LOGGED.test(entry.text())) return;
    const page = entry.page()?.url() ?? "no page";
    this.faults.push(`console error: ${entry.text()} (on ${page})`);
  }
}

export const describeProblems = (problems: readonly string[]): string =>
  `the pages of this test went wrong:\n  ${problems.join("\n  ")}`;

/** The address of the page that made a request, for the failure message. */
function pageOf(response: Response): string {
  try {
    return new URL(response.frame().url()).pathname;
  } catch {
    return "no page";
  }
}
