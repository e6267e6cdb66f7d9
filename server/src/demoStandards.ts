import {
  type Actor,
  type Clock,
  type StandardsUseCases,
  TOKENS,
  type UserRepository,
} from "@portal/application";
import { addDays, type StandardRequest, tashkentDay } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Container } from "inversify";

/** What the demo's standards step did. */
export interface DemoStandardsReport {
  readonly standards: number;
  readonly refused: readonly string[];
}

const UZNIM = "Oʻzbekiston milliy metrologiya instituti (UzNIM)";

/**
 * The lab's reference standards of the demo, their certificates' last valid days in days from
 * today: weights, a pressure calibrator, a reference thermometer due within 30 days, gauge
 * blocks expired, all the head office's (demo.staff's), and a set of weights of Andijon's branch
 * (demo.staff.branch's). The names are as staff would type them, in Uzbek.
 */
const STANDARDS_PLAN: readonly (Omit<StandardRequest, "certificate"> & {
  readonly certificate: Omit<StandardRequest["certificate"], "valid_until">;
  readonly validInDays: number;
})[] = [
  {
    name: "Gir toshlari toʻplami F1",
    type: "KG-F1 (1 mg – 20 kg)",
    serial_number: "GT-2041",
    range: "1 mg – 20 kg",
    accuracy: "F1",
    certificate: { number: "UzNIM-2026-0412", issuer: UZNIM },
    branch_id: 1,
    validInDays: 300,
  },
  {
    name: "Bosim kalibratori",
    type: "Metran-517",
    serial_number: "517-0093",
    range: "0 – 60 MPa",
    accuracy: "±0,02 %",
    certificate: { number: "UzNIM-2026-1187", issuer: UZNIM },
    branch_id: 1,
    validInDays: 150,
  },
  {
    name: "Etalon platina qarshilik termometri",
    type: "ETS-100",
    serial_number: "T-3841",
    range: "−50 … +450 °C",
    accuracy: "U = 0,01 °C (k = 2)",
    certificate: { number: "UzNIM-2025-0733", issuer: UZNIM },
    branch_id: 1,
    validInDays: 20,
  },
  {
    name: "Oʻlchov bloklari toʻplami",
    type: "KMD-87, 1-klass",
    serial_number: "KMD-1127",
    range: "0,5 – 100 mm",
    accuracy: "1-klass",
    certificate: { number: "UzNIM-2024-0391", issuer: UZNIM },
    branch_id: 1,
    validInDays: -15,
  },
  {
    name: "Gir toshlari toʻplami M1",
    type: "KG-M1 (1 g – 10 kg)",
    serial_number: "GT-3307",
    range: "1 g – 10 kg",
    accuracy: "M1",
    certificate: { number: "AND-2026-0058", issuer: "Andijon standartlashtirish va metrologiya markazi" },
    branch_id: 3,
    validInDays: 200,
  },
];

export const demoStandardsPorts = (container: Container) => ({
  users: container.get<UserRepository>(TOKENS.UserRepository),
  clock: container.get<Clock>(TOKENS.Clock),
});

/**
 * Records the demo's reference standards through the register's use case, as demo.staff would,
 * unless the register holds some already: a restart adds nothing, and staff's own edits stay.
 * Run before the demo story, whose measurements cite the valid ones.
 */
export async function tellDemoStandards(
  standards: StandardsUseCases,
  ports: ReturnType<typeof demoStandardsPorts>,
): Promise<DemoStandardsReport> {
  const user = await ports.users.findByLogin("demo.staff");
  if (!user) return { standards: 0, refused: ["no demo.staff"] };
  const staff: Actor = { user, lang: "uz" };
  const held = await standards.listStandards(staff, {});
  if (E.isLeft(held) || held.right.data.length > 0) return { standards: 0, refused: [] };
  const today = tashkentDay(ports.clock.now());
  const refused: string[] = [];
  let made = 0;
  for (const { validInDays, certificate, ...standard } of STANDARDS_PLAN) {
    const saved = await standards.createStandard(staff, {
      ...standard,
      certificate: { ...certificate, valid_until: addDays(today, validInDays) },
    });
    if (E.isLeft(saved)) refused.push(`standard ${standard.serial_number}: ${JSON.stringify(saved.left)}`);
    else made++;
  }
  return { standards: made, refused };
}
