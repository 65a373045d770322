import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { deskKeys } from "../../api/queryKeys";
import type { AppInfo } from "../../bindings/AppInfo";
import type { ProfileDeletion } from "../../bindings/ProfileDeletion";
import type { ProfileView } from "../../bindings/ProfileView";
import { SIGNED_IN } from "../../test/fixtures";
import { answering, type IpcAnswers, ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { SettingsScreen } from "./SettingsScreen";

const COMPANY = "3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b";
const INBOX_A = "0b7c9a52-3a4e-4d0f-9c59-1d2a6f3e8b10";
const INBOX_B = "5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";

const SANDBOX: ProfileView = {
  id: "sandbox",
  name: "Sandbox",
  kind: "sandbox",
  baseUrl: "http://127.0.0.1:4010",
  clientId: "ebl-desk",
  companyId: null,
  inboxIds: [],
  scopes: ["read", "write"],
  sendPath: "/api/v3/integrations/envelope-send/",
  mePath: "/api/v3/integrations/me/",
  active: true,
  hasClientSecret: false,
};

const HARBOR: ProfileView = {
  id: "p-harbor",
  name: "Harbor Bank production",
  kind: "service",
  baseUrl: "https://tdx.harbor.example",
  clientId: "harbor-desk",
  companyId: COMPANY,
  inboxIds: [INBOX_A, INBOX_B],
  scopes: ["read"],
  sendPath: "/api/v3/integrations/envelope-send/",
  mePath: "/api/v3/integrations/me/",
  active: false,
  hasClientSecret: true,
};

const KEY = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";

/** What deleting Harbor Bank production removes and keeps, as Rust tells it. */
const HARBOR_HOLDS: ProfileDeletion = { keyAddress: KEY, journalEntries: 12, drafts: 2, contacts: 1 };

/** The profile store as the Rust side keeps it: the Sandbox first, one profile active. */
function profileStore(initial: ProfileView[] = [SANDBOX, HARBOR], overrides: IpcAnswers = {}) {
  let profiles = initial.map((p) => ({ ...p }));
  const active = () => profiles.find((p) => p.active) ?? SANDBOX;
  const appInfo = (): AppInfo => ({
    name: "eBL Desk",
    version: "0.1.0",
    profile: { name: active().name, kind: active().kind === "sandbox" ? "sandbox" : "service" },
  });
  return answering({
    app_info: appInfo,
    pdf_jail_status: () => ({
      protected: true,
      plainWords: "The PDF viewer runs in a sandbox: it cannot read your files, open any network connection or start programs.",
      protections: [
        { name: "System-call filter (seccomp)", inForce: true, words: "only the calls a renderer needs" },
        { name: "File jail (Landlock ABI 7)", inForce: true, words: "reads only the system fonts" },
        { name: "No environment", inForce: true, words: "started without the app's environment" },
      ],
      detail: "seccomp allow-list: on",
    }),
    list_profiles: () => profiles,
    save_service_profile: ({ input }) => {
      const existing = profiles.find((p) => p.id === input.id);
      const saved: ProfileView = {
        ...input,
        mePath: input.mePath ?? "/api/v3/integrations/me/",
        id: input.id ?? `p-${profiles.length}`,
        kind: "service",
        active: existing?.active ?? false,
        hasClientSecret: input.clientSecret === null ? (existing?.hasClientSecret ?? false) : input.clientSecret !== "",
      };
      profiles = existing ? profiles.map((p) => (p.id === saved.id ? saved : p)) : [...profiles, saved];
      return saved;
    },
    switch_profile: ({ id }) => {
      profiles = profiles.map((p) => ({ ...p, active: p.id === id }));
      return { ...SIGNED_IN, profileId: active().id, profileName: active().name, profileKind: active().kind };
    },
    profile_deletion_facts: () => HARBOR_HOLDS,
    delete_profile: ({ id }) => {
      profiles = profiles.filter((p) => p.id !== id);
      return null;
    },
    session_info: () => SIGNED_IN,
    envelope_settings: () => ({ maxFileMib: 25 }),
    ...overrides,
  });
}

function profilesTable() {
  return within(screen.getByRole("region", { name: "Profiles" })).getByRole("table");
}

async function rowOf(name: string) {
  const region = await screen.findByRole("region", { name: "Profiles" });
  const cell = await within(region).findByRole("rowheader", { name });
  const row = cell.closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Replaces a field's text the way a paste does (typing long UUIDs key by key is slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function form(name: string | RegExp = "Add a service profile") {
  return screen.getByRole("form", { name });
}

describe("Settings: profiles", () => {
  it("lists the profiles with the one in use marked and only service profiles editable", async () => {
    renderWithIpc(<SettingsScreen />, profileStore());
    const sandbox = await rowOf("Sandbox");
    const harbor = await rowOf("Harbor Bank production");
    const rows = within(profilesTable()).getAllByRole("row").slice(1);
    expect(rows).toEqual([sandbox, harbor]);

    expect(sandbox).toHaveTextContent("Built-in sandbox");
    expect(sandbox).toHaveTextContent("http://127.0.0.1:4010");
    expect(sandbox).toHaveAttribute("aria-current", "true");
    expect(within(sandbox).getByText("Active")).toBeInTheDocument();
    expect(within(sandbox).queryByRole("button", { name: /Use this profile/ })).not.toBeInTheDocument();
    expect(within(sandbox).queryByRole("button", { name: /Edit|Delete/ })).not.toBeInTheDocument();

    expect(harbor).toHaveTextContent("Service");
    expect(harbor).toHaveTextContent("https://tdx.harbor.example");
    expect(harbor).not.toHaveAttribute("aria-current");
    expect(within(harbor).queryByText("Active")).not.toBeInTheDocument();
    expect(within(harbor).getByRole("button", { name: "Use this profile: Harbor Bank production" })).toBeEnabled();
    expect(within(harbor).getByRole("button", { name: "Edit Harbor Bank production" })).toBeEnabled();
    expect(within(harbor).getByRole("button", { name: "Delete Harbor Bank production" })).toBeEnabled();

    // The shell's own facts stay.
    expect(screen.getByRole("region", { name: "Active profile" })).toHaveTextContent("Built-in sandbox");
  });

  it("checks every field before sending, then sends exactly what was typed", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<SettingsScreen />, profileStore());
    await rowOf("Sandbox");
    const add = form();
    expect(within(add).getByRole("checkbox", { name: "read" })).toBeChecked();
    expect(within(add).getByRole("checkbox", { name: "write" })).toBeChecked();
    expect(within(add).getByLabelText("Envelope send path")).toHaveValue("/api/v3/integrations/envelope-send/");
    expect(within(add).getByLabelText("Client secret")).toHaveAttribute("type", "password");

    await fill(user, within(add).getByLabelText("Name"), "Nile production");
    await fill(user, within(add).getByLabelText("Base URL"), "http://tdx.nile.example");
    await fill(user, within(add).getByLabelText("Client ID"), "nile-desk");
    await fill(user, within(add).getByLabelText("Client secret"), "s3cret");
    await fill(user, within(add).getByLabelText("Company ID"), "not-a-uuid");
    await fill(user, within(add).getByLabelText("Inbox IDs"), `${INBOX_A}, nope`);
    await user.click(within(add).getByRole("button", { name: "Add profile" }));

    expect(within(add).getByLabelText("Base URL")).toHaveAttribute("aria-invalid", "true");
    expect(within(add).getByLabelText("Base URL")).toHaveAccessibleDescription(
      "The base URL must start with https:// (plain http only for 127.0.0.1 or localhost).",
    );
    expect(within(add).getByLabelText("Company ID")).toHaveAccessibleDescription(/must be a UUID/);
    expect(within(add).getByLabelText("Inbox IDs")).toHaveAccessibleDescription(/“nope” is not a UUID/);
    expect(within(add).getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(within(add).getByRole("alert")).toHaveTextContent("nothing was saved");
    expect(callsOf("save_service_profile")).toHaveLength(0);

    await fill(user, within(add).getByLabelText("Base URL"), "https://tdx.nile.example");
    await fill(user, within(add).getByLabelText("Company ID"), COMPANY);
    await fill(user, within(add).getByLabelText("Inbox IDs"), `${INBOX_A}\n${INBOX_B}`);
    await user.click(within(add).getByRole("checkbox", { name: "write" }));
    await user.click(within(add).getByRole("button", { name: "Add profile" }));

    await expect.poll(() => callsOf("save_service_profile").length).toBe(1);
    expect(callsOf("save_service_profile")[0]?.args).toEqual({
      input: {
        id: null,
        name: "Nile production",
        baseUrl: "https://tdx.nile.example",
        clientId: "nile-desk",
        clientSecret: "s3cret",
        companyId: COMPANY,
        inboxIds: [INBOX_A, INBOX_B],
        scopes: ["read"],
        sendPath: "/api/v3/integrations/envelope-send/",
        mePath: "/api/v3/integrations/me/",
      },
    });
    const added = await rowOf("Nile production");
    expect(added).toHaveTextContent("https://tdx.nile.example");
    expect(screen.getByRole("status")).toHaveTextContent("Profile “Nile production” added.");
    expect(within(form()).getByLabelText("Name")).toHaveValue("");
  });

  it("shows the app's refusal of a profile plainly and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <SettingsScreen />,
      profileStore(undefined, {
        save_service_profile: () => ipcError("input.invalid", "The name is already used by another profile."),
      }),
    );
    await rowOf("Sandbox");
    const add = form();
    await fill(user, within(add).getByLabelText("Name"), "Harbor Bank production");
    await fill(user, within(add).getByLabelText("Base URL"), "http://127.0.0.1:9000");
    await fill(user, within(add).getByLabelText("Client ID"), "x");
    await fill(user, within(add).getByLabelText("Company ID"), COMPANY);
    await fill(user, within(add).getByLabelText("Inbox IDs"), INBOX_A);
    await user.click(within(add).getByRole("button", { name: "Add profile" }));

    const alert = await within(add).findByRole("alert");
    expect(alert).toHaveTextContent("The profile was not saved");
    expect(alert).toHaveTextContent("The name is already used by another profile.");
    expect(alert).toHaveTextContent("input.invalid");
    expect(within(add).getByLabelText("Name")).toHaveValue("Harbor Bank production");
  });

  it("edits a profile: an empty secret keeps the stored one, the checkbox removes it", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<SettingsScreen />, profileStore());
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /^Edit/ }));

    const edit = form("Edit “Harbor Bank production”");
    expect(within(edit).getByLabelText("Name")).toHaveValue("Harbor Bank production");
    expect(within(edit).getByLabelText("Name")).toHaveFocus();
    expect(within(edit).getByLabelText("Inbox IDs")).toHaveValue(`${INBOX_A}\n${INBOX_B}`);
    expect(within(edit).getByRole("checkbox", { name: "read" })).toBeChecked();
    expect(within(edit).getByRole("checkbox", { name: "write" })).not.toBeChecked();
    const secret = within(edit).getByLabelText("Client secret");
    expect(secret).toHaveValue("");
    expect(secret).toHaveAccessibleDescription("A secret is stored — leave empty to keep it");

        await fill(user, within(edit).getByLabelText("Name"), "Harbor Bank");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    await expect.poll(() => callsOf("save_service_profile").length).toBe(1);
    expect(callsOf("save_service_profile")[0]?.args.input).toMatchObject({
      id: "p-harbor",
      name: "Harbor Bank",
      clientSecret: null,
      scopes: ["read"],
      inboxIds: [INBOX_A, INBOX_B],
    });
    expect(await rowOf("Harbor Bank")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Add a service profile" })).toBeInTheDocument();

    await user.click(within(await rowOf("Harbor Bank")).getByRole("button", { name: /^Edit/ }));
    const again = form("Edit “Harbor Bank”");
    await user.click(within(again).getByRole("checkbox", { name: "Remove the stored secret" }));
    expect(within(again).getByLabelText("Client secret")).toBeDisabled();
    await user.click(within(again).getByRole("button", { name: "Save changes" }));
    await expect.poll(() => callsOf("save_service_profile").length).toBe(2);
    expect(callsOf("save_service_profile")[1]?.args.input).toMatchObject({ id: "p-harbor", clientSecret: "" });

    // With no secret stored any more, the form says so and offers nothing to remove.
    await user.click(within(await rowOf("Harbor Bank")).getByRole("button", { name: /^Edit/ }));
    const third = form("Edit “Harbor Bank”");
    expect(within(third).getByLabelText("Client secret")).toHaveAccessibleDescription(
      "No secret is stored for this profile.",
    );
    expect(within(third).queryByRole("checkbox", { name: "Remove the stored secret" })).not.toBeInTheDocument();
  });

  it("says that pointing a profile at another service forgets its session and secret", async () => {
    const user = userEvent.setup();
    renderWithIpc(<SettingsScreen />, profileStore());
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /^Edit/ }));
    const edit = form("Edit “Harbor Bank production”");
    const notice = /will be forgotten, so they are never sent to the new address/;
    expect(within(edit).queryByText(notice)).not.toBeInTheDocument();
    await fill(user, within(edit).getByLabelText("Name"), "Harbor Bank");
    expect(within(edit).queryByText(notice)).not.toBeInTheDocument();
    await fill(user, within(edit).getByLabelText("Base URL"), "https://elsewhere.example");
    expect(within(edit).getByRole("status")).toHaveTextContent(notice);
  });

  it("replaces the secret when a new one is typed while editing", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<SettingsScreen />, profileStore());
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /^Edit/ }));
    const edit = form(/^Edit/);
    await fill(user, within(edit).getByLabelText("Client secret"), "rotated");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    await expect.poll(() => callsOf("save_service_profile").length).toBe(1);
    expect(callsOf("save_service_profile")[0]?.args.input).toMatchObject({ clientSecret: "rotated" });
  });

  it("cancels an edit without saving, back to adding a profile", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<SettingsScreen />, profileStore());
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /^Edit/ }));
    await fill(user, within(form(/^Edit/)).getByLabelText("Name"), "Changed");
    await user.click(within(form(/^Edit/)).getByRole("button", { name: "Cancel" }));
    expect(within(form()).getByLabelText("Name")).toHaveValue("");
    expect(within(form()).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(callsOf("save_service_profile")).toHaveLength(0);
    expect(await rowOf("Harbor Bank production")).toBeInTheDocument();
  });

  it("editing the profile in use refreshes what the window shows for it", async () => {
    const user = userEvent.setup();
    const { callsOf, client } = renderWithIpc(
      <SettingsScreen />,
      profileStore([{ ...SANDBOX, active: false }, { ...HARBOR, active: true }]),
    );
    client.setQueryData(deskKeys.eblList(true), { rows: ["from the old address"] });
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /^Edit/ }));
    const sessionReads = callsOf("app_info").length;
    await fill(user, within(form(/^Edit/)).getByLabelText("Base URL"), "https://tdx2.harbor.example");
    await user.click(within(form(/^Edit/)).getByRole("button", { name: "Save changes" }));
    await expect.poll(() => callsOf("app_info").length).toBeGreaterThan(sessionReads);
    expect(client.getQueryData(deskKeys.eblList(true))).toBeUndefined();
    expect(await rowOf("Harbor Bank production")).toHaveTextContent("https://tdx2.harbor.example");
  });

  it("switches profile and refreshes everything the window knows", async () => {
    const user = userEvent.setup();
    const { callsOf, client } = renderWithIpc(<SettingsScreen />, profileStore());
    // What other screens fetched for the old profile.
    client.setQueryData(deskKeys.eblList(true), { rows: ["from the sandbox"] });
    client.setQueryData(deskKeys.key, { address: "0xold" });
    await rowOf("Sandbox");
    expect(screen.getByRole("region", { name: "Active profile" })).toHaveTextContent("Sandbox");
    const appInfoCalls = callsOf("app_info").length;

    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /Use this profile/ }));
    await expect.poll(() => callsOf("switch_profile").length).toBe(1);
    expect(callsOf("switch_profile")[0]?.args).toEqual({ id: "p-harbor" });

    const harbor = await rowOf("Harbor Bank production");
    await expect.poll(() => harbor.getAttribute("aria-current")).toBe("true");
    expect(within(await rowOf("Sandbox")).getByRole("button", { name: /Use this profile/ })).toBeEnabled();
    expect(await screen.findByRole("status")).toHaveTextContent("Now using “Harbor Bank production”.");
    await expect
      .poll(() => screen.getByRole("region", { name: "Active profile" }).textContent)
      .toContain("Harbor Bank production");
    expect(callsOf("app_info").length).toBeGreaterThan(appInfoCalls);
    expect(client.getQueryData(deskKeys.eblList(true))).toBeUndefined();
    expect(client.getQueryData(deskKeys.key)).toBeUndefined();
  });

  it("shows a refused switch and keeps the profile in use", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <SettingsScreen />,
      profileStore(undefined, { switch_profile: () => ipcError("auth.store", "The system keyring could not keep your session. Unlock it and sign in again.") }),
    );
    await user.click(within(await rowOf("Harbor Bank production")).getByRole("button", { name: /Use this profile/ }));
    const alert = await within(screen.getByRole("region", { name: "Profiles" })).findByRole("alert");
    expect(alert).toHaveTextContent("The profile was not switched");
    expect(alert).toHaveTextContent("The system keyring could not keep your session.");
    expect(await rowOf("Sandbox")).toHaveAttribute("aria-current", "true");
  });

  it("deletes a service profile only after a confirmation naming what goes and what stays", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<SettingsScreen />, profileStore());
    const harbor = await rowOf("Harbor Bank production");
    await user.click(within(harbor).getByRole("button", { name: /^Delete/ }));
    const confirm = within(harbor).getByRole("group", { name: "Confirm deleting Harbor Bank production" });
    // Every fact Rust gave is named: the key that goes, the drafts and contacts, the journal that stays.
    expect(await within(confirm).findByText(KEY)).toBeInTheDocument();
    expect(confirm).toHaveTextContent(`Its signing key ${KEY} is removed from this computer's keyring`);
    expect(confirm).toHaveTextContent("with its 2 envelope drafts and 1 contact.");
    expect(confirm).toHaveTextContent(
      "Its 12 journal entries stay readable under Activity, as “Harbor Bank production (deleted)”.",
    );
    expect(callsOf("profile_deletion_facts")).toEqual([{ cmd: "profile_deletion_facts", args: { id: "p-harbor" } }]);
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(callsOf("delete_profile")).toHaveLength(0);
    expect(within(harbor).queryByRole("group")).not.toBeInTheDocument();

    await user.click(within(harbor).getByRole("button", { name: /^Delete/ }));
    await user.click(await within(harbor).findByRole("button", { name: "Yes, delete the profile" }));
    // The window sends back exactly what it showed.
    await expect
      .poll(() => callsOf("delete_profile"))
      .toEqual([{ cmd: "delete_profile", args: { id: "p-harbor", confirm: HARBOR_HOLDS } }]);
    await expect
      .poll(() => within(profilesTable()).queryByRole("rowheader", { name: "Harbor Bank production" }))
      .toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Profile “Harbor Bank production” deleted.");
  });

  it("shows what a profile holds now when Rust refuses a deletion confirmed on stale facts", async () => {
    const user = userEvent.setup();
    let journalEntries = 12;
    let refusals = 0;
    const { callsOf } = renderWithIpc(
      <SettingsScreen />,
      profileStore(undefined, {
        profile_deletion_facts: () => ({ keyAddress: null, journalEntries, drafts: 0, contacts: 0 }),
        delete_profile: ({ confirm }) => {
          if (confirm.journalEntries !== journalEntries) {
            refusals += 1;
            return ipcError("profile.deletion_changed", "Nothing was deleted: what deleting it removes has changed.");
          }
          return null;
        },
      }),
    );
    const harbor = await rowOf("Harbor Bank production");
    await user.click(within(harbor).getByRole("button", { name: /^Delete/ }));
    const confirm = within(harbor).getByRole("group", { name: "Confirm deleting Harbor Bank production" });
    expect(await within(confirm).findByText("It has no signing key on this computer.")).toBeInTheDocument();
    expect(confirm).toHaveTextContent("Its 12 journal entries stay readable");
    journalEntries = 13; // recorded meanwhile
    await user.click(within(confirm).getByRole("button", { name: "Yes, delete the profile" }));
    expect(await within(harbor).findByRole("alert")).toHaveTextContent("Nothing was deleted");
    expect(refusals).toBe(1);
    expect(await within(confirm).findByText(/Its 13 journal entries stay readable/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Yes, delete the profile" }));
    await expect.poll(() => callsOf("delete_profile").map((c) => c.args.confirm.journalEntries)).toEqual([12, 13]);
  });

  it("does not offer to delete the profile in use, and shows a refused delete plainly", async () => {
    const user = userEvent.setup();
    const inUse = { ...HARBOR, active: true };
    const other = { ...HARBOR, id: "p-other", name: "Other", active: false };
    renderWithIpc(
      <SettingsScreen />,
      profileStore([{ ...SANDBOX, active: false }, inUse, other], {
        delete_profile: () => ipcError("input.invalid", "The profile in use cannot be deleted."),
      }),
    );
    const active = await rowOf("Harbor Bank production");
    expect(within(active).getByRole("button", { name: /^Delete/ })).toBeDisabled();
    expect(within(active).getByRole("button", { name: /^Delete/ })).toHaveAccessibleDescription(
      "Switch to another profile before deleting this one.",
    );

    const row = await rowOf("Other");
    await user.click(within(row).getByRole("button", { name: /^Delete/ }));
    await user.click(within(row).getByRole("button", { name: "Yes, delete the profile" }));
    const alert = await within(row).findByRole("alert");
    expect(alert).toHaveTextContent("The profile was not deleted");
    expect(alert).toHaveTextContent("The profile in use cannot be deleted.");
    expect(await rowOf("Other")).toBeInTheDocument();
  });

  it("shows a profile list that could not be read, with the shell's facts still there", async () => {
    renderWithIpc(
      <SettingsScreen />,
      profileStore(undefined, { list_profiles: () => ipcError("store.sqlite", "The settings file could not be read.") }),
    );
    const alert = await within(await screen.findByRole("region", { name: "Profiles" })).findByRole("alert");
    expect(alert).toHaveTextContent("The profiles could not be loaded");
    expect(alert).toHaveTextContent("The settings file could not be read.");
    expect(screen.getByRole("region", { name: "Active profile" })).toHaveTextContent("Sandbox");
  });
});

