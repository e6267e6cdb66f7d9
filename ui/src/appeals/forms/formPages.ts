import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { APPLICATION_FORMS } from "./catalogue";

type FormPath = (typeof APPLICATION_FORMS)[number]["path"];

/**
 * Every application form's page, by its path: each its own chunk. Customers reach them under
 * /applications/, staff under /staff/new/{customer}/ (offline mode).
 */
export const FORM_PAGES: Readonly<Record<FormPath, LazyExoticComponent<ComponentType>>> = {
  verification: lazy(() => import("./VerificationPage")),
  recognition: lazy(() => import("./RecognitionPage")),
  "method-recognition": lazy(() => import("./MethodRecognitionPage")),
  "recognition-test": lazy(() => import("./RecognitionTestPage")),
  "standard-sample": lazy(() => import("./StandardSamplePage")),
  normative: lazy(() => import("./NormativePage")),
  kompleks: lazy(() => import("./KompleksPage")),
  comment: lazy(() => import("./CommentPage")),
  provider: lazy(() => import("./ProviderPage")),
  "submit-form": lazy(() => import("./SubmitFormPage")),
};

/** The forms staff fill for a customer: those that save an appeal (the simple submit form keeps its list locally). */
export const OFFLINE_FORMS = [
  "verification",
  "recognition",
  "method-recognition",
  "recognition-test",
  "standard-sample",
  "normative",
  "kompleks",
  "comment",
  "provider",
] as const satisfies readonly FormPath[];

export const isFormPath = (path: string | undefined): path is FormPath =>
  path !== undefined && Object.hasOwn(FORM_PAGES, path);
