export * from "./reminders";
export * from "./settings";
