import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ConfirmProvider } from "./components/ConfirmDialog";
import { preloadable } from "./components/preloadable";
import { ToastProvider } from "./components/Toasts";
import { SessionProvider } from "./session/SessionContext";
import { Layout } from "./shell/Layout";
import { PAGE_ROUTES } from "./routes";
import { RequireUser } from "./shell/RequireUser";

/** The header's bell is a chunk of its own: the first page's JavaScript stays within its budget. */
export const NotificationBell = preloadable<object>(() =>
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
