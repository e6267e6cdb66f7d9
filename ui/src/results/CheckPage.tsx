import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { usePageTitle } from "../shell/usePageTitle";
import { CertificateCard } from "./CertificateCard";
import { FileCheckForm } from "./FileCheckForm";
import type { PublicCertificate } from "@portal/domain/results/publicCertificate";
import { normaliseCertificateNumber } from "@portal/domain/results/certificateNumber";
import { CERTIFICATE_QUERY_MAX_LENGTH } from "@portal/domain/results/requests";
import { searchCertificates } from "./resultsApi";

type Found = readonly PublicCertificate[] | "missing" | "busy" | "failed" | undefined;

/** What to check when nothing was found: the number as printed, letters and digits. */
function Missing({ typed }: { readonly typed: string }) {
  const { t } = useTranslation();
  return (
    <div className="card notice notice--warning check-missing" role="status" data-testid="check-missing">
      <p className="check-missing__title">
        {t("check.missing")}: <span className="mono">{typed}</span>
      </p>
      <p>{t("check.missingHint")}</p>
    </div>
  );
}

/**
 * The public check (/check and /check/:number, anonymous; the QR code of a certificate
 * opens the second): a certificate by its number, or by the instrument's serial number,
 * with its status today; and "check a file", whether a PDF is exactly a certificate as issued. Each search is an address, so back and forward repeat it, and the
 * same search again is a new visit of the address (its location key), looked up again.
 */
export default function CheckPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visit = useLocation().key;
  const typed = useParams().number;
  const [query, setQuery] = useState(typed ?? "");
  const [found, setFound] = useState<Found>(undefined);
  usePageTitle(t("check.title"));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit of the same address looks it up again
  useEffect(() => {
    setQuery(typed ?? "");
    if (!typed) {
      setFound(undefined);
      return;
    }
    let live = true;
    setFound("busy");
    searchCertificates(typed).then(
      (answer) => live && setFound(answer.data.length === 0 ? "missing" : answer.data),
      () => live && setFound("failed"),
    );
    return () => {
      live = false;
    };
  }, [typed, visit]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q === "") return;
    const target = normaliseCertificateNumber(q) ?? q;
    navigate(`/check/${encodeURIComponent(target)}`, { replace: target === typed });
  };

  return (
    <>
      <h1 className="page-title">{t("check.title")}</h1>
      <section className="card">
        <p>{t("check.lead")}</p>
        <form className="check-form" onSubmit={search}>
          <label>
            {t("check.query")}
            <input
              className="input"
              name="q"
              maxLength={CERTIFICATE_QUERY_MAX_LENGTH}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              data-testid="check-query"
            />
          </label>
          <BusyButton type="submit" busy={found === "busy"} data-testid="check-submit">
            {t("check.search")}
          </BusyButton>
        </form>
      </section>
      {found === "missing" && typed && <Missing typed={typed} />}
      {found === "failed" && (
        <p className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {Array.isArray(found) &&
        found.map((certificate) => <CertificateCard key={certificate.number} certificate={certificate} />)}
      <FileCheckForm />
    </>
  );
}
