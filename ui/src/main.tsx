import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { matchRoutes } from "react-router-dom";
import { App, NotificationBell } from "./App";
import { setUpI18n } from "./i18n";
import { PAGE_ROUTES } from "./routes";

// The remembered language's words (a chunk of their own), the page's own chunk and the bell's,
// all at once, and then the page: it renders without suspending (components/preloadable.ts).
const firstPage = matchRoutes([...PAGE_ROUTES], window.location)?.at(-1)?.route.page;
const [i18n] = await Promise.all([setUpI18n(), firstPage?.preload(), NotificationBell.preload()]);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
