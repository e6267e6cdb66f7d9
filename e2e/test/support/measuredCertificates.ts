import type { MeasurementInput } from "@portal/domain/results/measurement";
import type { Language } from "@portal/domain/shared/constants";
import type { TestPortal } from "./portal";

/** A certificate the test made, and its PDF in each language as issued to its owner. */
export interface IssuedCertificate {
  readonly number: string;
  readonly pdf: Readonly<Record<Language, Buffer>>;
}

export interface MeasuredCertificates {
  readonly genuine: IssuedCertificate;
  readonly revoked: IssuedCertificate;
  /** The number of the certificate of the reference standard both results name. */
  readonly standardCertificate: string;
}

/** Yesterday in Tashkent, "YYYY-MM-DD": a work date the server takes whatever the hour. */
const yesterday = (): string => new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

function expectOk(answer: { status: number; text: string }, what: string): void {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.text}`);
}

/**
 * Two measured verifications of demo.company's paid appeal, recorded through the API by
 * demo.staff against a valid reference standard (the register's, or one made here),
 * authorised by a signer: both PDFs downloaded by the owner in Uzbek and Russian (so issued
 * and signed), then the second certificate revoked. The public check shows the first as
 * genuine, the second's PDFs as revoked.
 */
export async function measuredCertificates(portal: TestPortal): Promise<MeasuredCertificates> {
  const staff = await portal.signedIn("demo.staff");
  const owner = await portal.signedIn("demo.company");
  const appeals = (await owner.get("/api/my/appeals?limit=50")).json.data as { id: number; status: string }[];
  const appeal = appeals.find((a) => a.status === "paid")?.id;
  if (appeal === undefined) throw new Error("the demo data has no paid appeal of demo.company");

  type Standard = { id: number; certificate: { number: string } };
  const valid = (await staff.get("/api/staff/standards?state=valid")).json.data as Standard[];
  const standard: Standard =
    valid[0] ??
    (
      await staff.post("/api/staff/standards", {
        name: "Tarozi toshlari toʻplami",
        type: "F1",
        serial_number: "ET-0042",
        range: "1 g – 20 kg",
        accuracy: "F1 sinf",
        certificate: { number: "K-17/2026", issuer: "UzNIIM", valid_until: "2030-06-01" },
        branch_id: 1,
      })
    ).json.data;
  const signer = ((await staff.get("/api/staff/signers")).json.data as { id: number }[])[0]?.id;
  if (signer === undefined) throw new Error("the demo data has no signer");

  const measurement: MeasurementInput = {
    method_id: "gost-8-453",
    standard_ids: [standard.id],
    conditions: { temperature: "20.4", humidity: "52", pressure: "98.6" },
    authoriser_id: signer,
    condition_on_receipt: "Tashqi shikastlanishlarsiz, toʻliq komplektda",
    unit: "kg",
    mpe: "0.010",
    decision_rule: "simple",
    points: [
      { nominal: "1", as_found: "1.002", uncertainty: "0.0016", k: "2" },
      { nominal: "10", as_found: "10.004", uncertainty: "0.0030", k: "2" },
      { nominal: "30", as_found: "30.012", as_left: "30.006", uncertainty: "0.0060", k: "2" },
    ],
  };
  const results = (await staff.get(`/api/appeals/${appeal}/results`)).json.data.instruments as {
    row_id: number;
    instrument: number;
    kind: string;
    result?: { certificate_number: string };
  }[];
  const [first, second] = results.filter((i) => i.kind === "measurement" && !i.result);
  if (!first || !second) throw new Error(`appeal ${appeal} has no two instruments to record`);
  const recorded = await staff.post(`/api/staff/appeals/${appeal}/results`, {
    results: [first, second].map((i, n) => ({
      row_id: i.row_id,
      instrument: i.instrument,
      serial_number: `CHK-${Date.now()}-${n + 1}`,
      outcome: "fit",
      work_date: yesterday(),
      measurement,
    })),
  });
  expectOk(recorded, "recording the measured results");

  const issued = async (i: { row_id: number; instrument: number }): Promise<IssuedCertificate> => {
    const now = (await owner.get(`/api/appeals/${appeal}/results`)).json.data.instruments as typeof results;
    const number = now.find((r) => r.row_id === i.row_id && r.instrument === i.instrument)?.result
      ?.certificate_number;
    if (!number) throw new Error("the recorded result has no certificate");
    const pdf = async (lang: Language) => {
      const answer = await owner.download(
        `/api/appeals/${appeal}/results/${i.row_id}/${i.instrument}/pdf?lang=${lang}`,
      );
      if (answer.status !== 200) throw new Error(`the ${lang} PDF of ${number}: ${answer.status}`);
      return answer.bytes;
    };
    return { number, pdf: { uz: await pdf("uz"), ru: await pdf("ru") } };
  };
  const genuine = await issued(first);
  const revoked = await issued(second);
  expectOk(
    await staff.post(`/api/staff/appeals/${appeal}/results/${second.row_id}/${second.instrument}/revoke`, {
      reason: "Mijoz talabi bilan",
    }),
    "revoking the second certificate",
  );
  return { genuine, revoked, standardCertificate: standard.certificate.number };
}
