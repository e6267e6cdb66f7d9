// The UI is an application, not a library: its entry is src/main.tsx, bundled into dist/
// by build.mjs and served by the server. Nothing imports this package's code.
export {};
