import { useTimeline, whenText } from "../../api/journal";
import type { EblDetail } from "../../bindings/EblDetail";
import { ErrorNotice } from "../../components/ErrorNotice";

/**
 * The eBL's story as this app saw it, newest first: what the user did (with the signature and
 * the transaction) and what the list refreshes saw change.
 */
export function TimelineSection({ detail }: { detail: EblDetail }) {
  const { row } = detail;
  const version = `${row.state}|${detail.possessionId ?? ""}|${row.isCopy}`;
  const timeline = useTimeline(row.id, version);
  const items = timeline.data ?? [];
  return (
    <section aria-labelledby="ebl-timeline">
      <h3 id="ebl-timeline">Timeline</h3>
      {timeline.isError ? <ErrorNotice error={timeline.error} title="The timeline could not be read" /> : null}
      {timeline.data && items.length === 0 ? (
        <p className="muted">Nothing on record yet: actions you take and changes the list sees appear here.</p>
      ) : null}
      {items.length > 0 ? (
        <ol className="timeline" aria-label="Timeline">
          {items.map((item, i) => (
            <li key={`${item.at}-${i}`} className={`timeline__item timeline__item--${item.kind}`}>
              <time dateTime={new Date(item.at).toISOString()}>{whenText(item.at)}</time>
              <span className="timeline__text" title={item.code ?? undefined}>
                {item.text}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
