import { useTimeline, whenText } from "../../api/journal";
import type { EblDetail } from "../../bindings/EblDetail";
import { ErrorNotice } from "../../components/ErrorNotice";
import { useT } from "../../i18n";

/**
 * The eBL's story as this app saw it, newest first: what the user did (with the signature and
 * the transaction) and what the list refreshes saw change.
 */
export function TimelineSection({ detail }: { detail: EblDetail }) {
  const t = useT();
  const { row } = detail;
  const version = `${row.state}|${detail.possessionId ?? ""}|${row.isCopy}`;
  const timeline = useTimeline(row.id, version);
  const items = timeline.data ?? [];
  return (
    <section aria-labelledby="ebl-timeline">
      <h3 id="ebl-timeline">{t("ebls-timeline")}</h3>
      {timeline.isError ? <ErrorNotice error={timeline.error} title={t("ebls-timeline-unreadable")} /> : null}
      {timeline.data && items.length === 0 ? (
        <p className="muted">{t("ebls-timeline-empty")}</p>
      ) : null}
      {items.length > 0 ? (
        <ol className="timeline" aria-label={t("ebls-timeline")}>
          {items.map((item, i) => (
            <li key={`${item.at}-${i}`} className={`timeline__item timeline__item--${item.kind}`}>
              <time dateTime={new Date(item.at).toISOString()}>{whenText(item.at)}</time>
              <span className="timeline__text" title={item.code ? t("ebls-code", { code: item.code }) : undefined}>
                {item.text}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
