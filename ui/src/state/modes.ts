/**
 * Mode 1 (application entry) and mode 2 (contract entry or view), spec 2.1, 2.8–2.10 and 4;
 * offline mode (staff acting for a customer), spec 2.1, 2.6, 2.7 and 6.
 */
export type AppealMode = 1 | 2;

export interface ModeRules {
  /** The public offer counts as accepted. */
  readonly offerPreAccepted: boolean;
  /** Every row field is disabled. */
  readonly fieldsDisabled: boolean;
  /** The offer checkbox is not shown. */
  readonly offerCheckboxHidden: boolean;
}

export function modeRules(mode: AppealMode): ModeRules {
  const contract = mode === 2;
  return { offerPreAccepted: contract, fieldsDisabled: contract, offerCheckboxHidden: contract };
}

export interface OfflineRules {
  /** The section field of a verification line (spec 2.7). */
  readonly showSections: boolean;
  /** The phone-number hint / support phone line (spec 2.1, 2.6, 2.13). */
  readonly showPhoneHint: boolean;
  /** The 'save as draft' button (spec 2.6). */
  readonly showDraftButton: boolean;
}

export const offlineRules = (isOffline: boolean): OfflineRules => ({
  showSections: isOffline,
  showPhoneHint: !isOffline,
  showDraftButton: !isOffline,
});
