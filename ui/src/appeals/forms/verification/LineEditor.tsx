import type { Province, ServiceType } from "@portal/domain/catalogue/lookups";
import { type PricingTerms, priceLine } from "@portal/domain/appeals/formulas";
import { setCheckIn, setCheckOut, showsPlace } from "../state/onSite";
import {
  chooseDevice,
  chooseSection,
  chooseServiceType,
  type DeviceListRequest,
  deviceListRequest,
  onSiteLabel,
  reconcileDevice,
  sectionListRequest,
  type VerificationLineState,
} from "../../../state/verificationLine";
import { type Ref, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/FormField";
import { IdSelect } from "../../../components/IdSelect";
import { InlineCheck } from "../InlineCheck";
import { useToasts } from "../../../components/Toasts";
import { useDomainText } from "../../../i18n/useDomainText";
import * as catalogue from "../../../catalogue/catalogueApi";
import { AmountField } from "../AmountField";
import { useLookupOf } from "../../../forms/useLookup";
import { PlaceFields } from "../PlaceFields";
import { pricedLine } from "./pricing";

export interface LineEditorProps {
  /** The editor's box: the page moves the focus to it when a line is added or opened for a change. */
  readonly ref?: Ref<HTMLFieldSetElement>;
  /** What the editor does, with the line's number: adding a device, or changing one. */
  readonly title: string;
  readonly line: VerificationLineState;
  readonly onChange: (line: VerificationLineState) => void;
  /** The line's number in the list (spec 2.7: one row per device, with row number). */
  readonly number: number;
  readonly types: readonly ServiceType[];
  readonly provinces: readonly Province[];
  readonly terms: PricingTerms;
  readonly offline: boolean;
  readonly branchId: number | undefined;
  /**
   * Changes whenever the page puts a line from its list into the editor (spec 2.5's edit),
   * even one with the same number: the editor then loads that line's devices and sections.
   */
  readonly loaded?: number;
}

const requestKey = (request: DeviceListRequest) =>
  request.by === "type" ? `${request.typeId}` : `${request.typeId}/${request.sectionId}`;

/**
 * The service-line editor (spec 2.7, loading rules of spec 4): type → (sections, offline
 * only) → devices; the device's cost and specification copied; amount; check_in or
 * check_out with the place; the line's discount and VAT.
 */
export function LineEditor({
  ref,
  title,
  line,
  onChange,
  number,
  types,
  provinces,
  terms,
  offline,
  branchId,
  loaded = 0,
}: LineEditorProps) {
  const { t } = useTranslation();
  const { show, money } = useDomainText();
  const toasts = useToasts();
  const [request, setRequest] = useState<DeviceListRequest | undefined>(() => deviceListRequest(line));
  // The type whose sections the section select offers (offline mode only, spec 2.7).
  const [sectionsOf, setSectionsOf] = useState<number | undefined>(() =>
    sectionListRequest(line, { offline }),
  );

  // A line loaded for editing (spec 2.5) brings its own device list and, where sections are
  // shown, its type's sections, so that the selects show the line's device and section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another line is loaded
  useEffect(() => {
    setRequest(deviceListRequest(line));
    setSectionsOf(sectionListRequest(line, { offline }));
  }, [number, loaded]);

  const sections = useLookupOf(sectionsOf, catalogue.sections);
  // The key stands for the request. A list that arrives keeps the line's device (the line as
  // it is then) only if it offers it.
  const devices = useLookupOf(
    request && requestKey(request),
    () => (request ? catalogue.devices(request) : Promise.resolve([])),
    (list) => onChange(reconcileDevice(line, list)),
  );

  const chooseType = (typeId: number | undefined) => {
    const next = chooseServiceType(
      line,
      types.find((type) => type.id === typeId),
    );
    onChange(next);
    setRequest(deviceListRequest(next));
    setSectionsOf(sectionListRequest(next, { offline }));
  };

  const chooseSectionId = (sectionId: number | undefined) => {
    const choice = chooseSection(
      line,
      sections.find((section) => section.id === sectionId),
      branchId,
    );
    onChange(choice.line);
    if (choice.reloadDevices) setRequest(choice.reloadDevices);
  };

  const chooseDeviceId = (deviceId: number | undefined) => {
    const choice = chooseDevice(
      line,
      devices.find((device) => device.id === deviceId),
    );
    onChange(choice.line);
    if (choice.warning) toasts.error(show(choice.warning));
  };

  const price = priceLine(pricedLine(line), terms);
  const onSite = onSiteLabel(line);
  const v = (key: string) => t(`forms.verification.${key}`);

  return (
    <fieldset ref={ref} tabIndex={-1} className="line-editor card" data-testid="line-editor">
      <legend className="line-editor__number">{title}</legend>
      <div className="grid grid--3">
        <FormField label={v("serviceType")}>
          {(control) => (
            <IdSelect
              {...control}
              name="type"
              options={types}
              value={line.type_id ?? undefined}
              onChange={chooseType}
            />
          )}
        </FormField>
        {offline && (
          <FormField label={v("section")}>
            {(control) => (
              <IdSelect
                {...control}
                name="section"
                options={sections}
                value={line.section_id ?? undefined}
                onChange={chooseSectionId}
              />
            )}
          </FormField>
        )}
        <FormField label={v("device")}>
          {(control) => (
            <IdSelect
              {...control}
              name="device"
              options={devices}
              value={line.device_id ?? undefined}
              onChange={chooseDeviceId}
            />
          )}
        </FormField>
        <FormField label={v("unitCost")}>
          {(control) => <input {...control} className="input" readOnly value={money(line.cost)} />}
        </FormField>
      </div>
      {onSite && (
        <p className="on-site" data-testid="on-site">
          {show(onSite)}
        </p>
      )}
      {line.spetsifikatsiya && (
        <p className="line-editor__spec">
          <strong>{v("spec")}:</strong> {line.spetsifikatsiya}
        </p>
      )}
      <div className="grid grid--2">
        <FormField label={v("aboutDevice")}>
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              rows={2}
              value={line.about_device ?? ""}
              onChange={(event) => onChange({ ...line, about_device: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={v("amount")}>
          {(control) => (
            <AmountField
              id={control.id}
              label={v("amount")}
              value={line.amount ?? undefined}
              onChange={(amount) => onChange({ ...line, amount })}
            />
          )}
        </FormField>
      </div>
      <div className="line-editor__checks">
        <InlineCheck checked={line.check_in === 1} onChange={(on) => onChange(setCheckIn(line, on))}>
          {v("checkIn")}
        </InlineCheck>
        <InlineCheck checked={line.check_out === 1} onChange={(on) => onChange(setCheckOut(line, on))}>
          {v("checkOut")}
        </InlineCheck>
      </div>
      {showsPlace(line) && <PlaceFields row={line} onChange={onChange} provinces={provinces} />}
      <dl className="line-editor__money" data-testid="line-money">
        <div>
          <dt>{v("lineTotal")}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        {price.showsDiscount && (
          <div>
            <dt>{v("discount")}</dt>
            <dd data-testid="line-discount">{money(price.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{v("vat")}</dt>
          <dd data-testid="line-vat">{money(price.vat)}</dd>
        </div>
      </dl>
    </fieldset>
  );
}
