import { type Preloadable, preloadable } from "../../components/preloadable";
import type { APPLICATION_FORMS } from "./catalogue";

type FormPath = (typeof APPLICATION_FORMS)[number]["path"];

/**
 * Every application form's page, by its path: each its own chunk. Customers reach them under
 * /applications/, staff under /staff/new/{customer}/ (offline mode).
 */
export const FORM_PAGES: Readonly<Record<FormPath, Preloadable>> = {
  verification: preloadable(() => import("./VerificationPage")),
  recognition: preloadable(() => import("./RecognitionPage")),
  "method-recognition": preloadable(() => import("./MethodRecognitionPage")),
  "recognition-test": preloadable(() => import("./RecognitionTestPage")),
  "standard-sample": preloadable(() => import("./StandardSamplePage")),
  normative: preloadable(() => import("./NormativePage")),
  kompleks: preloadable(() => import("./KompleksPage")),
  comment: preloadable(() => import("./CommentPage")),
  provider: preloadable(() => import("./ProviderPage")),
  "submit-form": preloadable(() => import("./SubmitFormPage")),
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
