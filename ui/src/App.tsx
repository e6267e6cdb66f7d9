import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ConfirmProvider } from "./components/ConfirmDialog";
import { ToastProvider } from "./components/Toasts";
import { SessionProvider } from "./session/SessionContext";
import { Layout } from "./shell/Layout";
import { PAGE_ROUTES } from "./routes";
import { RequireUser } from "./shell/RequireUser";

export function App() {
  return (
    <BrowserRouter>
      <ToastProvider>
        <ConfirmProvider>
          <SessionProvider>
            <Routes>
              <Route element={<Layout />}>
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
