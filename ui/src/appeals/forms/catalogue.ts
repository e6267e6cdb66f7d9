/** The application forms of spec 2, by their route under /applications/ and their i18n key. */
export const APPLICATION_FORMS = [
  { path: "verification", key: "verification" },
  { path: "recognition", key: "recognition" },
  { path: "method-recognition", key: "methodRecognition" },
  { path: "recognition-test", key: "recognitionTest" },
  { path: "standard-sample", key: "standardSample" },
  { path: "normative", key: "normative" },
  { path: "kompleks", key: "kompleks" },
  { path: "comment", key: "comment" },
  { path: "provider", key: "provider" },
  { path: "submit-form", key: "submitForm" },
] as const;
