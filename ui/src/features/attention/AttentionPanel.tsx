import { useId } from "react";

import { useAttentionSummary } from "../../api/appShell";
import { itemsOfEbl, useAttentionList } from "../../api/attention";
import { useSwitchProfile } from "../../api/profiles";
import { ErrorNotice } from "../../components/ErrorNotice";
import { whenText } from "../../api/journal";
import type { AttentionItem } from "../../bindings/AttentionItem";
import type { AttentionList } from "../../bindings/AttentionList";
import { AttentionActions } from "./AttentionActions";
import { dateTimeText, needAttentionText } from "./attentionModel";
import { plainNumber } from "../../app/plainNumber";
import { Ltr, useT } from "../../i18n";
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
  const t = useT();
  return (
    <section className="attention-panel" aria-label={t("attention-title")}>
      <OtherProfiles profileId={profileId} />
      {list.items.length === 0 ? (
        <p className="muted">{t("attention-nothing")}</p>
      ) : (
        <ul className="attention-panel__items">
          {list.items.map((item) => (
            <AttentionEntry key={item.key} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {list.snoozed.length > 0 ? (
        <details className="attention-panel__snoozed">
          <summary>{t("attention-snoozed", { count: list.snoozed.length, shown: plainNumber(list.snoozed.length) })}</summary>
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
  const t = useT();
  const reasonId = useId();
  return (
    <li className="attention-entry">
      <div className="attention-entry__what">
        {item.eblId && onOpen ? (
          <button
            type="button"
            className="link-button attention-entry__ebl"
            aria-label={t("attention-open", { reference: item.eblReference ?? item.eblId })}
            onClick={() => onOpen(item.eblId!)}
          >
            <Ltr>{item.eblReference ?? item.eblId}</Ltr>
          </button>
        ) : item.eblReference ? (
          <strong className="attention-entry__ebl">
            <Ltr>{item.eblReference}</Ltr>
          </strong>
        ) : null}
        <span id={reasonId} className="attention-entry__reason">
          {item.reason}
        </span>
        <span className="muted attention-entry__when">
          {item.snoozedUntil
            ? t("attention-snoozed-until", { when: dateTimeText(item.snoozedUntil) })
            : t("attention-since", { when: whenText(item.raisedAt) })}
        </span>
      </div>
      <AttentionActions item={item} describedBy={reasonId} />
    </li>
  );
}

/** The open items of one eBL, at the top of its detail; nothing when there are none. */
export function EblAttention({ eblId }: { eblId: string }) {
  const t = useT();
  const list = useAttentionList();
  const items = itemsOfEbl(list.data, eblId);
  if (items.length === 0) return null;
  return (
    <section className="attention-panel attention-panel--ebl" aria-labelledby="ebl-attention">
      <h3 id="ebl-attention">{t("attention-title")}</h3>
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
  const t = useT();
  const summary = useAttentionSummary();
  const switching = useSwitchProfile();
  const others = (summary.data?.profiles ?? []).filter((p) => p.profileId !== profileId && p.count > 0);
  if (others.length === 0 && !switching.isError) return null;
  return (
    <div className="attention-panel__others">
      {others.length > 0 ? (
        <ul className="plain-list" aria-label={t("attention-other-profiles")}>
          {others.map((p) => (
            <li key={p.profileId}>
              <Ltr>{p.name}</Ltr>: {needAttentionText(p.count)}{" "}
              <button
                type="button"
                className="link-button"
                onClick={() => switching.mutate(p.profileId)}
                disabled={switching.isPending}
              >
                {t("attention-switch-to", { name: p.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {switching.isError ? <ErrorNotice error={switching.error} title={t("attention-switch-failed")} /> : null}
    </div>
  );
}
