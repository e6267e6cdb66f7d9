import { lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ConfirmProvider } from "./components/ConfirmDialog";
import { ToastProvider } from "./components/Toasts";
import { SessionProvider } from "./session/SessionContext";
import { Layout } from "./shell/Layout";
import { FORM_PAGES } from "./appeals/forms/formPages";
import { RequireUser } from "./shell/RequireUser";

// Each page is its own chunk: the first page loads only the shell and itself.
const HomePage = lazy(() => import("./pages/HomePage"));
const SignInPage = lazy(() => import("./identity/SignInPage"));
const CabinetPage = lazy(() => import("./cabinet/CabinetPage"));
const SelfDevicesPage = lazy(() => import("./register/SelfDevicesPage"));
const FeedbackPage = lazy(() => import("./feedback/FeedbackPage"));
const MyApplicationsPage = lazy(() => import("./appeals/MyApplicationsPage"));
const OfferPage = lazy(() => import("./pages/OfferPage"));
const StaffPage = lazy(() => import("./appeals/StaffPage"));
const NewApplicationPage = lazy(() => import("./appeals/forms/NewApplicationPage"));
const AppealPage = lazy(() => import("./appeals/AppealPage"));
const ContractPage = lazy(() => import("./contracts/ContractPage"));
const NewContractsPage = lazy(() => import("./contracts/NewContractsPage"));
/** The contract pages of spec 2, by kind: `{base}/recognition/{segment}contract/{id}/create`. */
const CONTRACT_PATHS = ["", "uslubiyot/", "sinov/", "expertiza/", "snamuna/"] as const;
const OfflineEntryPage = lazy(() => import("./appeals/OfflineEntryPage"));
const OfflineFormPage = lazy(() => import("./appeals/OfflineFormPage"));
const ReviewerUpdatePage = lazy(() => import("./appeals/ReviewerUpdatePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

const CUSTOMERS = ["person", "company"] as const;
const STAFF = ["staff", "reviewer"] as const;
const STAFF_ONLY = ["staff"] as const;
const EVERYONE = ["person", "company", "staff", "reviewer"] as const;

export function App() {
  return (
    <BrowserRouter>
      <ToastProvider>
        <ConfirmProvider>
          <SessionProvider>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<HomePage />} />
                <Route path="login" element={<SignInPage />} />
                <Route path="feedback" element={<FeedbackPage />} />
                <Route path="offer" element={<OfferPage />} />
                <Route
                  path="cabinet"
                  element={
                    <RequireUser roles={CUSTOMERS}>
                      <CabinetPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="self-devices"
                  element={
                    <RequireUser roles={CUSTOMERS}>
                      <SelfDevicesPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="application/expected"
                  element={
                    <RequireUser roles={EVERYONE}>
                      <MyApplicationsPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="applications/new"
                  element={
                    <RequireUser roles={CUSTOMERS}>
                      <NewApplicationPage />
                    </RequireUser>
                  }
                />
                {Object.entries(FORM_PAGES).map(([path, Page]) => (
                  <Route
                    key={path}
                    path={`applications/${path}`}
                    element={
                      <RequireUser roles={CUSTOMERS}>
                        <Page />
                      </RequireUser>
                    }
                  />
                ))}
                <Route
                  path="appeals/:id"
                  element={
                    <RequireUser roles={EVERYONE}>
                      <AppealPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="staff"
                  element={
                    <RequireUser roles={STAFF}>
                      <StaffPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="staff/new"
                  element={
                    <RequireUser roles={STAFF_ONLY}>
                      <OfflineEntryPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="staff/new/:customerId/:form"
                  element={
                    <RequireUser roles={STAFF_ONLY}>
                      <OfflineFormPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="reviewer/application/:id/update"
                  element={
                    <RequireUser roles={STAFF}>
                      <ReviewerUpdatePage />
                    </RequireUser>
                  }
                />
                <Route
                  path="reviewer/appeal/:id/show"
                  element={
                    <RequireUser roles={STAFF}>
                      <AppealPage />
                    </RequireUser>
                  }
                />
                <Route
                  path="recognition/contract/new"
                  element={
                    <RequireUser roles={STAFF_ONLY}>
                      <NewContractsPage />
                    </RequireUser>
                  }
                />
                {CONTRACT_PATHS.map((segment) => (
                  <Route
                    key={segment}
                    path={`recognition/${segment}contract/:id/create`}
                    element={
                      <RequireUser roles={STAFF_ONLY}>
                        <ContractPage />
                      </RequireUser>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </SessionProvider>
        </ConfirmProvider>
      </ToastProvider>
    </BrowserRouter>
  );
}
