import { useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useRef, useState } from "react";

import { chooseFileToSave, type FileFilter } from "../../api/dialogs";
import { useEblDetail } from "../../api/ebls";
import type { CommandError } from "../../api/errors";
import { exportEvidencePack } from "../../api/journal";
import { downloadCarrierFile, downloadEbl, usePreviewDoc } from "../../api/preview";
import type { EblDetail } from "../../bindings/EblDetail";
import type { EblLink } from "../../bindings/EblLink";
import type { NamedInbox } from "../../bindings/NamedInbox";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, t, useT } from "../../i18n";
import { EblAttention } from "../attention/AttentionPanel";
import { ActionsSection } from "./ActionsSection";
import { Code } from "./Code";
import { DeadlineSection } from "./DeadlineSection";
import { portsText, rolesText, stateLabel, vesselText } from "./listModel";
import { PreviewPane } from "./PreviewPane";
import { prefetchPreview, useShownVersion } from "./previewPrefetch";
import { StateBadge } from "./StateBadge";
import { TimelineSection } from "./TimelineSection";

function isInsideDialog(target: EventTarget | null) {
  return target instanceof Element && target.closest("[role=dialog]") !== null;
}

/** One eBL: facts, parties, content, what you can do, and the PDF. Escape or Back returns. */
export function EblDetailView({
  id,
  session,
  onBack,
  onOpen,
  notify,
}: {
  id: string;
  session: SessionInfo;
  onBack: () => void;
  /** Opens another eBL (a copy's original, an original's copy). */
  onOpen?: (id: string) => void;
  notify: (text: string) => void;
}) {
  const t = useT();
  const detail = useEblDetail(id);
  // The facts are rendered at a lower priority than page 1: when both arrive together, the page
  // is drawn first and the facts a few milliseconds after.
  const facts = useDeferredValue(detail.data);
  // The PDF is fetched and opened alongside the detail (same query as the preview pane), and
  // page 1 is rendered at the pane's last width, not after the detail has rendered and the pane
  // measured itself: page 1 is on screen sooner after the click.
  usePreviewDoc(id);
  // The eBL changed while on screen (a poll, an action): the pane is drawn again from page 1,
  // from the PDF as the service shows it now.
  const shownVersion = useShownVersion(id, detail.data?.row, detail.dataUpdatedAt);
  const queryClient = useQueryClient();
  useEffect(() => prefetchPreview(queryClient, id), [queryClient, id]);
  const backRef = useRef<HTMLButtonElement>(null);

  // The clicked row is gone: focus lands on Back, so Enter or Escape return at once.
  useEffect(() => backRef.current?.focus(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || isInsideDialog(event.target)) return;
      if (document.querySelector("[role=dialog]")) return;
      onBack();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onBack]);

  return (
    <article className="ebl-detail" aria-label={t("ebls-detail-label")}>
      <div className="ebl-detail__top">
        <button ref={backRef} type="button" className="button" onClick={onBack} aria-keyshortcuts="Escape">
          {t("ebls-back")}
        </button>
      </div>
      {detail.isError ? (
        <ErrorNotice error={detail.error} title={t("ebls-detail-unloadable")} />
      ) : (
        // The preview pane is there from the click: page 1 is drawn as soon as it arrives,
        // whether the detail has answered or not.
        <div className="ebl-detail__layout">
          {facts ? (
            <DetailFacts detail={facts} session={session} notify={notify} onOpen={onOpen} />
          ) : (
            <div className="ebl-detail__facts">
              <p className="muted">{t("ebls-detail-loading")}</p>
            </div>
          )}
          <div className="ebl-detail__preview">
            <div className="ebl-detail__files">
              {detail.data ? (
                <>
                  <DownloadButton eblId={id} reference={detail.data.row.reference} notify={notify} />
                  <EvidenceButton eblId={id} reference={detail.data.row.reference} notify={notify} />
                  {detail.data.carrierFile ? (
                    <CarrierFileButton
                      eblId={id}
                      reference={detail.data.row.reference}
                      fileName={detail.data.carrierFile}
                      notify={notify}
                    />
                  ) : null}
                </>
              ) : null}
            </div>
            <PreviewPane key={shownVersion} eblId={id} />
          </div>
        </div>
      )}
    </article>
  );
}

