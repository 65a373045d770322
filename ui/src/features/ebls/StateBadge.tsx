import { useT } from "../../i18n";
import { stateLabel } from "./listModel";

const TONES: Record<string, string> = {
  ISSUED: "ok",
  SURRENDER_FOR_DELIVERY_REQUESTED: "pending",
  SURRENDER_FOR_AMENDMENT_REQUESTED: "pending",
  SURRENDERED_FOR_DELIVERY: "done",
  SURRENDERED_FOR_AMENDMENT: "done",
  VOID: "off",
};

/**
 * The eBL's state as a badge, in words ("Surrender requested"), with the interface's own code
 * (what carriers and banks quote: SURRENDER_FOR_DELIVERY_REQUESTED) as its tooltip.
 */
export function StateBadge({ state }: { state: string }) {
  const t = useT();
  return (
    <span className={`badge badge--${TONES[state] ?? "unknown"}`} title={t("ebls-code", { code: state })}>
      {stateLabel(state)}
    </span>
  );
}
