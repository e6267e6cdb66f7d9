import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@portal/domain/shared/messages";
import { expect } from "chai";
import { APPLICATION_FORMS } from "../../ui/src/appeals/forms/catalogue";
import { signIn, useBrowserSuite } from "./support/harness";

const ru = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "ui", "src", "i18n", "ru.json"), "utf8"),
) as {
  forms: Record<string, { title: string }>;
};

/** Every application form that sends an appeal, in Russian: its title, and the spec's messages in Russian. */
describe("every application form in Russian (browser)", () => {
  const e2e = useBrowserSuite();

  it("shows each form's title and its validation messages in Russian", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "Ruscha" }).click();
    const offer = render({ key: "offerRequired" }, "ru");
    const requisite = render({ key: "requisitesRequired" }, "ru");
    for (const form of APPLICATION_FORMS.filter((f) => f.path !== "submit-form")) {
      await page.goto(e2e.url(`/applications/${form.path}`));
      const title = ru.forms[form.key]?.title ?? "";
      await page.getByRole("heading", { name: title, exact: true }).waitFor();
      await page.getByRole("button", { name: "Отправить", exact: true }).click();
      const errors = page.locator(".application-form__errors li");
      await errors.first().waitFor();
      const texts = await errors.allTextContents();
      expect(texts, form.path).to.include(offer);
      // Every message is Russian: none is left in Uzbek (Latin letters only).
      for (const text of texts) expect(text, `${form.path}: ${text}`).to.match(/[А-Яа-яЁё]/);
      if (form.path !== "comment") expect(texts, form.path).to.include(requisite);
    }
  });
});
