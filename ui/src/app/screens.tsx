import type { ComponentType } from "react";

import { ActivityScreen } from "../features/activity/ActivityScreen";
import { ContactsScreen } from "../features/contacts/ContactsScreen";
import { EblsScreen } from "../features/ebls/EblsScreen";
import { EnvelopesScreen } from "../features/envelopes/EnvelopesScreen";
import { KeysScreen } from "../features/keys/KeysScreen";
import { RulesScreen } from "../features/rules/RulesScreen";
import { SettingsScreen } from "../features/settings/SettingsScreen";

export type ScreenId = "ebls" | "envelopes" | "activity" | "rules" | "contacts" | "keys" | "settings";

export interface Screen {
  id: ScreenId;
  /** The navigation label; end-to-end tests find entries by it, so keep it stable. */
  label: string;
  component: ComponentType;
}

export const SCREENS: readonly Screen[] = [
  { id: "ebls", label: "eBLs", component: EblsScreen },
  { id: "envelopes", label: "Envelopes", component: EnvelopesScreen },
  { id: "activity", label: "Activity", component: ActivityScreen },
  { id: "rules", label: "Rules", component: RulesScreen },
  { id: "contacts", label: "Contacts", component: ContactsScreen },
  { id: "keys", label: "Keys", component: KeysScreen },
  { id: "settings", label: "Settings", component: SettingsScreen },
];
