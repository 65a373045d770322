import { useMutation, useQuery } from "@tanstack/react-query";

import { call } from "../../api/invoke";
import type { CommandError } from "../../api/errors";
import type { PdfJailView } from "../../bindings/PdfJailView";
import { ErrorNotice } from "../../components/ErrorNotice";

/** Settings › About: where the app writes its log, and a button that opens the folder. */
export function AboutSection({ logFolder }: { logFolder: string | null }) {
  const open = useMutation<void, CommandError>({ mutationFn: () => call("open_log_folder") });
  const jail = useQuery<PdfJailView, CommandError>({
    queryKey: ["pdf-jail"],
    queryFn: () => call("pdf_jail_status"),
    staleTime: Infinity,
  });
  return (
    <section className="card" aria-labelledby="settings-about">
      <h2 id="settings-about">About</h2>
      <dl className="facts">
        <dt>Log folder</dt>
        <dd>
          <code>{logFolder ?? "none (the log goes to the terminal)"}</code>
        </dd>
      </dl>
      <p className="muted">
        One file a day, the last 7 kept. Set <code>EBL_DESK_LOG=debug</code> before starting the app for more detail.
        No token, key, password or signing payload is ever written there.
      </p>
      <button type="button" disabled={!logFolder || open.isPending} onClick={() => open.mutate()}>
        Open log folder
      </button>
      {open.isError ? <ErrorNotice error={open.error} title="The log folder could not be opened" /> : null}
      <h3>PDF viewer</h3>
      {jail.isPending ? <p className="muted">Asking the PDF viewer about its sandbox…</p> : null}
      {jail.data ? (
        <p className={jail.data.protected ? "muted" : "warning"} role={jail.data.protected ? undefined : "alert"}>
          <span aria-label="PDF viewer sandbox">{jail.data.plainWords}</span>
        </p>
      ) : null}
      {jail.data ? (
        <ul className="facts" aria-label="PDF viewer protections">
          {jail.data.protections.map((p) => (
            <li key={p.name}>
              <strong>{p.name}</strong>: {p.inForce ? "in force" : "missing"} — {p.words}
            </li>
          ))}
        </ul>
      ) : null}
      {jail.isError ? <ErrorNotice error={jail.error} title="The PDF viewer could not be asked" /> : null}
    </section>
  );
}
