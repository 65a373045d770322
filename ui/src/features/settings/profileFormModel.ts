/**
 * The service-profile form as plain data: what the user typed, the checks made before anything
 * is sent, and the `ServiceProfileInput` the Rust side receives.
 */
import type { ProfileView } from "../../bindings/ProfileView";
import type { ServiceProfileInput } from "../../bindings/ServiceProfileInput";
import { t } from "../../i18n";

export const DEFAULT_SEND_PATH = "/api/v3/integrations/envelope-send/";
/** Where the service is asked who the user is (the "who am I" extension). */
export const DEFAULT_ME_PATH = "/api/v3/integrations/me/";
export const SCOPES = ["read", "write"] as const;
/** The form of a UUID, shown where one is asked for. */
export const EXAMPLE_UUID = "3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b";
export type Scope = (typeof SCOPES)[number];

export interface ProfileFormValues {
  /** null while creating a profile. */
  id: string | null;
  name: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Editing only: a secret is stored for this profile. */
  hasStoredSecret: boolean;
  removeSecret: boolean;
  companyId: string;
  inboxIds: string;
  scopes: Scope[];
  sendPath: string;
  mePath: string;
}

export type ProfileField =
  | "name"
  | "baseUrl"
  | "clientId"
  | "companyId"
  | "inboxIds"
  | "scopes"
  | "sendPath"
  | "mePath";
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

export function emptyForm(): ProfileFormValues {
  return {
    id: null,
    name: "",
    baseUrl: "",
    clientId: "",
    clientSecret: "",
    hasStoredSecret: false,
    removeSecret: false,
    companyId: "",
    inboxIds: "",
    scopes: [...SCOPES],
    sendPath: DEFAULT_SEND_PATH,
    mePath: DEFAULT_ME_PATH,
  };
}

export function formFromProfile(profile: ProfileView): ProfileFormValues {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    clientId: profile.clientId,
    clientSecret: "",
    hasStoredSecret: profile.hasClientSecret,
    removeSecret: false,
    companyId: profile.companyId ?? "",
    inboxIds: profile.inboxIds.join("\n"),
    scopes: SCOPES.filter((s) => profile.scopes.includes(s)),
    sendPath: profile.sendPath || DEFAULT_SEND_PATH,
    mePath: profile.mePath || DEFAULT_ME_PATH,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Inbox ids typed one per line or separated by commas (or spaces); blanks ignored. */
export function splitInboxIds(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** An address a service could have, shown as an example. */
export const EXAMPLE_BASE_URL = "https://tdx.example.com";

/** TLS, or plain HTTP to this computer only: the names in it are the address's, not words. */
function baseUrlRule(): string {
  return t("settings-profile-problem-url-rule", { https: "https://", http: "http", ip: "127.0.0.1", localhost: "localhost" });
}

/** The same rule the Rust side applies: TLS, or plain HTTP to this computer only. */
export function baseUrlProblem(text: string): string | null {
  const url = text.trim();
  if (url === "") return t("settings-profile-problem-url-empty");
  if (!/^https?:\/\//i.test(url)) return baseUrlRule();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return t("settings-profile-problem-url-invalid", { example: EXAMPLE_BASE_URL });
  }
  if (parsed.hostname === "") return t("settings-profile-problem-url-host");
  if (parsed.protocol === "http:" && !LOOPBACK_HOSTS.has(parsed.hostname)) return baseUrlRule();
  if (parsed.search !== "" || parsed.hash !== "") return t("settings-profile-problem-url-query");
  return null;
}

export function validateForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.name.trim() === "") errors.name = t("settings-profile-problem-name");

  const urlProblem = baseUrlProblem(values.baseUrl);
  if (urlProblem) errors.baseUrl = urlProblem;

  if (values.clientId.trim() === "") errors.clientId = t("settings-profile-problem-client-id");

  const company = values.companyId.trim();
  if (company === "") errors.companyId = t("settings-profile-problem-company-empty");
  else if (!isUuid(company)) errors.companyId = t("settings-profile-problem-company-uuid", { example: EXAMPLE_UUID });

  const inboxes = splitInboxIds(values.inboxIds);
  const badInbox = inboxes.find((id) => !isUuid(id));
  if (inboxes.length === 0) errors.inboxIds = t("settings-profile-problem-inbox-empty");
  else if (badInbox !== undefined) errors.inboxIds = t("settings-profile-problem-inbox-uuid", { inbox: badInbox });

  if (values.scopes.length === 0) errors.scopes = t("settings-profile-problem-scopes");

  // Empty means the service's usual path (the Rust side fills it in).
  const sendPath = values.sendPath.trim();
  const sendProblem = sendPath === "" ? null : servicePathProblem(sendPath);
  if (sendProblem)
    errors.sendPath = t("settings-profile-problem-send-path", { example: DEFAULT_SEND_PATH, reason: sendProblem });
  const mePath = values.mePath.trim();
  const meProblem = mePath === "" ? null : servicePathProblem(mePath);
  if (meProblem)
    errors.mePath = t("settings-profile-problem-me-path", { example: DEFAULT_ME_PATH, reason: meProblem });

  return errors;
}

