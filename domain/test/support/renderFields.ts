import type { Language } from "../../src/shared/constants";
import { type Message, renderAll } from "../../src/shared/messages";

/** A field map rendered in one language, so tests compare literal texts. */
export const renderFields = (map: Partial<Record<string, Message[]>>, language: Language = "uz") =>
  Object.fromEntries(
    Object.entries(map).map(([field, messages]) => [field, renderAll(messages ?? [], language)]),
  );
