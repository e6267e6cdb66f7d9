import { lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ConfirmProvider } from "./components/ConfirmDialog";
import { ToastProvider } from "./components/Toasts";
import { SessionProvider } from "./session/SessionContext";
import { Layout } from "./shell/Layout";
import { PAGE_ROUTES } from "./routes";
import { RequireUser } from "./shell/RequireUser";

/** The header's bell is a chunk of its own: the first page's JavaScript stays within its budget. */
const NotificationBell = lazy(() =>
  import("./notifications/NotificationBell").then((m) => ({ default: m.NotificationBell })),
);

export function App() {
  return (
    <BrowserRouter>
      <ToastProvider>
        <ConfirmProvider>
          <SessionProvider>
            <Routes>
              <Route element={<Layout bell={NotificationBell} />}>
                {PAGE_ROUTES.map(({ path, audience, page: Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      typeof audience === "string" ? (
                        <Page />
                      ) : (
                        <RequireUser roles={audience}>
                          <Page />
                        </RequireUser>
                      )
                    }
                  />
                ))}
              </Route>
            </Routes>
          </SessionProvider>
        </ConfirmProvider>
      </ToastProvider>
    </BrowserRouter>
  );
}
