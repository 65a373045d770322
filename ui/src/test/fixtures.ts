import type { ActionReview } from "../bindings/ActionReview";
import type { EblDeadlines } from "../bindings/EblDeadlines";
import type { EblDetail } from "../bindings/EblDetail";
import type { EblRow } from "../bindings/EblRow";
import type { KeyInfo } from "../bindings/KeyInfo";
import type { Recipient } from "../bindings/Recipient";
import type { SessionInfo } from "../bindings/SessionInfo";
import type { WatchRules } from "../bindings/WatchRules";

/** The key in the OS keyring, as `key_info` answers it. */
export function keyringKey(address: string): KeyInfo {
  return { address, kind: "keyring" };
}

export const SIGNED_OUT: SessionInfo = {
  profileId: "sandbox",
  profileName: "Sandbox",
  profileKind: "sandbox",
  baseUrl: "http://127.0.0.1:4010",
  signedIn: false,
  scopes: [],
  canWrite: false,
  companyId: null,
  companyName: null,
  inboxIds: [],
  keyAddress: null,
};

export const OUR_INBOX = "0b7c9a52-3a4e-4d0f-9c59-1d2a6f3e8b10";
export const BANK_INBOX = "5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";

export const SIGNED_IN: SessionInfo = {
  ...SIGNED_OUT,
  signedIn: true,
  scopes: ["read", "write"],
  canWrite: true,
  companyId: "c-nile",
  companyName: "Nile Imports",
  inboxIds: [OUR_INBOX],
  keyAddress: "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
};

export function row(overrides: Partial<EblRow> & { id: string; reference: string }): EblRow {
  return {
    state: "ISSUED",
    roles: ["CONSIGNEE"],
    heldByUs: true,
    isCopy: false,
    portOfLoading: "Rotterdam",
    portOfDischarge: "Alexandria",
    vesselName: "Maersk Nile",
    voyageNumber: "001E",
    searchText: "global carrier co delta exports nile imports",
    holder: overrides.heldByUs === false ? "Harbor Bank" : "Your company",
    copyOf: null,
    transportDocumentReference: `TDR-${overrides.reference}`,
    ...overrides,
  };
}

export const ROWS: EblRow[] = [
  row({ id: "e1", reference: "GCL-0001" }),
  row({
    id: "e2",
    reference: "GCL-0002",
    portOfLoading: "Shanghai",
    portOfDischarge: "Hamburg",
    vesselName: "Ever Given",
    voyageNumber: "77W",
  }),
  row({ id: "e3", reference: "GCL-0003", state: "SURRENDER_FOR_DELIVERY_REQUESTED", heldByUs: false }),
  row({ id: "e4", reference: "GCL-0004", isCopy: true, heldByUs: false, roles: [] }),
  row({
    id: "e5",
    reference: "DLT-0005",
    roles: ["CONSIGNOR"],
    searchText: "harbor bank delta exports",
  }),
];

export function detail(r: EblRow, actions: EblDetail["actions"]): EblDetail {
  return {
    row: r,
    endorsementType: null,
    titleId: "t-1",
    possessionId: "p-1",
    possessionHolder: { name: r.holder, inboxId: "p-1", isUs: r.heldByUs },
    titleHolder: { name: "Your company", inboxId: OUR_INBOX, isUs: true },
    copyOf: null,
    parties: [
      {
        partyType: "ISSUER",
        id: "c-carrier",
        name: "Global Carrier Co",
        inboxId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        contactEmail: "ops@globalcarrier.example",
        isUs: false,
        nameFlags: [],
      },
      {
        partyType: "CONSIGNEE",
        id: "c-nile",
        name: "Nile Imports",
        inboxId: OUR_INBOX,
        contactEmail: null,
        isUs: true,
        nameFlags: [],
      },
    ],
    issueToName: "Nile Imports",
    issueToCountry: "EG",
    transportDocumentReference: `TDR-${r.reference}`,
    isToOrder: false,
    documentParties: [{ name: "Delta Exports", function: "Shipper", functionCode: "OS", toBeNotified: false }],
    actions,
    issueToPartyCodes: [],
    issueToTaxReference: null,
    issueToRegistrationNumber: null,
    issueToPlatform: null,
    heldInInbox: null,
    original: null,
    copies: [],
    carrierFile: null,
  };
}

export const ALL_ACTIONS_FOR_HOLDER: EblDetail["actions"] = [
  { kind: "REQUEST_SURRENDER_FOR_DELIVERY", available: true, reason: null, needsRecipient: false, onlyTheKeyMissing: false },
  { kind: "TRANSFER_POSSESSION", available: true, reason: null, needsRecipient: true, onlyTheKeyMissing: false },
  { kind: "SEND_AS_COPY", available: true, reason: null, needsRecipient: true, onlyTheKeyMissing: false },
];

export const RECIPIENTS: Recipient[] = [
  {
    name: "Harbor Bank",
    inboxId: BANK_INBOX,
    country: "NL",
    verified: false,
    sources: [{ name: "Harbor Bank", kind: "NAMED_ON_EBLS", text: "named on 2 eBLs (as consignee)" }],
    flags: [],
  },
  {
    name: "Delta Exports",
    inboxId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    country: "IN",
    verified: false,
    sources: [],
    flags: [],
  },
  { name: "Nile Imports", inboxId: OUR_INBOX, country: "EG", verified: false, sources: [], flags: [] },
];

export function review(overrides: Partial<ActionReview> = {}): ActionReview {
  return {
    reviewId: "rev-1",
    kind: "REQUEST_SURRENDER_FOR_DELIVERY",
    operation: "REQUEST_SURRENDER_FOR_DELIVERY",
    eblId: "e1",
    eblReference: "GCL-0001",
    recipientInbox: null,
    recipientName: null,
    recipientUnknown: false,
    signerAddress: SIGNED_IN.keyAddress,
    hash: "0x5c6b1e1a0d5b1f0e4bb7d3b8a36b4b7c1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b",
    relayNonce: 7n,
    registryAddress: "0x000000000000000000000000000000000000e811",
    summary: "Ask Global Carrier Lines to release the cargo of GCL-0001 to your company.",
    consequences: [
      "Possession of GCL-0001 passes to Global Carrier Lines while they decide.",
      "Until Global Carrier Lines accepts or rejects the request, your company cannot transfer GCL-0001 or request its surrender again.",
    ],
    cautions: [],
    registryFirstUse: false,
    signedCall: {
      function: "requestSurrenderForDelivery",
      eblId: "e1",
      titleId: "7d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      targetInbox: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      targetName: "Global Carrier Lines",
    },
    receiver: null,
    ...overrides,
  };
}

/** The watch rules a new profile starts with. */
export const WATCH_DEFAULTS: WatchRules = {
  surrenderAnswered: true,
  surrenderPendingHours: 48,
  outcomeUnknownMinutes: 15,
  newlyHeld: true,
  untouchedDays: 30,
  deadlines: true,
  defaultLeadHours: 48,
};

/** An eBL of the Maersk Nile's voyage 001E with no deadline set. */
export const NO_DEADLINES: EblDeadlines = {
  vessel: "Maersk Nile",
  voyage: "001E",
  own: null,
  voyageDeadline: null,
  surrenderBy: null,
};
