import { expect } from "chai";
import type { AppealDetail } from "../../src/appeals/appealsApi";
import { useAppeal } from "../../src/appeals/work/useAppeal";
import { anAppealDetail } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle, settleUntil } from "../support/render";

/** What a page holding useAppeal(5, prepare) shows: its kind once the appeal is there. */
function Shown({ prepare }: { readonly prepare: (appeal: AppealDetail) => Promise<void> }) {
  const { appeal } = useAppeal(5, prepare);
  return <p>{appeal ? `shown: ${appeal.kind}` : "loading"}</p>;
}

describe("useAppeal", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  it("shows the appeal only once its page has prepared for it (the chunk of the form its kind is shown in)", async () => {
    http.reply("GET", "/api/appeals/5", { body: { data: anAppealDetail({ kind: "provider" }) } });
    const prepared: string[] = [];
    let ready: () => void = () => undefined;
    const prepare = (appeal: AppealDetail) => {
      prepared.push(appeal.kind);
      return new Promise<void>((resolve) => {
        ready = resolve;
      });
    };
    const { container } = await render(<Shown prepare={prepare} />);
    await settleUntil(() => prepared.length > 0, "the appeal to be prepared for");
    await settle();
    expect(prepared).to.deep.equal(["provider"]);
    expect(container.textContent).to.equal("loading");
    ready();
    await settleUntil(() => container.textContent !== "loading", "the appeal to be shown");
    expect(container.textContent).to.equal("shown: provider");
  });
});
