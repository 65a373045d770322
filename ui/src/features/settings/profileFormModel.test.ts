import { describe, expect, it } from "vitest";

import type { ProfileView } from "../../bindings/ProfileView";
import {
  baseUrlProblem,
  emptyForm,
  formFromProfile,
  servicePathProblem,
  splitInboxIds,
  toInput,
  validateForm,
  type ProfileFormValues,
} from "./profileFormModel";

const COMPANY = "3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b";
const INBOX_A = "0b7c9a52-3a4e-4d0f-9c59-1d2a6f3e8b10";
const INBOX_B = "5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";

function filled(overrides: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return {
    ...emptyForm(),
    name: "Harbor",
    baseUrl: "https://tdx.example.com",
    clientId: "desk",
    companyId: COMPANY,
    inboxIds: INBOX_A,
    ...overrides,
  };
}

describe("profile form rules", () => {
  it("accepts TLS URLs and plain HTTP only to 127.0.0.1", () => {
    expect(baseUrlProblem("https://tdx.example.com")).toBeNull();
    expect(baseUrlProblem("https://tdx.example.com:8443/base/")).toBeNull();
    expect(baseUrlProblem("HTTPS://TDX.EXAMPLE.COM")).toBeNull();
    expect(baseUrlProblem("http://127.0.0.1:4010")).toBeNull();
    expect(baseUrlProblem("http://127.0.0.1")).toBeNull();
    expect(baseUrlProblem("  https://tdx.example.com  ")).toBeNull();

    expect(baseUrlProblem("http://localhost:8080")).toBeNull();
    expect(baseUrlProblem("http://[::1]:8080")).toBeNull();

    const rule = "The base URL must start with https:// (plain http only for 127.0.0.1 or localhost).";
    expect(baseUrlProblem("http://tdx.example.com")).toBe(rule);
    expect(baseUrlProblem("http://127.0.0.1.evil.example")).toBe(rule);
    expect(baseUrlProblem("ftp://tdx.example.com")).toBe(rule);
    expect(baseUrlProblem("tdx.example.com")).toBe(rule);
    expect(baseUrlProblem("")).toBe("Enter the service's base URL.");
    expect(baseUrlProblem("https://")).not.toBeNull();
    expect(baseUrlProblem("https://tdx.example.com/?x=1")).toMatch(/query/);
  });

  it("reads inbox ids one per line or separated by commas", () => {
    expect(splitInboxIds(`${INBOX_A}\n${INBOX_B}`)).toEqual([INBOX_A, INBOX_B]);
    expect(splitInboxIds(` ${INBOX_A} ,${INBOX_B},\n\n`)).toEqual([INBOX_A, INBOX_B]);
    expect(splitInboxIds("   ")).toEqual([]);
  });

  it("names each field that needs attention and nothing else", () => {
    expect(validateForm(filled())).toEqual({});
    const errors = validateForm(
      filled({ name: " ", companyId: "c-nile", inboxIds: `${INBOX_A}, 42`, scopes: [], sendPath: "api/send" }),
    );
    expect(Object.keys(errors).sort()).toEqual(["companyId", "inboxIds", "name", "scopes", "sendPath"]);
    expect(errors.inboxIds).toContain("“42”");
    expect(validateForm(filled({ inboxIds: "" })).inboxIds).toBe("Enter at least one inbox ID.");
    expect(validateForm(filled({ clientId: "" })).clientId).toBeDefined();
    // An empty send path means the usual one; a URL is not a path.
    expect(validateForm(filled({ sendPath: "" }))).toEqual({});
    expect(validateForm(filled({ sendPath: "/x://y" })).sendPath).toBeDefined();
  });

  it("sends the secret as the contract says: null keeps, empty removes, text replaces", () => {
    expect(toInput(filled()).clientSecret).toBeNull();
    expect(toInput(filled({ clientSecret: "s" })).clientSecret).toBe("s");
    const stored = filled({ id: "p-1", hasStoredSecret: true });
    expect(toInput(stored).clientSecret).toBeNull();
    expect(toInput({ ...stored, removeSecret: true }).clientSecret).toBe("");
    expect(toInput({ ...stored, clientSecret: "new" }).clientSecret).toBe("new");
    // Creating: the checkbox is not offered, so it never removes anything.
    expect(toInput(filled({ removeSecret: true })).clientSecret).toBeNull();
  });

  it("trims what was typed, drops repeated inboxes and keeps scopes in order", () => {
    const input = toInput(
      filled({
        name: "  Harbor ",
        baseUrl: " https://tdx.example.com ",
        inboxIds: `${INBOX_B}\n${INBOX_A}\n${INBOX_B}`,
        scopes: ["write", "read"],
        sendPath: " /send/ ",
      }),
    );
    expect(input).toMatchObject({
      id: null,
      name: "Harbor",
      baseUrl: "https://tdx.example.com",
      inboxIds: [INBOX_B, INBOX_A],
      scopes: ["read", "write"],
      sendPath: "/send/",
    });
  });

  it("fills the edit form from a profile without its secret", () => {
    const profile: ProfileView = {
      id: "p-1",
      name: "Harbor",
      kind: "service",
      baseUrl: "https://tdx.example.com",
      clientId: "desk",
      companyId: COMPANY,
      inboxIds: [INBOX_A, INBOX_B],
      scopes: ["write"],
      sendPath: "/send/",
      mePath: "/whoami/",
      active: false,
      hasClientSecret: true,
    };
    const values = formFromProfile(profile);
    expect(values).toMatchObject({
      id: "p-1",
      clientSecret: "",
      hasStoredSecret: true,
      removeSecret: false,
      inboxIds: `${INBOX_A}\n${INBOX_B}`,
      scopes: ["write"],
    });
    expect(toInput(values)).toEqual({
      id: "p-1",
      name: "Harbor",
      baseUrl: "https://tdx.example.com",
      clientId: "desk",
      clientSecret: null,
      companyId: COMPANY,
      inboxIds: [INBOX_A, INBOX_B],
      scopes: ["write"],
      sendPath: "/send/",
      mePath: "/whoami/",
    });
  });
});

describe("servicePathProblem", () => {
  it("accepts plain paths and refuses every spelling that can name another host, in words", () => {
    for (const ok of ["/api/integrators/envelope/v1/send/", "/whoami/", "/a-b_c~d/e.f", "/x%20y/"]) {
      expect(servicePathProblem(ok), ok).toBeNull();
    }
    const refused: [string, RegExp][] = [
      ["/\\/127.0.0.1:8080/me", /backslash/],
      ["/http:127.0.0.1:8080/me", /colon/],
      ["//127.0.0.1/me", /two slashes/],
      ["/%2F%2F127.0.0.1/me", /encoded slash/],
      ["/%2f/me", /encoded slash/],
      ["/api/../me", /\. or \.\. part/],
      ["/api/./me", /\. or \.\. part/],
      ["/me?x=1", /character "\?"/],
      ["/me#x", /character "#"/],
      ["me", /must start with \//],
      ["/", /empty/],
    ];
    for (const [path, why] of refused) expect(servicePathProblem(path), path).toMatch(why);
  });

  it("puts the path's problem under its field, so nothing is saved", () => {
    const errors = validateForm(filled({ sendPath: "/http:127.0.0.1:9/send", mePath: "/\\/127.0.0.1:9/me" }));
    expect(errors.sendPath).toMatch(/^The envelope send path must be a plain path .*: it has a colon/);
    expect(errors.mePath).toMatch(/^The who-am-I path must be a plain path .*: it has a backslash/);
  });
});
