// Builds the UI into ui/dist: an esbuild bundle of src/main.tsx split per route (ESM,
// minified, hashed names), the stylesheet, index.html pointing at them, and public/.
// Prints the gzip size of the initial JavaScript and of each route, and fails when the
// JavaScript of a first page (the shell plus one route) is over the budget.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");
const BUDGET_KB = 150;

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * The domain imports fp-ts as `fp-ts/lib/…` (CommonJS, which Node runs) while io-ts's ESM
 * build imports `fp-ts/es6/…`: without this, the browser would load fp-ts twice. The same
 * modules, so the UI takes the ESM copy for both.
 */
const oneFpTs = {
  name: "one-fp-ts",
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/lib\// }, (args) =>
      build.resolve(args.path.replace(/^fp-ts\/lib\//, "fp-ts/es6/"), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      }),
    );
  },
};

const result = await build({
  absWorkingDir: root,
  plugins: [oneFpTs],
  entryPoints: { main: "src/main.tsx", styles: "src/styles.css" },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: ["es2022", "chrome111", "firefox115", "safari16.4"],
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
});

const outputs = result.metafile.outputs;
const url = (file) => `/${relative(dist, join(root, file)).split("\\").join("/")}`;
const find = (predicate) => Object.keys(outputs).find((file) => predicate(file, outputs[file]));
const entry = find((_, out) => out.entryPoint === "src/main.tsx");
const styles = find((file, out) => out.entryPoint === "src/styles.css" && file.endsWith(".css"));
if (!entry || !styles) throw new Error("esbuild gave no main bundle or stylesheet");

/** The file and everything it imports statically: what the browser must load before it runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of outputs[file].imports) if (dep.kind === "import-statement") closure(dep.path, seen);
  return seen;
}

const gzipCache = new Map();
const gzip = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(root, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = closure(entry);
const routes = Object.entries(outputs)
  // A route is a lazily loaded page: src/<module>/…/XPage.tsx, or src/pages/ for the pages of no module.
  .filter(([file, out]) => file.endsWith(".js") && /^src\/.*Page\.tsx$/.test(out.entryPoint ?? ""))
  .map(([file, out]) => {
    const own = [...closure(file)].filter((f) => !initial.has(f));
    return {
      name: basename(out.entryPoint).replace(/\.tsx?$/, ""),
      own: sum(own),
      first: sum(initial) + sum(own),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// index.html: the stylesheet, the entry as a module script, its static chunks preloaded.
const preload = [...initial]
  .filter((file) => file !== entry)
  .map((file) => `<link rel="modulepreload" href="${url(file)}" />`);
const html = readFileSync(join(root, "index.html"), "utf8")
  .replace("<!--styles-->", [`<link rel="stylesheet" href="${url(styles)}" />`, ...preload].join("\n    "))
  .replace("<!--scripts-->", `<script type="module" src="${url(entry)}"></script>`);
writeFileSync(join(dist, "index.html"), html);
if (existsSync(join(root, "public"))) cpSync(join(root, "public"), dist, { recursive: true });

/**
 * Brotli and gzip copies beside every text file worth compressing, made once here at the
 * highest levels, so the server sends a third of the bytes without compressing per request
 * (adapters/http/src/middleware/staticUi.ts). index.html is the server's to compress: it
 * writes the page settings into it first.
 */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|map)$/;
const compressAll = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressAll(path);
    else if (COMPRESSIBLE.test(entry.name) && path !== join(dist, "index.html")) {
      const bytes = readFileSync(path);
      if (bytes.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
};
compressAll(dist);

console.log("UI bundle (gzip):");
console.log(
  `  initial JS (shell: ${initial.size} file${initial.size === 1 ? "" : "s"})`.padEnd(44) + kb(sum(initial)),
);
console.log(`  stylesheet`.padEnd(44) + kb(gzip(styles)));
for (const route of routes)
  console.log(
    `  route ${route.name}`.padEnd(44) + `${kb(route.own).padStart(9)}   first page ${kb(route.first)}`,
  );

const worst = routes.reduce((max, route) => Math.max(max, route.first), sum(initial));
const home = routes.find((route) => route.name === "HomePage");
console.log(
  `First page (shell + HomePage): ${kb(home?.first ?? sum(initial))}; largest first page: ${kb(worst)}; budget ${BUDGET_KB} KB`,
);
if (worst > BUDGET_KB * 1024) {
  console.error(
    `The JavaScript of a first page is over ${BUDGET_KB} KB gzip: split the route or trim its imports.`,
  );
  process.exit(1);
}
