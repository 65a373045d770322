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
import { EblAttention } from "../attention/AttentionPanel";
import { ActionsSection } from "./ActionsSection";
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
    <article className="ebl-detail" aria-label="eBL detail">
      <div className="ebl-detail__top">
        <button ref={backRef} type="button" className="button" onClick={onBack} aria-keyshortcuts="Escape">
          ← Back to the list
        </button>
      </div>
      {detail.isError ? (
        <ErrorNotice error={detail.error} title="This eBL could not be loaded" />
      ) : (
        // The preview pane is there from the click: page 1 is drawn as soon as it arrives,
        // whether the detail has answered or not.
        <div className="ebl-detail__layout">
          {facts ? (
            <DetailFacts detail={facts} session={session} notify={notify} onOpen={onOpen} />
          ) : (
            <div className="ebl-detail__facts">
              <p className="muted">Loading the eBL…</p>
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
  const { row } = detail;
  return (
    <div className="ebl-detail__facts">
      <header className="ebl-detail__header">
        <h2 className="ebl-detail__reference">{row.reference}</h2>
        <StateBadge state={row.state} />
        {row.isCopy ? <span className="badge badge--copy">Copy</span> : <span className="badge">Original</span>}
      </header>

      <EblAttention eblId={row.id} />

      <dl className="facts">
        <dt>State</dt>
        <dd>
          <StateWords state={row.state} />
        </dd>
        <dt>Your role(s)</dt>
        <dd>{rolesText(row.roles)}</dd>
        <dt>Held by us</dt>
        <dd>{row.heldByUs ? "Yes — your company holds this eBL" : "No"}</dd>
        <dt>Holds possession</dt>
        <dd>
          <NamedInboxText named={detail.possessionHolder} />
        </dd>
        {detail.heldInInbox ? (
          <>
            <dt>Held in your inbox</dt>
            <dd>
              <code>{detail.heldInInbox}</code>
            </dd>
          </>
        ) : null}
        {detail.titleHolder ? (
          <>
            <dt>Holds title</dt>
            <dd>
              <NamedInboxText named={detail.titleHolder} />
            </dd>
          </>
        ) : null}
        <dt>Ports</dt>
        <dd>{portsText(row)}</dd>
        <dt>Vessel / voyage</dt>
        <dd>{vesselText(row)}</dd>
        {detail.transportDocumentReference ? (
          <>
            <dt>Transport document reference</dt>
            <dd>{detail.transportDocumentReference}</dd>
          </>
        ) : null}
        {detail.endorsementType ? (
          <>
            <dt>Endorsement</dt>
            <dd>{detail.endorsementType}</dd>
          </>
        ) : null}
        {detail.isToOrder !== null ? (
          <>
            <dt>To order</dt>
            <dd>{detail.isToOrder ? "Yes" : "No"}</dd>
          </>
        ) : null}
        {detail.titleId ? (
          <>
            <dt>Title id</dt>
            <dd>
              <code>{detail.titleId}</code>
            </dd>
          </>
        ) : null}
        {detail.original ?? detail.copyOf ? (
          <>
            <dt>Copy of</dt>
            <dd>
              <LinkedEbl link={detail.original ?? { id: detail.copyOf ?? "", reference: null, visible: false }} what="original" onOpen={onOpen} />
            </dd>
          </>
        ) : null}
        {detail.copies.length > 0 ? (
          <>
            <dt>Copies</dt>
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
        <h3 id="ebl-parties">Parties</h3>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Inbox</th>
              <th scope="col">E-mail</th>
            </tr>
          </thead>
          <tbody>
            {detail.parties.map((p) => (
              <tr key={`${p.partyType}-${p.id}`}>
                <td>{p.partyType}</td>
                <td>
                  {p.name ?? <span className="muted">Unknown company</span>}
                  {p.isUs ? <span className="badge badge--us">us</span> : null}
                  {p.nameFlags.length > 0 ? (
                    <span className="party-flag" role="note" aria-label={`Check the name of ${p.name ?? "this party"}`}>
                      {" "}
                      ⚠ {p.nameFlags.join(" ")}
                    </span>
                  ) : null}
                </td>
                <td>{p.inboxId ? <code>{p.inboxId}</code> : "—"}</td>
                <td>{p.contactEmail ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ebl-content">
        <h3 id="ebl-content">Content</h3>
        <dl className="facts">
          <dt>Issue to</dt>
          <dd>
            {detail.issueToName ?? "—"}
            {detail.issueToCountry ? ` (${detail.issueToCountry})` : ""}
          </dd>
          {detail.issueToPartyCodes.length > 0 ? (
            <>
              <dt>Party codes</dt>
              <dd>
                <ul className="plain-list">
                  {detail.issueToPartyCodes.map((c, i) => (
                    <li key={`${c.code}-${i}`}>
                      {partyCodeList(c.listName, c.listProvider)}: <code>{c.code}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {detail.issueToTaxReference ? (
            <>
              <dt>Tax reference</dt>
              <dd>
                <code>{detail.issueToTaxReference}</code>
              </dd>
            </>
          ) : null}
          {detail.issueToRegistrationNumber ? (
            <>
              <dt>Registration number</dt>
              <dd>
                <code>{detail.issueToRegistrationNumber}</code>
              </dd>
            </>
          ) : null}
          {detail.issueToPlatform ? (
            <>
              <dt>Issued on platform</dt>
              <dd>{detail.issueToPlatform}</dd>
            </>
          ) : null}
        </dl>
        {detail.documentParties.length > 0 ? (
          <table className="data-table">
            <caption className="visually-hidden">Document parties</caption>
            <thead>
              <tr>
                <th scope="col">Document party</th>
                <th scope="col">Function</th>
                <th scope="col">To be notified</th>
              </tr>
            </thead>
            <tbody>
              {detail.documentParties.map((p, i) => (
                <tr key={`${p.functionCode}-${i}`}>
                  <td>{p.name}</td>
                  <td>{p.function}</td>
                  <td>{p.toBeNotified ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">No document parties.</p>
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
      label="Download PDF"
      dialogTitle={`Save ${reference} as PDF`}
      fileName={safeFileName(reference)}
      filter={{ name: "PDF document", extensions: ["pdf"] }}
      errorTitle="The PDF was not saved"
      save={async (path) => {
        await downloadEbl(eblId, path);
        return `Saved ${reference} to ${path}`;
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
      label="Export evidence pack"
      busyLabel="Exporting…"
      dialogTitle={`Save the evidence pack of ${reference}`}
      fileName={safeFileName(reference, "-evidence.zip")}
      filter={{ name: "Evidence pack (zip)", extensions: ["zip"] }}
      errorTitle="The evidence pack was not saved"
      save={async (path) => {
        const saved = await exportEvidencePack(eblId, path);
        const entries = `${saved.entries} ${saved.entries === 1 ? "action" : "actions"} on record`;
        return `Saved the evidence pack of ${reference} (${entries}) to ${saved.path}`;
      }}
      notify={notify}
    />
  );
}

/** The code list a party code is from: "LEI (GLEIF)", "LEI", or "Code" when neither is given. */
function partyCodeList(name: string | null, provider: string | null): string {
  if (name && provider) return `${name} (${provider})`;
  return name ?? provider ?? "Code";
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
    const label = `Open the ${what} ${link.reference ?? link.id}`;
    return (
      <button type="button" className="link-button" onClick={() => onOpen(link.id)}>
        {label}
      </button>
    );
  }
  return (
    <>
      {link.reference ? `${link.reference} ` : null}
      <code>{link.id}</code>
      {link.visible ? null : (
        <>
          <br />
          <span className="muted">Your company does not see the {what}.</span>
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
      label="Download the carrier's file"
      busyLabel="Saving the carrier's file…"
      dialogTitle={`Save the carrier's file of ${reference}`}
      fileName={fileName}
      filter={extension ? { name: `${extension.toUpperCase()} file`, extensions: [extension] } : { name: "Any file", extensions: ["*"] }}
      errorTitle="The carrier's file was not saved"
      save={async (path) => {
        await downloadCarrierFile(eblId, path);
        return `Saved the carrier's file of ${reference} to ${path}`;
      }}
      notify={notify}
    />
  );
}

/** A company by name, with the inbox it acts through as secondary text. */
function NamedInboxText({ named }: { named: NamedInbox }) {
  return (
    <>
      {named.name}
      {named.inboxId ? (
        <>
          <br />
          <span className="muted">
            inbox <code>{named.inboxId}</code>
          </span>
        </>
      ) : null}
    </>
  );
}

/** The state in words with the interface's code beside it: "Surrender requested (SURRENDER_FOR_DELIVERY_REQUESTED)". */
function StateWords({ state }: { state: string }) {
  const words = stateLabel(state);
  if (words === state) return <code>{state}</code>;
  return (
    <>
      {words} (<code className="state-code">{state}</code>)
    </>
  );
}
