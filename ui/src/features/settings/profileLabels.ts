import type { ProfileKind } from "../../bindings/ProfileKind";
import { t } from "../../i18n";

export function profileKindLabel(kind: ProfileKind): string {
  switch (kind) {
    case "sandbox":
      return t("settings-kind-sandbox");
    case "service":
      return t("settings-kind-service-long");
  }
}

/** The kind column of the profile list (`ProfileView.kind` is "sandbox" or "service"). */
export function profileListKindLabel(kind: string): string {
  return kind === "sandbox" ? t("settings-kind-sandbox") : t("settings-kind-service");
}
