import { readFileSync } from "node:fs";
import { addDays, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { postJson } from "./support/api";
import { acceptOffer, sendAndOpenMyApplications } from "./support/forms";
import { signIn, toast, useBrowserSuite } from "./support/harness";

const HEADER = [
  "Oʻlchov vositasi",
  "Zavod raqami",
  "Ishlab chiqarilgan davlat",
  "Tekshiruv sanasi",
  "Keyingi tekshiruv sanasi",
  "Qurilma joylashgan hudud",
];
const SCALE = "Elektron savdo tarozisi (15 kg gacha)";

/** 200 rows: 2 overdue and 2 due within 30 days of the scale, one due drying cabinet (no verification price), 5 due within 90 days, the rest fine. */
function registerRows(today: string): string[][] {
  const rows: string[][] = [];
  const next = (i: number) =>
    i < 2
      ? addDays(today, -1 - i)
      : i < 4
        ? addDays(today, 3 + i)
        : i === 4
          ? addDays(today, 5)
          : i < 10
            ? addDays(today, 60)
            : addDays(today, 200);
  for (let i = 0; i < 200; i++) {
    const serial = `SN-${String(i + 1).padStart(4, "0")}`;
    rows.push([
      i === 4 ? "Quritish shkafi" : SCALE,
      serial,
      "O‘zbekiston",
      addDays(today, -300),
      next(i),
      "Toshkent shahri",
    ]);
  }
  return rows;
}

const csv = (rows: string[][]) =>
  [HEADER, ...rows].map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join("\n");

async function chooseFile(page: Page, text: string, name = "register.csv") {
  await page
    .getByTestId("import-file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByTestId("import-check").click();
  await page.getByTestId("import-preview").waitFor();
}

/** Waits until the register's table shows exactly the entries of these serial numbers (the old rows stay until the new page arrives). */
async function shownSerials(page: Page, serials: readonly string[]) {
  await page.waitForFunction((expected) => {
    const rows = [...document.querySelectorAll('[data-testid="self-devices-table"] tbody tr')];
    const cells = rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim()));
    return (
      rows.length === expected.length && expected.every((serial) => cells.some((row) => row.includes(serial)))
    );
  }, serials);
}

/**
 * The register's browser tests, on the embedded profile and again on the production one
 * (FerretDB, MinIO and Redis as local processes): the same import, states, export and
 * re-application, and staff's read-only view from offline entry.
 */
