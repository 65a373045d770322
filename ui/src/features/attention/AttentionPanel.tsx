import { useId } from "react";

import { useAttentionSummary } from "../../api/appShell";
import { itemsOfEbl, useAttentionList } from "../../api/attention";
import { useSwitchProfile } from "../../api/profiles";
import { ErrorNotice } from "../../components/ErrorNotice";
import { whenText } from "../../api/journal";
import type { AttentionItem } from "../../bindings/AttentionItem";
import type { AttentionList } from "../../bindings/AttentionList";
import { AttentionActions } from "./AttentionActions";
import { dateTimeText } from "./attentionModel";
import "./attention.css";

/**
 * What needs attention, above the list while its *Needs attention* filter is on: every open item
 * (those about no eBL too) with its reason, *Open* when it names an eBL, *Snooze* and *Done*; the
 * snoozed ones folded away underneath.
 */
export function AttentionPanel({
  list,
  onOpen,
  profileId,
}: {
  list: AttentionList;
  onOpen: (eblId: string) => void;
  /** The active profile: the others' items are counted under the list, with a way there. */
  profileId: string;
}) {
  return (
    <section className="attention-panel" aria-label="Needs attention">
      <OtherProfiles profileId={profileId} />
      {list.items.length === 0 ? (
        <p className="muted">Nothing needs attention.</p>
      ) : (
        <ul className="attention-panel__items">
          {list.items.map((item) => (
            <AttentionEntry key={item.key} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {list.snoozed.length > 0 ? (
        <details className="attention-panel__snoozed">
          <summary>Snoozed ({list.snoozed.length})</summary>
          <ul className="attention-panel__items">
            {list.snoozed.map((item) => (
              <AttentionEntry key={item.key} item={item} onOpen={onOpen} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** One item: the eBL it concerns, why, since when (or until when it sleeps), and what to do. */
export function AttentionEntry({ item, onOpen }: { item: AttentionItem; onOpen?: ((eblId: string) => void) | undefined }) {
  const reasonId = useId();
  return (
    <li className="attention-entry">
      <div className="attention-entry__what">
        {item.eblId && onOpen ? (
          <button
            type="button"
            className="link-button attention-entry__ebl"
            aria-label={`Open ${item.eblReference ?? item.eblId}`}
            onClick={() => onOpen(item.eblId!)}
          >
            {item.eblReference ?? item.eblId}
          </button>
        ) : item.eblReference ? (
          <strong className="attention-entry__ebl">{item.eblReference}</strong>
        ) : null}
        <span id={reasonId} className="attention-entry__reason">
          {item.reason}
        </span>
        <span className="muted attention-entry__when">
          {item.snoozedUntil ? `snoozed until ${dateTimeText(item.snoozedUntil)}` : `since ${whenText(item.raisedAt)}`}
        </span>
      </div>
      <AttentionActions item={item} describedBy={reasonId} />
    </li>
  );
}

/** The open items of one eBL, at the top of its detail; nothing when there are none. */
export function EblAttention({ eblId }: { eblId: string }) {
  const list = useAttentionList();
  const items = itemsOfEbl(list.data, eblId);
  if (items.length === 0) return null;
  return (
    <section className="attention-panel attention-panel--ebl" aria-labelledby="ebl-attention">
      <h3 id="ebl-attention">Needs attention</h3>
      <ul className="attention-panel__items">
        {items.map((item) => (
          <AttentionEntry key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** The other watched profiles with open items: their counts, and a switch to each. */
function OtherProfiles({ profileId }: { profileId: string }) {
  const summary = useAttentionSummary();
  const switching = useSwitchProfile();
  const others = (summary.data?.profiles ?? []).filter((p) => p.profileId !== profileId && p.count > 0);
  if (others.length === 0 && !switching.isError) return null;
  return (
    <div className="attention-panel__others">
      {others.length > 0 ? (
        <ul className="plain-list" aria-label="Other profiles">
          {others.map((p) => (
            <li key={p.profileId}>
              {p.name}: {p.count} {p.count === 1 ? "needs" : "need"} attention{" "}
              <button
                type="button"
                className="link-button"
                onClick={() => switching.mutate(p.profileId)}
                disabled={switching.isPending}
              >
                Switch to {p.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {switching.isError ? <ErrorNotice error={switching.error} title="The profile was not switched" /> : null}
    </div>
  );
}
