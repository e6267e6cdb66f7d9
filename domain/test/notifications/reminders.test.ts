import { expect } from "chai";
import fc from "fast-check";
import { addDays } from "../../src/shared/calendar";
import { REMINDER_LINKS, reminderText, thresholdDates, thresholdOn } from "../../src/notifications";

describe("reminders: which entries reach a threshold on a Tashkent day", () => {
  it("30 days before, 7 days before, and the day after the next inspection date", () => {
    expect(thresholdDates("2026-11-25")).to.deep.equal({
      due30: "2026-12-25",
      due7: "2026-12-02",
      overdue: "2026-11-24",
    });
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-12-25" })).to.equal("due30");
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-12-02" })).to.equal("due7");
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-11-24" })).to.equal("overdue");
  });

  it("on the next inspection date itself the entry is still in time: no reminder that day", () => {
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-11-25" })).to.equal(undefined);
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-12-01" })).to.equal(undefined);
  });

  it("an entry marked unfit reaches no threshold", () => {
    expect(thresholdOn("2026-11-25", { next_inspection_date: "2026-12-02", unfit: true })).to.equal(
      undefined,
    );
  });

  it("counts days across month and year ends and leap days", () => {
    expect(addDays("2027-12-31", 1)).to.equal("2028-01-01");
    expect(addDays("2028-02-28", 1)).to.equal("2028-02-29");
    expect(addDays("2026-03-01", -1)).to.equal("2026-02-28");
  });

  it("every entry reaches each threshold on exactly one day, in the order 30, 7, overdue", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const next = addDays("2020-01-01", offset);
        const days = [-40, -31, -30, -29, -8, -7, -6, 0, 1, 2].map((d) => addDays(next, d));
        const reached = days.map((day) => thresholdOn(day, { next_inspection_date: next }));
        expect(reached.filter((t) => t !== undefined)).to.deep.equal(["due30", "due7", "overdue"]);
        expect(thresholdOn(addDays(next, -30), { next_inspection_date: next })).to.equal("due30");
        expect(thresholdOn(addDays(next, 1), { next_inspection_date: next })).to.equal("overdue");
      }),
    );
  });
});

describe("reminders: the words of one customer's day", () => {
  const lines = [
    { entry_id: 2, device_name: "Tarozi", next_inspection_date: "2026-12-25", threshold: "due30" as const },
    {
      entry_id: 1,
      device_name: "Manometr",
      serial_number: "SN-7",
      next_inspection_date: "2026-11-24",
      threshold: "overdue" as const,
    },
  ];

  it("lists every entry, overdue first, with links to the register and the re-application (Uzbek)", () => {
    const text = reminderText(lines, "uz", {
      baseUrl: "https://portal.example.uz/",
      unsubscribe: "https://u",
    });
    expect(text.subject).to.equal("Eslatma: 2 ta oʻlchash vositasining qiyoslash muddati");
    expect(text.lines).to.deep.equal([
      "Manometr (№ SN-7): qiyoslash muddati 24.11.2026 kuni oʻtdi",
      "Tarozi: keyingi qiyoslash 25.12.2026 (30 kun qoldi)",
    ]);
    expect(text.text).to.contain("https://portal.example.uz/self-devices?state=overdue");
    expect(text.text).to.contain(`https://portal.example.uz${REMINDER_LINKS.reapply}`);
    expect(text.text).to.contain("E-pochta eslatmalaridan voz kechish: https://u");
  });

  it("speaks Russian to a Russian-speaking customer", () => {
    const text = reminderText(lines, "ru", { baseUrl: "https://portal.example.uz" });
    expect(text.subject).to.equal("Напоминание: срок поверки 2 средств измерения");
    expect(text.lines[0]).to.equal("Manometr (№ SN-7): срок поверки истёк 24.11.2026");
    expect(text.text).to.contain(
      "Подать повторную заявку в один шаг: https://portal.example.uz/applications/verification?register=due",
    );
    expect(text.text).not.to.contain("Отписаться");
  });

  it("links the register filtered to the due entries when none is overdue", () => {
    const text = reminderText([lines[0]!], "uz", { baseUrl: "http://x" });
    expect(text.text).to.contain("http://x/self-devices?state=due30\n");
  });
});
