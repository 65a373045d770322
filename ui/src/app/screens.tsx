import { type ComponentType, lazy } from "react";

import { EblsScreen } from "../features/ebls/EblsScreen";
import { t } from "../i18n";

export type ScreenId = "ebls" | "envelopes" | "approvals" | "activity" | "rules" | "contacts" | "keys" | "settings";

export interface Screen {
  id: ScreenId;
  /** The navigation label (in English, end-to-end tests find entries by it: keep it stable). */
  label: () => string;
  component: ComponentType;
  /** Loads the screen's code ahead of the click (pointer over or focus on its entry). */
  preload: () => void;
}

/**
 * A screen whose code is loaded when it is first wanted: a launch opens on the eBL list, and
 * the other screens' code is neither parsed nor held until the user goes there.
 */
function loadedLater(load: () => Promise<ComponentType>): Pick<Screen, "component" | "preload"> {
  let loading: Promise<ComponentType> | null = null;
  const once = () => (loading ??= load());
  return {
    component: lazy(async () => ({ default: await once() })),
    preload: () => void once().catch(() => (loading = null)),
  };
}

export const SCREENS: readonly Screen[] = [
  { id: "ebls", label: () => t("app-nav-ebls"), component: EblsScreen, preload: () => {} },
  {
    id: "envelopes",
    label: () => t("app-nav-envelopes"),
    ...loadedLater(() => import("../features/envelopes/EnvelopesScreen").then((m) => m.EnvelopesScreen)),
  },
  {
    id: "approvals",
    label: () => t("app-nav-approvals"),
    ...loadedLater(() => import("../features/approvals/ApprovalsScreen").then((m) => m.ApprovalsScreen)),
  },
  {
    id: "activity",
    label: () => t("app-nav-activity"),
    ...loadedLater(() => import("../features/activity/ActivityScreen").then((m) => m.ActivityScreen)),
  },
  { id: "rules", label: () => t("app-nav-rules"), ...loadedLater(() => import("../features/rules/RulesScreen").then((m) => m.RulesScreen)) },
  {
    id: "contacts",
    label: () => t("app-nav-contacts"),
    ...loadedLater(() => import("../features/contacts/ContactsScreen").then((m) => m.ContactsScreen)),
  },
  { id: "keys", label: () => t("app-nav-keys"), ...loadedLater(() => import("../features/keys/KeysScreen").then((m) => m.KeysScreen)) },
  {
    id: "settings",
    label: () => t("app-nav-settings"),
    ...loadedLater(() => import("../features/settings/SettingsScreen").then((m) => m.SettingsScreen)),
  },
];