/** The characters a path segment may hold as they are (besides letters, digits and %XX). */
const SEGMENT_CHARACTERS = new Set("-._~!$&'()*+,;=@");

/**
 * Why `path` is not a plain path under the service's address, in words (null when it is): the rule
 * of `tdx_client::ServicePath`, which the Rust side applies again when the profile is saved and when
 * each request is built. A backslash, a colon, two slashes in a row, a dot segment or an encoded
 * slash could make the request (and its token) go to another host.
 */
export function servicePathProblem(path: string): string | null {
  if (path === "" || path === "/") return t("settings-path-empty");
  if (path.length > 1024) return t("settings-path-too-long");
  if (!path.startsWith("/")) return t("settings-path-not-absolute");
  const segments = path.slice(1).split("/");
  for (const [i, segment] of segments.entries()) {
    if (segment === "" && i !== segments.length - 1) return t("settings-path-double-slash");
    if (segment === "." || segment === "..") return t("settings-path-dot");
    for (let at = 0; at < segment.length; at += 1) {
      const c = segment[at] ?? "";
      if (c === "\\") return t("settings-path-backslash");
      if (c === ":") return t("settings-path-colon");
      if (c === "%") {
        const hex = segment.slice(at + 1, at + 3);
        const code = /^[0-9a-fA-F]{2}$/.test(hex) ? parseInt(hex, 16) : null;
        if (code === null || "/\\.%:".includes(String.fromCharCode(code)) || code < 0x20 || code === 0x7f)
          return t("settings-path-encoded");
        at += 2;
        continue;
      }
      if (/[A-Za-z0-9]/.test(c) || SEGMENT_CHARACTERS.has(c)) continue;
      return t("settings-path-character", {
        character: JSON.stringify(String.fromCodePoint(segment.codePointAt(at) ?? 0xfffd)),
      });
    }
  }
  return null;
}

/**
 * The secret as the contract wants it: null keeps the stored one (or stores none on create),
 * "" removes it, anything else replaces it.
 */
function secretToSend(values: ProfileFormValues): string | null {
  if (values.clientSecret !== "") return values.clientSecret;
  if (values.id !== null && values.hasStoredSecret && values.removeSecret) return "";
  return null;
}

export function toInput(values: ProfileFormValues): ServiceProfileInput {
  const inboxIds = [...new Set(splitInboxIds(values.inboxIds))];
  return {
    id: values.id,
    name: values.name.trim(),
    baseUrl: values.baseUrl.trim(),
    clientId: values.clientId.trim(),
    clientSecret: secretToSend(values),
    companyId: values.companyId.trim(),
    inboxIds,
    scopes: SCOPES.filter((s) => values.scopes.includes(s)),
    sendPath: values.sendPath.trim(),
    mePath: values.mePath.trim(),
  };
}
