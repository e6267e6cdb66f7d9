import { expect } from "chai";
import { useState } from "react";
import { Modal } from "../src/components/Modal";
import { useToasts } from "../src/components/Toasts";
import { byText, cleanUp, click, render } from "./support/render";

/** A page with a notice to raise and a modal to open, whose button raises a notice of its own. */
function Page() {
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => toasts.error("Formada xatolar bor")}>
        send
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} title="Oferta" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => toasts.info("Modal ichidan")}>
          inside
        </button>
      </Modal>
    </>
  );
}

const notices = () => [...document.querySelectorAll(".toast__text")].map((toast) => toast.textContent);

describe("notices and modals", () => {
  afterEach(cleanUp);

  it("closes the page's notices when a modal opens over it, and shows those raised inside the modal", async () => {
    const { container } = await render(<Page />);
    await click(byText(container, "send", "button"));
    expect(notices()).to.deep.equal(["Formada xatolar bor"]);
    await click(byText(container, "open", "button"));
    expect(document.querySelector("[role=dialog]")).to.not.equal(null);
    expect(notices()).to.deep.equal([]);
    await click(byText(document.body, "inside", "button"));
    expect(notices()).to.deep.equal(["Modal ichidan"]);
  });
});
