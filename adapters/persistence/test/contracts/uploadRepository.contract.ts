import type { UploadRepository } from "@portal/application";
import { expect } from "chai";
import { anUpload } from "@portal/testkit/builders";

export function describeUploadRepositoryContract(name: string, makeAdapter: () => Promise<UploadRepository>) {
  describe(`UploadRepository contract: ${name}`, () => {
    let repo: UploadRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("finds an upload by folder and name, and only in its folder", async () => {
      const upload = anUpload({ name: "a.pdf", folder: "kompleks-device" });
      await repo.insert(upload);
      expect(await repo.find("kompleks-device", "a.pdf")).to.deep.equal(upload);
      expect(await repo.find("recognition-device", "a.pdf")).to.equal(undefined);
      expect(await repo.find("kompleks-device", "b.pdf")).to.equal(undefined);
    });

    it("accepts the same name in another folder", async () => {
      await repo.insert(anUpload({ name: "a.pdf", folder: "kompleks-device", owner_id: 1 }));
      await repo.insert(anUpload({ name: "a.pdf", folder: "recognition-device", owner_id: 2 }));
      expect((await repo.find("recognition-device", "a.pdf"))?.owner_id).to.equal(2);
    });

    it("refuses a second record of the same stored file, keeping the owner", async () => {
      await repo.insert(anUpload({ name: "a.pdf", owner_id: 1 }));
      let refused = false;
      await repo.insert(anUpload({ name: "a.pdf", owner_id: 2 })).catch(() => {
        refused = true;
      });
      expect(refused).to.equal(true);
      expect((await repo.find("recognition-device", "a.pdf"))?.owner_id).to.equal(1);
    });
  });
}
