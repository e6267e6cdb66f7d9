import { DateField } from "../components/DateField";
import type { Country, DeviceSummary, Province, SelfDeviceListItem } from "@portal/domain";
import {
  chooseSelfDevice,
  closedSelfDeviceModal,
  footerLabelKey,
  type SelfDeviceLookups,
  type SelfDeviceModalState,
  selfDeviceSaveFailed,
  selfDeviceSaveStarted,
  toSelfDeviceInput,
} from "./state/selfDeviceModal";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/client";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { Modal } from "../components/Modal";
import { SearchSelect } from "./SearchSelect";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { allFieldMessages, alertTextOf } from "../logic/serverErrors";
import { addSelfDevice, updateSelfDevice } from "./registerApi";
import type { SelfDeviceOwner } from "./selfDevices";

export interface SelfDeviceModalProps {
  readonly state: SelfDeviceModalState;
  readonly onState: (state: SelfDeviceModalState) => void;
  readonly lookups: SelfDeviceLookups;
  readonly owner: SelfDeviceOwner;
  readonly userId: number | undefined;
  readonly onSaved: (item: SelfDeviceListItem) => void;
}

const deviceKey = (d: DeviceSummary) => d.id;
const deviceLabel = (d: DeviceSummary) => d.name;
const countryKey = (c: Country) => c.id;
const countryLabel = (c: Country) => c.name;
const provinceKey = (p: Province) => p.id;
const provinceLabel = (p: Province) => p.name;

/**
 * The self-device modal (spec 2.4, 'self-device-modal'): add or edit, the code copied
 * from the chosen device, non-clearable selects, the server's errors as a red list.
 */
export function SelfDeviceModal({ state, onState, lookups, owner, userId, onSaved }: SelfDeviceModalProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const { form } = state;
  const setForm = (next: typeof form) => onState({ ...state, form: next });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const started = selfDeviceSaveStarted(state);
    onState(started);
    const input = toSelfDeviceInput(form, userId);
    try {
      const answer =
        form.id === undefined ? await addSelfDevice(input) : await updateSelfDevice(form.id, input);
      if (answer.status === true && answer.data) onSaved(answer.data);
      else {
        toasts.error(typeof answer.message === "string" ? answer.message : t("errors.server"));
        onState(selfDeviceSaveFailed(started));
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        onState(selfDeviceSaveFailed(started, allFieldMessages(error)));
      else {
        console.error("self-device save failed", error);
        toasts.error(alertTextOf(error, t("errors.network")));
        onState(selfDeviceSaveFailed(started));
      }
    }
  }

  const readOnly = (label: string, value: string, name: string) => (
    <FormField label={label}>
      {(control) => <input {...control} name={name} className="input" value={value} readOnly />}
    </FormField>
  );

  return (
    <Modal
      open={state.open}
      title={say("selfDeviceTitle")}
      onClose={() => onState(closedSelfDeviceModal)}
      name="self-device-modal"
      size="large"
    >
      <form onSubmit={submit} noValidate>
        <div className="grid grid--3">
          {readOnly(t("selfDevices.parentOrganisation"), owner.soogu_name, "soogu_name")}
          {readOnly(t("selfDevices.companyName"), owner.company_name, "company_name")}
          {readOnly(t("selfDevices.companyTin"), owner.tin, "tin")}
        </div>
        <div className="grid grid--2">
          <FormField label={t("selfDevices.device")} required>
            {(control) => (
              <SearchSelect
                {...control}
                name="device"
                options={lookups.devices}
                value={form.device}
                optionKey={deviceKey}
                optionLabel={deviceLabel}
                onChange={(device) => setForm(chooseSelfDevice(form, device))}
              />
            )}
          </FormField>
          <FormField label={t("selfDevices.country")} required>
            {(control) => (
              <SearchSelect
                {...control}
                name="country"
                options={lookups.countries}
                value={form.country}
                optionKey={countryKey}
                optionLabel={countryLabel}
                onChange={(country) => setForm({ ...form, country })}
              />
            )}
          </FormField>
          {readOnly(t("selfDevices.code"), form.code, "code")}
          <FormField label={t("selfDevices.areaOfUse")} required>
            {(control) => (
              <SearchSelect
                {...control}
                name="area_of_use"
                options={lookups.provinces}
                value={form.province}
                optionKey={provinceKey}
                optionLabel={provinceLabel}
                onChange={(province) => setForm({ ...form, province })}
              />
            )}
          </FormField>
          <FormField label={t("selfDevices.inspectionDate")} required>
            {(control) => (
              <DateField
                {...control}
                name="inspection_date"
                value={form.inspection_date}
                onChange={(inspection_date) => setForm({ ...form, inspection_date })}
              />
            )}
          </FormField>
          <FormField label={t("selfDevices.nextInspectionDate")} required>
            {(control) => (
              <DateField
                {...control}
                name="next_inspection_date"
                value={form.next_inspection_date}
                onChange={(next_inspection_date) => setForm({ ...form, next_inspection_date })}
              />
            )}
          </FormField>
          <FormField label={t("selfDevices.serialNumber")}>
            {(control) => (
              <input
                {...control}
                name="serial_number"
                className="input"
                maxLength={255}
                autoComplete="off"
                value={form.serial_number}
                onChange={(event) => setForm({ ...form, serial_number: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <ErrorList messages={state.errors} className="modal__errors" />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={() => onState(closedSelfDeviceModal)}>
            {t("common.cancel")}
          </button>
          <BusyButton type="submit" busy={state.loading}>
            {say(footerLabelKey(state.mode))}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
