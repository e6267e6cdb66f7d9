import { Device } from "@portal/domain/catalogue/lookups";
import {
  blankVerificationLine,
  chooseDevice,
  chooseServiceType,
  type VerificationLineState,
} from "../state/verificationLine";
import type { ReapplyLine } from "@portal/domain/register/reapplyAnswer";

/**
 * A verification line from a line the register prefilled (issue 15): the service type and
 * device chosen as the line editor chooses them (the device's cost and specification copied),
 * the amount and the serial numbers in 'about device'. Undefined when the device does not decode.
 */
export function prefilledLine(line: ReapplyLine): VerificationLineState | undefined {
  const decoded = Device.decode(line.device);
  if (decoded._tag === "Left") return undefined;
  const typed = chooseServiceType(blankVerificationLine(), line.type);
  return { ...chooseDevice(typed, decoded.right).line, amount: line.amount, about_device: line.about_device };
}
