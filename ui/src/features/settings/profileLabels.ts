import type { ProfileKind } from "../../bindings/ProfileKind";

export function profileKindLabel(kind: ProfileKind): string {
  switch (kind) {
    case "sandbox":
      return "Built-in sandbox";
    case "service":
      return "Trade Document Exchange Service";
  }
}
