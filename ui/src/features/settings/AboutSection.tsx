import { useMutation, useQuery } from "@tanstack/react-query";

import { call } from "../../api/invoke";
import type { CommandError } from "../../api/errors";
import type { PdfJailView } from "../../bindings/PdfJailView";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, useT } from "../../i18n";
import { SLOT, withSlot } from "./withSlot";

/** The environment setting that makes the log say more (a command, not words). */
const LOG_SETTING = "EBL_DESK_LOG=debug";

/** Settings › About: where the app writes its log, and a button that opens the folder. */
export function AboutSection({ logFolder }: { logFolder: string | null }) {
  const t = useT();
  const open = useMutation<void, CommandError>({ mutationFn: () => call("open_log_folder") });
  const jail = useQuery<PdfJailView, CommandError>({
    queryKey: ["pdf-jail"],
    queryFn: () => call("pdf_jail_status"),
    staleTime: Infinity,
  });
  return (
    <section className="card" aria-labelledby="settings-about">
      <h2 id="settings-about">{t("settings-about")}</h2>
      <dl className="facts">
        <dt>{t("settings-about-log-folder")}</dt>
        <dd>
          {logFolder ? (
            <Ltr>
              <code>{logFolder}</code>
            </Ltr>
          ) : (
            <code>{t("settings-about-log-none")}</code>
          )}
        </dd>
      </dl>
      <p className="muted">
        {withSlot(
          t("settings-about-log-detail", { setting: SLOT }),
          <Ltr>
            <code>{LOG_SETTING}</code>
          </Ltr>,
        )}
      </p>
      <button type="button" disabled={!logFolder || open.isPending} onClick={() => open.mutate()}>
        {t("settings-about-open-log")}
      </button>
      {open.isError ? <ErrorNotice error={open.error} title={t("settings-about-open-log-failed")} /> : null}
      <h3>{t("settings-about-pdf")}</h3>
      {jail.isPending ? <p className="muted">{t("settings-about-pdf-asking")}</p> : null}
      {jail.data ? (
        <p className={jail.data.protected ? "muted" : "warning"} role={jail.data.protected ? undefined : "alert"}>
          <span aria-label={t("settings-about-pdf-sandbox")}>{jail.data.plainWords}</span>
        </p>
      ) : null}
      {jail.data ? (
        <ul className="facts" aria-label={t("settings-about-pdf-protections")}>
          {jail.data.protections.map((p) =>
            // The protection's name and words are Rust's, already in the user's language.
            p.inForce ? (
              <li key={p.name}>
                <strong>{p.name}</strong>
                {t("settings-about-pdf-in-force", { words: p.words })}
              </li>
            ) : (
              <li key={p.name}>
                <strong>{p.name}</strong>
                {t("settings-about-pdf-missing", { words: p.words })}
              </li>
            ),
          )}
        </ul>
      ) : null}
      {jail.isError ? <ErrorNotice error={jail.error} title={t("settings-about-pdf-failed")} /> : null}
    </section>
  );
}
