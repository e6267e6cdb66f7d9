import { message } from "@portal/domain/shared/messages";
import { render as renderMessage } from "@portal/domain/shared/messages";
import { expect } from "chai";
import { ApiError } from "../src/api/client";
import { runSubmit, type SubmitSteps } from "../src/forms/submitFlow";

const show = (m: Parameters<typeof renderMessage>[0]) => renderMessage(m, "uz");

function steps(overrides: Partial<SubmitSteps> & { sent?: { count: number } }): SubmitSteps {
  const sent = overrides.sent ?? { count: 0 };
  return {
    validate: () => [],
    send: async () => {
      sent.count++;
      return {
        status: 1,
        appeal_id: 7,
        message: "Muvaffaqiyatli yuborildi",
        redirect: "/application/expected",
      };
    },
    failure: "saveFailed",
    ...overrides,
  };
}

describe("the submit flow of every application form (spec 4, 8)", () => {
  it("lists every validation message and sends nothing", async () => {
    const sent = { count: 0 };
    const outcome = await runSubmit(
      steps({ sent, validate: () => [message("branchRequired"), message("offerRequired")] }),
      show,
      0,
    );
    expect(outcome).to.deep.equal({
      tag: "invalid",
      messages: ["Filialni tanlang", "Ommaviy offertaga rozilik bildiring"],
    });
    expect(sent.count).to.equal(0);
  });

  it("validates only after the delay", async () => {
    let validatedAt: number | undefined;
    const started = Date.now();
    await runSubmit(
      steps({
        validate: () => {
          validatedAt = Date.now();
          return [];
        },
      }),
      show,
      40,
    );
    expect((validatedAt ?? 0) - started).to.be.at.least(35);
  });

  it("goes to the answer's redirect on success", async () => {
    const outcome = await runSubmit(steps({}), show, 0);
    expect(outcome).to.deep.equal({
      tag: "saved",
      message: "Muvaffaqiyatli yuborildi",
      redirect: "/application/expected",
    });
  });

  it("shows the server message on a non-success status", async () => {
    const outcome = await runSubmit(
      steps({ send: async () => ({ status: 0, message: "Mijozni tanlang" }) }),
      show,
      0,
    );
    expect(outcome).to.deep.equal({ tag: "refused", messages: ["Mijozni tanlang"] });
  });

  it("lists the errors of a 422", async () => {
    const outcome = await runSubmit(
      steps({
        send: async () => {
          throw new ApiError(422, {
            status: 0,
            message: "a\nb",
            errors: ["Filialni tanlang", "Rekvizitlaringizni tanlang"],
          });
        },
      }),
      show,
      0,
    );
    expect(outcome).to.deep.equal({
      tag: "refused",
      messages: ["Filialni tanlang", "Rekvizitlaringizni tanlang"],
    });
  });

  it("says the spec's 'Oops…' text on a network or server failure", async () => {
    for (const status of [0, 500, 503]) {
      const outcome = await runSubmit(
        steps({
          send: async () => {
            throw new ApiError(status, { message: "boom" });
          },
        }),
        show,
        0,
      );
      expect(outcome).to.deep.equal({ tag: "refused", messages: [show(message("saveFailed"))] });
    }
    expect(show(message("saveFailed"))).to.equal("Oops something went wrong. Please try again! appeal save");
  });

  it("skips validation for a draft", async () => {
    let validated = false;
    const outcome = await runSubmit(
      steps({
        skipValidation: true,
        validate: () => {
          validated = true;
          return [message("branchRequired")];
        },
      }),
      show,
      0,
    );
    expect(validated).to.equal(false);
    expect(outcome.tag).to.equal("saved");
  });
});