function registerSuite(production: boolean) {
  describe(`the register of a customer's instruments (browser, issue 15, ${production ? "production" : "embedded"} profile)`, () => {
    const e2e = useBrowserSuite({ production });
    const today = tashkentDay(new Date());
    const good = registerRows(today);

    it("previews a 200-row file with 3 bad rows and stores nothing, then imports the fixed file; the states show", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/self-devices");
      await page.getByText("Reyestrda hali oʻlchov vositasi yoʻq").waitFor();
      await page.getByRole("button", { name: "Fayldan import" }).click();

      const bad = good.map((row) => [...row]);
      (bad[20] as string[])[4] = "31.02.2027";
      (bad[50] as string[])[0] = "Sehrli tarozi";
      (bad[120] as string[])[5] = "Oy";
      await chooseFile(page, csv(bad));
      const errors = page.getByTestId("import-errors").locator("tbody tr");
      expect(await errors.count()).to.equal(3);
      expect(await errors.allInnerTexts()).to.satisfy((texts: string[]) =>
        [
          "Sana notoʻgʻri kiritilgan",
          "«Sehrli tarozi» oʻlchov vositasi katalogda topilmadi",
          "«Oy» hududi topilmadi",
        ].every((text, i) => texts[i]?.includes(text)),
      );
      expect(await page.getByTestId("import-all").isDisabled()).to.equal(true);
      await page.reload();
      await page.getByText("Reyestrda hali oʻlchov vositasi yoʻq").waitFor();

      await page.getByRole("button", { name: "Fayldan import" }).click();
      await chooseFile(page, csv(good));
      expect(await page.getByTestId("import-errors").count()).to.equal(0);
      await page.getByTestId("import-all").click();
      await page.getByTestId("register-import").waitFor({ state: "detached" });
      await page.getByTestId("count-overdue").filter({ hasText: /^2$/ }).waitFor();
      expect(await page.getByTestId("count-due30").innerText()).to.equal("3");
      expect(await page.getByTestId("count-due90").innerText()).to.equal("5");
      expect(await page.getByTestId("count-fine").innerText()).to.equal("190");
      const first = page.getByTestId("self-devices-table").locator("tbody tr").first();
      expect(await first.getAttribute("data-state")).to.equal("overdue");
      expect(await first.innerText())
        .to.include("Muddati oʻtgan")
        .and.include("SN-0002");

      // A count is a link to the register filtered to its state.
      await page.locator(".due-count--due90").click();
      await page.waitForURL((url) => url.searchParams.get("state") === "due90");
      const rows = page.getByTestId("self-devices-table").locator("tbody tr");
      // The unfiltered rows stay on screen until the filtered page arrives: wait for that page.
      await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-testid="self-devices-table"] tbody tr')];
        return shown.length > 0 && shown.every((tr) => tr.getAttribute("data-state") === "due90");
      });
      expect(await rows.count()).to.equal(5);
      expect(
        new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-state")))),
      ).to.deep.equal(new Set(["due90"]));
    });

    it("shows the overdue and due-soon instruments on the cabinet's first screen, each a link to the filtered register", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/cabinet");
      const card = page.getByTestId("cabinet-attention");
      await card.getByRole("heading", { name: "Diqqatingizni talab qiladi" }).waitFor();
      const overdue = card.getByTestId("attention-due-overdue");
      const due30 = card.getByTestId("attention-due-due30");
      await overdue.getByText("Qiyoslash muddati oʻtgan oʻlchov vositalari: 2").waitFor();
      expect(await due30.innerText()).to.include(
        "Qiyoslash muddati 30 kun ichida tugaydigan oʻlchov vositalari: 3",
      );
      await due30.getByRole("link", { name: "Reyestrda koʻrish" }).click();
      await page.waitForURL(
        (url) => url.pathname === "/self-devices" && url.searchParams.get("state") === "due30",
      );
      await shownSerials(page, ["SN-0003", "SN-0004", "SN-0005"]);
      expect(await page.getByTestId("filter-state").inputValue()).to.equal("due30");

      await page.goto(e2e.url("/cabinet"));
      await overdue.getByRole("link", { name: "Reyestrda koʻrish" }).click();
      await page.waitForURL(
        (url) => url.pathname === "/self-devices" && url.searchParams.get("state") === "overdue",
      );
      await shownSerials(page, ["SN-0001", "SN-0002"]);
    });

    it("turns e-mail reminders off with the cabinet's switch, the appeals' e-mail staying on, the server keeps it, and on again in Russian", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/cabinet");
      const card = page.getByTestId("reminder-settings");
      await card.getByRole("heading", { name: "E-pochta xabarlari" }).waitFor();
      const box = card.getByLabel("Qiyoslash muddati yaqinlashganda e-pochtaga eslatma yuborilsin");
      const appeals = card.getByLabel("Arizalarim holati oʻzgarganda e-pochtaga xat yuborilsin");
      expect(await box.isChecked()).to.equal(true);
      expect(await appeals.isChecked()).to.equal(true);
      // The switch follows the server's answer, so it changes once the setting is saved.
      await box.click();
      await toast(page, "Saqlandi").waitFor();
      await card.locator("input[type=checkbox]:not(:checked)").waitFor();
      const off = await page.request.get(e2e.url("/api/notifications/settings"));
      expect((await off.json()).data).to.deep.include({ email_reminders: false, email_appeals: true });
      await page.reload();
      await card.locator("input[type=checkbox]:not(:checked)").waitFor();
      expect(await appeals.isChecked()).to.equal(true);

      await page.getByRole("button", { name: "Ruscha" }).click();
      await card.getByRole("heading", { name: "Письма на электронную почту" }).waitFor();
      await card
        .getByLabel("Присылать напоминания на электронную почту, когда подходит срок поверки")
        .click();
      await toast(page, "Сохранено").waitFor();
      await card.locator("input[type=checkbox]:checked").nth(1).waitFor();
      const on = await page.request.get(e2e.url("/api/notifications/settings"));
      expect((await on.json()).data).to.deep.include({ email_reminders: true, email_appeals: true });
    });

    it("exports the register as an .xlsx with the same rows", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/self-devices");
      await page.getByTestId("self-devices-table").waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("export-xlsx").click(),
      ]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet?.getRow(1).getCell(7).value).to.equal("Zavod raqami");
      const serials: string[] = [];
      sheet?.eachRow((row, n) => {
        if (n > 1) serials.push(String(row.getCell(7).value));
      });
      expect(serials.sort()).to.deep.equal(good.map((row) => row[1]).sort());
    });

    it("shows staff the customer's register read-only from offline entry: states, counts, filters, search, paging and export", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.staff", "/staff/new");
      await page.getByLabel("Mijozni qidiring (STIR, JShShIR yoki nomi)").fill("412345678");
      await page.getByRole("button", { name: "Qidirish" }).click();
      await page
        .getByRole("button", { name: /^Tanlash: / })
        .first()
        .click();
      await page.getByTestId("offline-register").click();
      await page.waitForURL((url) => /^\/staff\/customers\/\d+\/register$/.test(url.pathname));
      const registerPath = new URL(page.url()).pathname;
      await page.getByTestId("count-overdue").filter({ hasText: /^2$/ }).waitFor();
      expect(await page.getByTestId("count-due30").textContent()).to.equal("3");
      expect(await page.getByTestId("count-fine").textContent()).to.equal("190");
      await page.getByTestId("register-read-only").waitFor();
      const table = page.getByTestId("self-devices-table");
      await table.locator("tbody tr").first().waitFor();
      // Nothing that changes the register: no add, import, choice, re-application, edit or delete.
      expect(await page.getByRole("button", { name: "Fayldan import" }).count()).to.equal(0);
      expect(await page.getByRole("button", { name: /Oʻlchov vositasi qoʻshish/ }).count()).to.equal(0);
      expect(await page.getByTestId("reapply-due").count()).to.equal(0);
      expect(await table.locator("input[type=checkbox]").count()).to.equal(0);
      expect(await table.getByRole("button", { name: "Tahrirlash" }).count()).to.equal(0);
      expect(await table.getByRole("button", { name: "O'chirish" }).count()).to.equal(0);
      // Keyset paging: 50 a page, the next 50 on "more".
      expect(await table.locator("tbody tr").count()).to.equal(50);
      await page.getByRole("button", { name: "Yana koʻrsatish" }).click();
      await table.locator("tbody tr").nth(99).waitFor();

      // A count filters the staff page itself.
      await page.locator(".due-count--due90").click();
      await page.waitForURL(
        (url) => url.pathname === registerPath && url.searchParams.get("state") === "due90",
      );
      await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-testid="self-devices-table"] tbody tr')];
        return shown.length === 5 && shown.every((tr) => tr.getAttribute("data-state") === "due90");
      });
      await page.goto(e2e.url(`${registerPath}?q=SN-0002`));
      await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-testid="self-devices-table"] tbody tr')];
        return shown.length === 1 && shown[0]?.textContent?.includes("SN-0002");
      });
      await page.goto(e2e.url(registerPath));
      await table.locator("tbody tr").first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("export-xlsx").click(),
      ]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
      expect(book.worksheets[0]?.rowCount).to.equal(201);

      await page.getByRole("button", { name: "Ruscha" }).click();
      await page.getByRole("heading", { name: /Средства измерений клиента/ }).waitFor();
      await page.locator(".due-count--overdue", { hasText: "Просрочено" }).waitFor();
    });

    it("fills the verification form with one line per device from every due entry, and the appeal is sent", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/self-devices");
      await page.getByTestId("reapply-due").filter({ hasText: "(5)" }).waitFor();
      await page.getByTestId("reapply-due").click();
      await page.waitForURL((url) => url.pathname === "/applications/verification");
      await page.getByTestId("register-prefill").waitFor();
      expect(await page.getByTestId("needs-choice").innerText())
        .to.include("Quritish shkafi")
        .and.include("SN-0005");
      const lines = page.getByTestId("application-list").locator("tbody tr");
      await lines.first().waitFor();
      expect(await lines.count()).to.equal(1);
      expect(await lines.first().innerText()).to.include(SCALE);
      await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
      await page.getByLabel("Filial").selectOption({ index: 1 });
      await acceptOffer(page);
      const row = await sendAndOpenMyApplications(page);
      expect(row).to.include("Qiyoslash / kalibrlash");
      const mine = await page.evaluate(async () => (await fetch("/api/my/appeals")).json());
      const appeal = await page.evaluate(
        async (id) => (await fetch(`/api/appeals/${id}`)).json(),
        mine.data[0].id,
      );
      expect(appeal.data.devices).to.have.length(1);
      expect(appeal.data.devices[0]).to.include({ device_id: 49, amount: 4, type_id: 4 });
      expect(appeal.data.devices[0].about_device).to.equal(
        "Zavod raqami: SN-0001, SN-0002, SN-0003, SN-0004",
      );
    });

    it("speaks Russian: states, counts, the import's messages and the exported headers", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person");
      await page.getByRole("button", { name: "Ruscha" }).click();
      await page.goto(e2e.url("/self-devices"));
      await page.locator(".due-count--overdue", { hasText: "Просрочено" }).waitFor();
      const first = page.getByTestId("self-devices-table").locator("tbody tr").first();
      expect(await first.innerText()).to.include("Просрочено");
      await page.getByRole("button", { name: "Импорт из файла" }).click();
      const bad = good.slice(0, 2).map((row) => [...row]);
      (bad[1] as string[])[5] = "Луна";
      await chooseFile(page, csv(bad));
      expect(await page.getByTestId("import-errors").innerText()).to.include("Область «Луна» не найдена");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("export-csv").click(),
      ]);
      const text = readFileSync(await download.path(), "utf8");
      expect(text.split("\n")[0]).to.include("Средство измерения").and.include("Заводской номер");
    });

    // Last: it adds two entries in another area, which the counts of the tests above do not expect.
    it("filters by area, device and state, and re-applies for the chosen entries only", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person");
      for (const serial of ["XR-1", "XR-2"]) {
        const saved = await postJson(page, "/self-devices/save", {
          device_id: 49,
          country_id: 1,
          area_of_use_id: 13,
          inspection_date: addDays(today, -100),
          next_inspection_date: addDays(today, 200),
          serial_number: serial,
        });
        expect(saved.status).to.equal(200);
      }
      await page.goto(e2e.url("/self-devices"));
      const area = page.getByTestId("filter-area");
      // The choices come with the catalogue's lookups.
      await area.locator("option", { hasText: "Xorazm viloyati" }).waitFor({ state: "attached" });
      await area.selectOption({ label: "Xorazm viloyati" });
      await page.waitForURL((url) => url.searchParams.get("area") === "13");
      await shownSerials(page, ["XR-1", "XR-2"]);

      await area.selectOption("");
      await page.getByTestId("filter-device").selectOption("116");
      await page.waitForURL(
        (url) => url.searchParams.get("device") === "116" && !url.searchParams.has("area"),
      );
      await shownSerials(page, ["SN-0005"]);

      await page.getByTestId("filter-device").selectOption("");
      await page.getByTestId("filter-state").selectOption("overdue");
      await page.waitForURL(
        (url) => url.searchParams.get("state") === "overdue" && !url.searchParams.has("device"),
      );
      await shownSerials(page, ["SN-0001", "SN-0002"]);

      // Both are in the application the test above sent: each entry says so, a link to it.
      const table = page.getByTestId("self-devices-table");
      const marks = table.getByTestId("open-application");
      await marks.nth(1).waitFor();
      const said = await marks.allInnerTexts();
      expect(said).to.have.length(2);
      const sent = /^Allaqachon arizada: #(\d+)$/.exec(said[0] ?? "")?.[1];
      expect(said).to.deep.equal([`Allaqachon arizada: #${sent}`, `Allaqachon arizada: #${sent}`]);
      expect(await marks.first().getByRole("link").getAttribute("href")).to.equal(`/appeals/${sent}`);

      // One of the two overdue entries chosen: the form gets that one alone.
      await table.getByRole("checkbox", { name: /SN-0002$/ }).check();
      await page.getByTestId("reapply-chosen").filter({ hasText: "(1)" }).waitFor();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/self-devices/reapply"),
        page.getByTestId("reapply-chosen").click(),
      ]);
      await page.waitForURL((url) => url.pathname === "/applications/verification");
      const chosen = new URL(page.url()).searchParams.get("register");
      expect(chosen).to.match(/^\d+$/);
      const { data } = await answer.json();
      expect(data.needs_choice).to.deep.equal([]);
      expect(data.lines).to.have.length(1);
      expect(data.lines[0]).to.deep.include({ amount: 1, about_device: "Zavod raqami: SN-0002" });
      expect(data.lines[0].entry_ids).to.deep.equal([Number(chosen)]);
      await page.getByTestId("register-prefill").waitFor();
      const lines = page.getByTestId("application-list").locator("tbody tr");
      await lines.first().waitFor();
      expect(await lines.count()).to.equal(1);
      expect((await lines.first().textContent()) ?? "").to.include(SCALE);
      // The form marks the line already applied for; the customer may still send it.
      await lines
        .first()
        .getByTestId("open-application")
        .filter({ hasText: `#${sent}` })
        .waitFor();
      expect(await lines.first().getByTestId("open-application").innerText()).to.equal(
        `Allaqachon arizada: #${sent}`,
      );
    });

    it("imports the valid rows only, by the customer's choice, and leaves the bad one out", async () => {
      const { page } = e2e;
      await signIn(e2e, "demo.person", "/self-devices");
      await page.getByRole("button", { name: "Fayldan import" }).click();
      const rows = [1, 2, 3].map((i) => [
        SCALE,
        `VR-${i}`,
        "O‘zbekiston",
        addDays(today, -30),
        addDays(today, 300),
        "Toshkent shahri",
      ]);
      (rows[1] as string[])[4] = "31.02.2027";
      await chooseFile(page, csv(rows), "valid-only.csv");
      expect(await page.getByTestId("import-errors").locator("tbody tr").count()).to.equal(1);
      expect(await page.getByTestId("import-all").isDisabled()).to.equal(true);
      await page.getByTestId("import-valid").click();
      await page.getByTestId("register-import").waitFor({ state: "detached" });

      const stored = await page.request.get(e2e.url("/self-devices/page?q=VR-"));
      const serials = ((await stored.json()).data as { serial_number: string }[]).map((e) => e.serial_number);
      expect(serials.sort()).to.deep.equal(["VR-1", "VR-3"]);
    });
  });
}

registerSuite(false);
registerSuite(true);
