// Filled in by its own issue; this package is wired into the workspace and turbo already.
