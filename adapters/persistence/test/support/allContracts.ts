import { describeNotificationStoresContract } from "../contracts/notifications.contract";
import { SEED } from "../../src/catalogue/seedData";
import { describeAppealRepositoryContract } from "../contracts/appealRepository.contract";
import { describeCabinetAccountRepositoryContract } from "../contracts/cabinetAccountRepository.contract";
import { describeCompanyRegistryContract } from "../contracts/companyRegistry.contract";
import { describeContractRepositoryContract } from "../contracts/contractRepository.contract";
import { describeFeedbackRepositoryContract } from "../contracts/feedbackRepository.contract";
import { describeIdGeneratorContract } from "../contracts/idGenerator.contract";
import { describeLookupCatalogueContract } from "../contracts/lookupCatalogue.contract";
import { describePaymentRepositoryContract } from "../contracts/paymentRepository.contract";
import { describeReceiptRepositoryContract } from "../contracts/receiptRepository.contract";
import { describeRequisiteRepositoryContract } from "../contracts/requisiteRepository.contract";
import { describeResultRepositoryContract } from "../contracts/resultRepository.contract";
import { describeSeedingContract } from "../contracts/seeding.contract";
import { describeSharedStoreContract } from "../contracts/sharedStore.contract";
import { describeSelfDeviceRepositoryContract } from "../contracts/selfDeviceRepository.contract";
import { describeStandardRepositoryContract } from "../contracts/standardRepository.contract";
import { describeUploadRepositoryContract } from "../contracts/uploadRepository.contract";
import { describeUserRepositoryContract } from "../contracts/userRepository.contract";
import type { StoreFixture } from "./fixtures";

/** Every port contract of this package against the document repositories over one store. */
export function describeEveryContract(name: string, fixture: StoreFixture): void {
  afterEach(() => fixture.closeAll());
  const open = () => fixture.open();

  describeAppealRepositoryContract(name, async () => (await open()).appeals);
  describeContractRepositoryContract(name, async () => (await open()).contracts);
  describeSelfDeviceRepositoryContract(name, async () => (await open()).selfDevices);
  describeResultRepositoryContract(name, async () => (await open()).results);
  describeReceiptRepositoryContract(name, async () => (await open()).receipts);
  describePaymentRepositoryContract(name, async () => (await open()).payments);
  describeStandardRepositoryContract(name, async () => (await open()).standards);
  describeRequisiteRepositoryContract(name, async () => (await open()).requisites);
  describeCabinetAccountRepositoryContract(name, async () => (await open()).cabinetAccounts);
  describeUserRepositoryContract(name, async () => (await open()).users);
  describeFeedbackRepositoryContract(name, async () => (await open()).feedback);
  describeUploadRepositoryContract(name, async () => (await open()).uploads);
  describeIdGeneratorContract(name, async () => (await open()).ids);
  describeLookupCatalogueContract(name, async () => {
    const repos = await open();
    for (const contract of SEED.yearlyContracts) await repos.yearlyContracts.insertOne(contract);
    return repos.catalogue;
  });
  describeCompanyRegistryContract(name, async () => (await open()).companies);
  describeSeedingContract(name, open);
  describeSharedStoreContract(name, () => fixture.openPair());
  describeNotificationStoresContract(name, open);
}