function DetailFacts({
  detail,
  session,
  notify,
  onOpen,
}: {
  detail: EblDetail;
  session: SessionInfo;
  notify: (text: string) => void;
  onOpen?: ((id: string) => void) | undefined;
}) {
  const t = useT();
  const { row } = detail;
  return (
    <div className="ebl-detail__facts">
      <header className="ebl-detail__header">
        <h2 className="ebl-detail__reference">
          <Ltr>{row.reference}</Ltr>
        </h2>
        <StateBadge state={row.state} />
        {row.isCopy ? (
          <span className="badge badge--copy">{t("ebls-copy")}</span>
        ) : (
          <span className="badge">{t("ebls-original")}</span>
        )}
      </header>

      <EblAttention eblId={row.id} />

      <dl className="facts">
        <dt>{t("ebls-col-state")}</dt>
        <dd>
          <StateWords state={row.state} />
        </dd>
        <dt>{t("ebls-col-roles")}</dt>
        <dd>{rolesText(row.roles)}</dd>
        <dt>{t("ebls-col-held")}</dt>
        <dd>{row.heldByUs ? t("ebls-held-yes") : t("ebls-no")}</dd>
        <dt>{t("ebls-possession")}</dt>
        <dd>
          <NamedInboxText named={detail.possessionHolder} />
        </dd>
        {detail.heldInInbox ? (
          <>
            <dt>{t("ebls-held-in-inbox")}</dt>
            <dd>
              <Code>{detail.heldInInbox}</Code>
            </dd>
          </>
        ) : null}
        {detail.titleHolder ? (
          <>
            <dt>{t("ebls-title-holder")}</dt>
            <dd>
              <NamedInboxText named={detail.titleHolder} />
            </dd>
          </>
        ) : null}
        <dt>{t("ebls-col-ports")}</dt>
        <dd>
          <Ltr>{portsText(row)}</Ltr>
        </dd>
        <dt>{t("ebls-col-vessel")}</dt>
        <dd>
          <Ltr>{vesselText(row)}</Ltr>
        </dd>
        {detail.transportDocumentReference ? (
          <>
            <dt>{t("ebls-tdr")}</dt>
            <dd>
              <Ltr>{detail.transportDocumentReference}</Ltr>
            </dd>
          </>
        ) : null}
        {detail.endorsementType ? (
          <>
            <dt>{t("ebls-endorsement")}</dt>
            <dd>
              <Ltr>{detail.endorsementType}</Ltr>
            </dd>
          </>
        ) : null}
        {detail.isToOrder !== null ? (
          <>
            <dt>{t("ebls-to-order")}</dt>
            <dd>{detail.isToOrder ? t("ebls-yes") : t("ebls-no")}</dd>
          </>
        ) : null}
        {detail.titleId ? (
          <>
            <dt>{t("ebls-title-id")}</dt>
            <dd>
              <Code>{detail.titleId}</Code>
            </dd>
          </>
        ) : null}
        {detail.original ?? detail.copyOf ? (
          <>
            <dt>{t("ebls-copy-of")}</dt>
            <dd>
              <LinkedEbl link={detail.original ?? { id: detail.copyOf ?? "", reference: null, visible: false }} what="original" onOpen={onOpen} />
            </dd>
          </>
        ) : null}
        {detail.copies.length > 0 ? (
          <>
            <dt>{t("ebls-copies")}</dt>
            <dd>
              <ul className="plain-list">
                {detail.copies.map((c) => (
                  <li key={c.id}>
                    <LinkedEbl link={c} what="copy" onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>

      <ActionsSection detail={detail} session={session} notify={notify} />

      <DeadlineSection row={row} />

      <TimelineSection detail={detail} />

      <section aria-labelledby="ebl-parties">
        <h3 id="ebl-parties">{t("ebls-parties")}</h3>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("ebls-party-type")}</th>
              <th scope="col">{t("ebls-party-name")}</th>
              <th scope="col">{t("ebls-party-inbox")}</th>
              <th scope="col">{t("ebls-party-email")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.parties.map((p) => (
              <tr key={`${p.partyType}-${p.id}`}>
                <td>
                  <Ltr>{p.partyType}</Ltr>
                </td>
                <td>
                  {p.name !== null ? <Ltr>{p.name}</Ltr> : <span className="muted">{t("ebls-unknown-company")}</span>}
                  {p.isUs ? <span className="badge badge--us">{t("ebls-party-us")}</span> : null}
                  {p.nameFlags.length > 0 ? (
                    <span
                      className="party-flag"
                      role="note"
                      aria-label={
                        p.name !== null ? t("ebls-party-check-name", { name: p.name }) : t("ebls-party-check-name-this")
                      }
                    >
                      {" "}
                      ⚠ {p.nameFlags.join(" ")}
                    </span>
                  ) : null}
                </td>
                <td>{p.inboxId ? <Code>{p.inboxId}</Code> : "—"}</td>
                <td>{p.contactEmail ? <Ltr>{p.contactEmail}</Ltr> : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ebl-content">
        <h3 id="ebl-content">{t("ebls-content")}</h3>
        <dl className="facts">
          <dt>{t("ebls-issue-to")}</dt>
          <dd>
            <Ltr>
              {detail.issueToName ?? "—"}
              {detail.issueToCountry ? ` (${detail.issueToCountry})` : ""}
            </Ltr>
          </dd>
          {detail.issueToPartyCodes.length > 0 ? (
            <>
              <dt>{t("ebls-party-codes")}</dt>
              <dd>
                <ul className="plain-list">
                  {detail.issueToPartyCodes.map((c, i) => (
                    <li key={`${c.code}-${i}`}>
                      <PartyCodeList name={c.listName} provider={c.listProvider} />: <Code>{c.code}</Code>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {detail.issueToTaxReference ? (
            <>
              <dt>{t("ebls-tax-reference")}</dt>
              <dd>
                <Code>{detail.issueToTaxReference}</Code>
              </dd>
            </>
          ) : null}
          {detail.issueToRegistrationNumber ? (
            <>
              <dt>{t("ebls-registration-number")}</dt>
              <dd>
                <Code>{detail.issueToRegistrationNumber}</Code>
              </dd>
            </>
          ) : null}
          {detail.issueToPlatform ? (
            <>
              <dt>{t("ebls-issued-on-platform")}</dt>
              <dd>
                <Ltr>{detail.issueToPlatform}</Ltr>
              </dd>
            </>
          ) : null}
        </dl>
        {detail.documentParties.length > 0 ? (
          <table className="data-table">
            <caption className="visually-hidden">{t("ebls-document-parties")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("ebls-document-party")}</th>
                <th scope="col">{t("ebls-party-function")}</th>
                <th scope="col">{t("ebls-to-be-notified")}</th>
              </tr>
            </thead>
            <tbody>
              {detail.documentParties.map((p, i) => (
                <tr key={`${p.functionCode}-${i}`}>
                  <td>
                    <Ltr>{p.name}</Ltr>
                  </td>
                  <td>{p.function}</td>
                  <td>{p.toBeNotified ? t("ebls-yes") : t("ebls-no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t("ebls-no-document-parties")}</p>
        )}
      </section>
    </div>
  );
}

function safeFileName(reference: string, suffix = ".pdf"): string {
  const printable = [...reference].filter((c) => c.charCodeAt(0) >= 0x20).join("");
  const cleaned = printable.replace(/[\\/:*?"<>|]+/g, "_").trim();
  return `${cleaned || "ebl"}${suffix}`;
}

/** A button that asks for a path in the native save dialog, then saves there; says what it
 * saved, or why not. */
function SaveButton({
  label,
  busyLabel = label,
  dialogTitle,
  fileName,
  filter,
  errorTitle,
  save,
  notify,
}: {
  label: string;
  busyLabel?: string;
  dialogTitle: string;
  fileName: string;
  filter: FileFilter;
  errorTitle: string;
  /** Saves at `path`; resolves with what to tell the user. */
  save: (path: string) => Promise<string>;
  notify: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CommandError | null>(null);
  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      const path = await chooseFileToSave(dialogTitle, fileName, [filter]);
      if (path) notify(await save(path));
    } catch (e) {
      setError(e as CommandError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ebl-detail__download">
      <button type="button" className="button" onClick={() => void run()} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {error ? <ErrorNotice error={error} title={errorTitle} /> : null}
    </div>
  );
}

function DownloadButton({ eblId, reference, notify }: { eblId: string; reference: string; notify: (text: string) => void }) {
  return (
    <SaveButton
      label={t("ebls-download-pdf")}
      dialogTitle={t("ebls-save-pdf-title", { reference })}
      fileName={safeFileName(reference)}
      filter={{ name: t("ebls-pdf-filter"), extensions: ["pdf"] }}
      errorTitle={t("ebls-pdf-not-saved")}
      save={async (path) => {
        await downloadEbl(eblId, path);
        return t("ebls-saved-pdf", { reference, path });
      }}
      notify={notify}
    />
  );
}

/** Saves the eBL's evidence pack: the eBL, its PDF and every signature on record, in a zip
 * anyone can check with `tdx-evidence verify`. */
function EvidenceButton({ eblId, reference, notify }: { eblId: string; reference: string; notify: (text: string) => void }) {
  return (
    <SaveButton
      label={t("ebls-export-evidence")}
      busyLabel={t("ebls-exporting")}
      dialogTitle={t("ebls-save-evidence-title", { reference })}
      fileName={safeFileName(reference, "-evidence.zip")}
      filter={{ name: t("ebls-evidence-filter"), extensions: ["zip"] }}
      errorTitle={t("ebls-evidence-not-saved")}
      save={async (path) => {
        const saved = await exportEvidencePack(eblId, path);
        return t("ebls-saved-evidence", { reference, entries: saved.entries, path: saved.path });
      }}
      notify={notify}
    />
  );
}

/** The code list a party code is from: "LEI (GLEIF)", "LEI", or "Code" when neither is given. */
function PartyCodeList({ name, provider }: { name: string | null; provider: string | null }) {
  if (name && provider) return <Ltr>{`${name} (${provider})`}</Ltr>;
  const list = name ?? provider;
  return list ? <Ltr>{list}</Ltr> : <>{t("ebls-party-code-list")}</>;
}

/** Another eBL: a button that opens it when the company sees it, else its id and why not. */
function LinkedEbl({
  link,
  what,
  onOpen,
}: {
  link: EblLink;
  what: "original" | "copy";
  onOpen?: ((id: string) => void) | undefined;
}) {
  if (link.visible && onOpen) {
    const reference = link.reference ?? link.id;
    const label = what === "original" ? t("ebls-open-original", { reference }) : t("ebls-open-copy", { reference });
    return (
      <button type="button" className="link-button" onClick={() => onOpen(link.id)}>
        {label}
      </button>
    );
  }
  return (
    <>
      {link.reference ? (
        <>
          <Ltr>{link.reference}</Ltr>{" "}
        </>
      ) : null}
      <Code>{link.id}</Code>
      {link.visible ? null : (
        <>
          <br />
          <span className="muted">{what === "original" ? t("ebls-unseen-original") : t("ebls-unseen-copy")}</span>
        </>
      )}
    </>
  );
}

/** Saves the carrier's own visualisation file (`eBLVisualisationByCarrier`) as it came. */
function CarrierFileButton({
  eblId,
  reference,
  fileName,
  notify,
}: {
  eblId: string;
  reference: string;
  fileName: string;
  notify: (text: string) => void;
}) {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  return (
    <SaveButton
      label={t("ebls-download-carrier")}
      busyLabel={t("ebls-saving-carrier")}
      dialogTitle={t("ebls-save-carrier-title", { reference })}
      fileName={fileName}
      filter={
        extension
          ? { name: t("ebls-carrier-filter", { extension: extension.toUpperCase() }), extensions: [extension] }
          : { name: t("ebls-any-file"), extensions: ["*"] }
      }
      errorTitle={t("ebls-carrier-not-saved")}
      save={async (path) => {
        await downloadCarrierFile(eblId, path);
        return t("ebls-saved-carrier", { reference, path });
      }}
      notify={notify}
    />
  );
}

/** A company by name, with the inbox it acts through as secondary text. */
function NamedInboxText({ named }: { named: NamedInbox }) {
  return (
    <>
      <Ltr>{named.name}</Ltr>
      {named.inboxId ? (
        <>
          <br />
          <span className="muted">
            {t("ebls-inbox")} <Code>{named.inboxId}</Code>
          </span>
        </>
      ) : null}
    </>
  );
}

/** The state in words with the interface's code beside it: "Surrender requested (SURRENDER_FOR_DELIVERY_REQUESTED)". */
function StateWords({ state }: { state: string }) {
  const words = stateLabel(state);
  if (words === state) return <Code>{state}</Code>;
  return (
    <>
      {words} (<Code className="state-code">{state}</Code>)
    </>
  );
}
