import type { ProfileKind } from "../../bindings/ProfileKind";

export function profileKindLabel(kind: ProfileKind): string {
  switch (kind) {
    case "sandbox":
      return "Built-in sandbox";
    case "service":
      return "Trade Document Exchange Service";
  }
}

/** The kind column of the profile list (`ProfileView.kind` is "sandbox" or "service"). */
export function profileListKindLabel(kind: string): string {
  return kind === "sandbox" ? "Built-in sandbox" : "Service";
}