describe("Settings: about", () => {
  it("shows the log folder and opens it in the file manager", async () => {
    const user = userEvent.setup();
    const folder = "/home/u/.local/share/org.ebldesk.desktop/logs";
    const base = profileStore();
    const { callsOf } = renderWithIpc(<SettingsScreen />, (cmd, args) => {
      if (cmd === "app_info") return { ...(base("app_info", args) as AppInfo), log_folder: folder };
      if (cmd === "open_log_folder") return null;
      return base(cmd, args);
    });
    const about = await screen.findByRole("region", { name: "About" });
    expect(within(about).getByText(folder)).toBeInTheDocument();
    await user.click(within(about).getByRole("button", { name: "Open log folder" }));
    await expect.poll(() => callsOf("open_log_folder").length).toBe(1);
  });

  it("says plainly when the PDF viewer runs without its sandbox, and which protections are missing", async () => {
    const base = profileStore();
    const unjailed =
      "The PDF viewer is only partly sandboxed: it cannot open any network connection or start programs, but this system cannot keep it away from your files (the kernel offers no Landlock). Missing here: File jail (Landlock).";
    const { unmount } = renderWithIpc(<SettingsScreen />, (cmd, args) => {
      if (cmd === "pdf_jail_status")
        return {
          protected: false,
          plainWords: unjailed,
          protections: [
            { name: "System-call filter (seccomp)", inForce: true, words: "only the calls a renderer needs" },
            { name: "File jail (Landlock)", inForce: false, words: "missing: this system's kernel offers no Landlock" },
          ],
          detail: "none",
        };
      return base(cmd, args);
    });
    const about = await screen.findByRole("region", { name: "About" });
    expect(await within(about).findByRole("alert")).toHaveTextContent(unjailed);
    const list = within(about).getByRole("list", { name: "PDF viewer protections" });
    expect(list).toHaveTextContent("System-call filter (seccomp): in force");
    expect(list).toHaveTextContent("File jail (Landlock): missing");
    unmount();
    renderWithIpc(<SettingsScreen />, profileStore());
    const calm = await screen.findByRole("region", { name: "About" });
    expect(await within(calm).findByLabelText("PDF viewer sandbox")).toHaveTextContent("runs in a sandbox");
    expect(within(calm).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says why the folder could not be opened", async () => {
    const user = userEvent.setup();
    const base = profileStore();
    renderWithIpc(<SettingsScreen />, (cmd, args) => {
      if (cmd === "app_info") return { ...(base("app_info", args) as AppInfo), log_folder: "/x/logs" };
      if (cmd === "open_log_folder") return ipcError("app.open_failed", "The log folder could not be opened: no file manager");
      return base(cmd, args);
    });
    const about = await screen.findByRole("region", { name: "About" });
    await user.click(within(about).getByRole("button", { name: "Open log folder" }));
    expect(await within(about).findByRole("alert")).toHaveTextContent("could not be opened");
  });
});
