/**
 * The service-profile form as plain data: what the user typed, the checks made before anything
 * is sent, and the `ServiceProfileInput` the Rust side receives.
 */
import type { ProfileView } from "../../bindings/ProfileView";
import type { ServiceProfileInput } from "../../bindings/ServiceProfileInput";

export const DEFAULT_SEND_PATH = "/api/v3/integrations/envelope-send/";
/** Where the service is asked who the user is (the "who am I" extension). */
export const DEFAULT_ME_PATH = "/api/v3/integrations/me/";
export const SCOPES = ["read", "write"] as const;
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

const BASE_URL_RULE = "The base URL must start with https:// (plain http only for 127.0.0.1 or localhost).";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The same rule the Rust side applies: TLS, or plain HTTP to this computer only. */
export function baseUrlProblem(text: string): string | null {
  const url = text.trim();
  if (url === "") return "Enter the service's base URL.";
  if (!/^https?:\/\//i.test(url)) return BASE_URL_RULE;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "That is not a valid address (e.g. https://tdx.example.com).";
  }
  if (parsed.hostname === "") return "The base URL needs a host name.";
  if (parsed.protocol === "http:" && !LOOPBACK_HOSTS.has(parsed.hostname)) return BASE_URL_RULE;
  if (parsed.search !== "" || parsed.hash !== "") return "The base URL cannot have a query (?…) or a fragment (#…).";
  return null;
}

export function validateForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.name.trim() === "") errors.name = "Enter a name for the profile.";

  const urlProblem = baseUrlProblem(values.baseUrl);
  if (urlProblem) errors.baseUrl = urlProblem;

  if (values.clientId.trim() === "") errors.clientId = "Enter the client ID the service gave you.";

  const company = values.companyId.trim();
  if (company === "") errors.companyId = "Enter your company ID.";
  else if (!isUuid(company)) errors.companyId = "The company ID must be a UUID, like 3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b.";

  const inboxes = splitInboxIds(values.inboxIds);
  const badInbox = inboxes.find((id) => !isUuid(id));
  if (inboxes.length === 0) errors.inboxIds = "Enter at least one inbox ID.";
  else if (badInbox !== undefined) errors.inboxIds = `“${badInbox}” is not a UUID; each inbox ID must be one.`;

  if (values.scopes.length === 0) errors.scopes = "Choose at least one scope.";

  // Empty means the service's usual path (the Rust side fills it in).
  const sendPath = values.sendPath.trim();
  const sendProblem = sendPath === "" ? null : servicePathProblem(sendPath);
  if (sendProblem)
    errors.sendPath = `The envelope send path must be a plain path under the service's address, such as ${DEFAULT_SEND_PATH}: ${sendProblem}.`;
  const mePath = values.mePath.trim();
  const meProblem = mePath === "" ? null : servicePathProblem(mePath);
  if (meProblem)
    errors.mePath = `The who-am-I path must be a plain path under the service's address, such as ${DEFAULT_ME_PATH}: ${meProblem}.`;

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
  if (path === "" || path === "/") return "it is empty";
  if (path.length > 1024) return "it is too long";
  if (!path.startsWith("/")) return "it must start with / and name no scheme or host";
  const segments = path.slice(1).split("/");
  for (const [i, segment] of segments.entries()) {
    if (segment === "" && i !== segments.length - 1) return "it has two slashes in a row, which name another host";
    if (segment === "." || segment === "..") return "it has a . or .. part";
    for (let at = 0; at < segment.length; at += 1) {
      const c = segment[at] ?? "";
      if (c === "\\") return "it has a backslash, which an address reads as a slash";
      if (c === ":") return "it has a colon, which could name another scheme or host";
      if (c === "%") {
        const hex = segment.slice(at + 1, at + 3);
        const code = /^[0-9a-fA-F]{2}$/.test(hex) ? parseInt(hex, 16) : null;
        if (code === null || "/\\.%:".includes(String.fromCharCode(code)) || code < 0x20 || code === 0x7f)
          return "it has an encoded slash, backslash, dot or percent sign (such as %2F)";
        at += 2;
        continue;
      }
      if (/[A-Za-z0-9]/.test(c) || SEGMENT_CHARACTERS.has(c)) continue;
      return `it has the character ${JSON.stringify(String.fromCodePoint(segment.codePointAt(at) ?? 0xfffd))}`;
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
