//! What the window shows: the view models that cross IPC. They are shaped for the screens,
//! not for the wire, so the UI never has to know the service's field names or rules.
//!
//! Every text in them that the service, a document or a webhook wrote is an [`Inert`]: it
//! cannot reach the window with a control character, a bidi control or an invisible character
//! in it (ids, which the app compares and signs, stay as they are).

use serde::{Deserialize, Serialize};
pub use tdx_text::Inert;
use ts_rs::TS;

use crate::profiles::ProfileKind;
pub use crate::profiles::{ProfileView, ServiceProfileInput};

/// A role the signed-in company plays on an eBL (from the eBL's parties).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export)]
pub enum Role {
    Issuer,
    Consignor,
    Consignee,
    Surrenderee,
}

/// An action the app knows how to perform on an eBL.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export)]
pub enum ActionKind {
    /// Signed: the consignee asks the carrier to surrender the goods.
    RequestSurrenderForDelivery,
    /// Signed: possession goes to another company's inbox.
    TransferPossession,
    /// Not signed: another company receives a view-only copy.
    SendAsCopy,
}

impl ActionKind {
    pub const ALL: [ActionKind; 3] = [
        ActionKind::RequestSurrenderForDelivery,
        ActionKind::TransferPossession,
        ActionKind::SendAsCopy,
    ];

    /// The operation name on the wire (`signing-data`'s `operation`), for signed actions.
    pub fn operation(self) -> Option<&'static str> {
        match self {
            ActionKind::RequestSurrenderForDelivery => Some("REQUEST_SURRENDER_FOR_DELIVERY"),
            ActionKind::TransferPossession => Some("TRANSFER_POSSESSION"),
            ActionKind::SendAsCopy => None,
        }
    }

    /// The name the journal and a bulk action's record give the action: the operation's
    /// name on the wire, and `SEND_AS_COPY` for a copy.
    pub fn recorded_name(self) -> &'static str {
        self.operation()
            .unwrap_or(tdx_store::operation::SEND_AS_COPY)
    }

    /// The action a record names ([`ActionKind::recorded_name`]).
    pub fn from_recorded_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.recorded_name() == name)
    }

    /// Whether the user must pick a recipient inbox for this action.
    pub fn needs_recipient(self) -> bool {
        !matches!(self, ActionKind::RequestSurrenderForDelivery)
    }
}

/// One row of the eBL list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblRow {
    pub id: String,
    pub reference: Inert,
    /// The state as the service names it; unknown states are passed through as they are.
    pub state: Inert,
    pub roles: Vec<Role>,
    pub held_by_us: bool,
    pub is_copy: bool,
    pub port_of_loading: Option<Inert>,
    pub port_of_discharge: Option<Inert>,
    pub vessel_name: Option<Inert>,
    pub voyage_number: Option<Inert>,
    /// Party names, lower-cased and joined, for search as you type.
    pub search_text: Inert,
    /// Who holds possession: "Your company", the holder's company name, or "Unknown company".
    pub holder: Inert,
    /// For a copy, the id of the original (the list groups a copy with its original).
    #[serde(default)]
    pub copy_of: Option<String>,
    /// The transport document reference of the eBL's content (searchable in the list).
    #[serde(default)]
    pub transport_document_reference: Option<Inert>,
}

/// A company by the inbox it acts through, named where the directory knows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct NamedInbox {
    /// "Your company", the company's name, or "Unknown company".
    pub name: Inert,
    pub inbox_id: Option<String>,
    pub is_us: bool,
}

/// The eBL list with where it came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblList {
    pub rows: Vec<EblRow>,
    /// RFC 3339 time of the fetch these rows come from (None: never fetched).
    pub fetched_at: Option<String>,
    /// True when the service could not be reached and the rows come from the local cache.
    pub offline: bool,
}

/// The list's first rows, as it shows them first, and how many there are: what a start paints
/// before the whole list crosses to the window.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblListHead {
    /// The first rows of [`EblList::rows`], in the same order.
    pub rows: Vec<EblRow>,
    /// How many rows the whole list has.
    pub total: u32,
    /// As [`EblList::fetched_at`].
    pub fetched_at: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PartyView {
    /// ISSUER, SURRENDEREE, CONSIGNOR, CONSIGNEE, or whatever the service sent.
    pub party_type: Inert,
    pub id: String,
    /// The company name where known (demo world, contacts, or the eBL's document parties).
    pub name: Option<Inert>,
    pub inbox_id: Option<String>,
    pub contact_email: Option<Inert>,
    /// This party is the signed-in company.
    pub is_us: bool,
    /// What the user must know about the names of the party's inbox (known under two names,
    /// or its name another inbox's too): shown as a small flag next to the name.
    #[serde(default)]
    pub name_flags: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DocumentPartyView {
    pub name: Inert,
    /// The party's function in words (DCSA party function code list), e.g. "Consignee";
    /// an unknown code as "Party function <code>".
    pub function: Inert,
    /// The code as the eBL gives it (`CN`, `N1`, ...); empty when none was given.
    pub function_code: Inert,
    pub to_be_notified: bool,
}

/// A code that names a party in a code list (`issueTo.partyCodes`): an LEI, a DUNS number...
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PartyCodeView {
    pub code: Inert,
    /// The code list's name (`LEI`, `DUNS`, ...), when given.
    pub list_name: Option<Inert>,
    /// Who keeps the code list (`GLEIF`, ...), when given.
    pub list_provider: Option<Inert>,
}

/// Another eBL this one is linked to (a copy's original, an original's copy).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblLink {
    pub id: String,
    /// Its reference, when the company sees that eBL.
    pub reference: Option<Inert>,
    /// The company sees that eBL: the detail can open it.
    pub visible: bool,
}

/// Whether an action is offered, and if not, the one line saying why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ActionOption {
    pub kind: ActionKind,
    pub available: bool,
    pub reason: Option<String>,
    /// Held back only because the profile has no signing key ([`crate::actions::no_key_reason`]):
    /// otherwise allowed, so a request for a second person's approval can be made for it.
    #[serde(default)]
    pub only_the_key_missing: bool,
    pub needs_recipient: bool,
}

/// A confirmed action: it was submitted. The eBL as the service shows it now, or, when it cannot
/// be shown, why (never an error: the action went through, and an error would invite the user
/// to do it a second time).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ActionDone {
    pub ebl_id: String,
    pub detail: Option<EblDetail>,
    /// Why there is no detail: the eBL went out of the company's sight, or could not be read
    /// again yet.
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblDetail {
    pub row: EblRow,
    pub endorsement_type: Option<Inert>,
    pub title_id: Option<String>,
    pub possession_id: Option<String>,
    /// For a copy, the id of the original.
    pub copy_of: Option<String>,
    pub parties: Vec<PartyView>,
    pub issue_to_name: Option<Inert>,
    pub issue_to_country: Option<Inert>,
    pub transport_document_reference: Option<Inert>,
    pub is_to_order: Option<bool>,
    pub document_parties: Vec<DocumentPartyView>,
    pub actions: Vec<ActionOption>,
    /// Who holds possession (the eBL's possession inbox).
    pub possession_holder: NamedInbox,
    /// Who holds title: the consignee named on the eBL.
    pub title_holder: Option<NamedInbox>,
    /// `issueTo.partyCodes`: the LEI or other codes naming the party the eBL is issued to.
    pub issue_to_party_codes: Vec<PartyCodeView>,
    pub issue_to_tax_reference: Option<Inert>,
    pub issue_to_registration_number: Option<Inert>,
    /// `issueTo.sendToPlatform`: the platform the eBL was issued on to the party.
    pub issue_to_platform: Option<Inert>,
    /// Which of the company's inboxes holds the eBL, when the company has more than one.
    pub held_in_inbox: Option<String>,
    /// For a copy, its original.
    pub original: Option<EblLink>,
    /// For an original, the copies of it the company sees.
    pub copies: Vec<EblLink>,
    /// The file name of the carrier's own visualisation (`eBLVisualisationByCarrier`), when
    /// the eBL carries one: offered for download.
    pub carrier_file: Option<Inert>,
}

/// What will be signed, shown to the user before anything is signed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ActionReview {
    /// Pass back to `confirm_action`; valid once.
    pub review_id: String,
    pub kind: ActionKind,
    pub operation: Option<String>,
    pub ebl_id: String,
    pub ebl_reference: Inert,
    pub recipient_inbox: Option<String>,
    pub recipient_name: Option<Inert>,
    /// True when the recipient inbox is not among the known companies or contacts.
    pub recipient_unknown: bool,
    pub signer_address: Option<String>,
    pub hash: Option<String>,
    pub relay_nonce: Option<u64>,
    pub registry_address: Option<String>,
    /// One plain sentence of what the action does, built from the decoded call the key signs
    /// (for a copy, which is not signed, from the request). Catalogue text (`tr!`): what the
    /// service or a document wrote is in it inert, isolated in a right-to-left language.
    pub summary: String,
    /// What changes, and what the user can no longer do afterwards (catalogue text).
    pub consequences: Vec<String>,
    /// What the user should check before signing (a surrenderee that is not the eBL's issuer;
    /// catalogue text).
    pub cautions: Vec<String>,
    /// The key has never signed for this registry (`registry_address`): signing pins it, and a
    /// different registry later is refused.
    pub registry_first_use: bool,
    /// The decoded call the key signs (`None` for a copy: nothing is signed).
    pub signed_call: Option<SignedCall>,
    /// What is known about the recipient (`None`: the action names no recipient).
    pub receiver: Option<ReceiverCheck>,
}

/// The registry call a signature authorises, decoded from `transactionData`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SignedCall {
    /// The function's name, e.g. `transferPossession`.
    pub function: String,
    pub ebl_id: String,
    pub title_id: String,
    pub target_inbox: String,
    /// The target inbox's company, when known.
    pub target_name: Option<Inert>,
}

/// The signed-in state and what it allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SessionInfo {
    pub profile_id: String,
    pub profile_name: String,
    pub profile_kind: ProfileKind,
    pub base_url: String,
    pub signed_in: bool,
    pub scopes: Vec<String>,
    /// The token carries the `write` scope: actions can be executed.
    pub can_write: bool,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub inbox_ids: Vec<String>,
    /// The address of the signing key in the keyring, if there is one.
    pub key_address: Option<String>,
    /// Why the service was not asked who the user is (its "who am I" request named a place
    /// off the service's origin: nothing was sent), in words; the company shown is then the
    /// last answer or the profile's ids.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub identity_problem: Option<String>,
}

/// Where a name of an inbox comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export)]
pub enum NameSourceKind {
    /// The user's contact, verified with the company (how, who and when on record).
    VerifiedContact,
    /// The user's contact, not verified.
    Contact,
    /// The service's "who am I" answer (the signed-in company's own inboxes).
    WhoAmI,
    /// Only the content of eBLs names it (written by their issuers): never verified.
    NamedOnEbls,
}

/// One name an inbox is known by, with where it comes from in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct NameSource {
    pub name: Inert,
    pub kind: NameSourceKind,
    /// "your contact, verified by … on … (phone call)", "the service's who-am-I answer",
    /// "named on 3 eBLs (as consignee, shipper)".
    pub text: String,
}

/// A company the user can address (a recipient picker entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Recipient {
    pub name: Inert,
    pub inbox_id: String,
    pub country: Option<Inert>,
    /// The name is the user's contact's, verified with the company.
    #[serde(default)]
    pub verified: bool,
    /// Every name the inbox is known by, and where each comes from.
    #[serde(default)]
    pub sources: Vec<NameSource>,
    /// What the user must know about its names (two names, a name another inbox has too).
    #[serde(default)]
    pub flags: Vec<Inert>,
}

/// What is known about the inbox an action goes to, checked before anything is signed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ReceiverCheck {
    pub inbox_id: String,
    /// The name the app knows for the inbox (a contact's, the who-am-I answer's, else the name
    /// other eBLs give it; never a name borrowed from the eBL under review), when one is known.
    pub name: Option<Inert>,
    /// Where `name` comes from, in words.
    pub name_source: Option<String>,
    /// Every name the inbox is known by, and where each comes from.
    pub sources: Vec<NameSource>,
    /// The contact's verification record in words (by whom, when, how); `None`: not verified.
    pub verified: Option<String>,
    /// The references of the eBLs that name the inbox.
    pub appears_on: Vec<Inert>,
    /// Earlier transfers to the inbox that went through, in words, newest first (catalogue
    /// text, the reference in it inert).
    pub earlier_transfers: Vec<String>,
    /// An inbox one or two characters from a known one, or a name another inbox has too
    /// (catalogue text, the names in it inert).
    pub near_misses: Vec<String>,
    /// Two names for the inbox, or its name another inbox's (catalogue text).
    pub flags: Vec<String>,
    /// No action of this kind toward the inbox went through before (a transfer, a surrender,
    /// a copy, an envelope).
    pub first_transfer: bool,
    /// The user never dealt with this inbox: no verified contact, and no action toward it
    /// went through.
    pub first_action: bool,
    /// What the user must type before signing (the name the app knows for the inbox; for an
    /// inbox with no name, or a near miss, characters of its id that no inbox the user knows
    /// has at the same place); `None`: nothing to type.
    pub type_to_confirm: Option<String>,
    /// Why the user is asked to type, and what, in words.
    pub why_typed: Option<String>,
}

/// The signing key as the window may see it: its address, never the key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct KeyInfo {
    /// EIP-55 checksummed address.
    pub address: String,
    /// The keyring key, or a key held in a PKCS#11 module.
    pub kind: KeyKindView,
    /// The module's library path (a PKCS#11 key).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub module: Option<String>,
    /// The token's label (a PKCS#11 key).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub token_label: Option<String>,
    /// The key's label on the token (a PKCS#11 key).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub key_label: Option<String>,
}

/// The kind of key that signs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum KeyKindView {
    Keyring,
    Pkcs11,
}

/// A token a PKCS#11 module lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Pkcs11Token {
    pub label: String,
    /// What identifies the token (empty for a reader with no token in it).
    pub serial: String,
    pub manufacturer: String,
    /// A token is in the slot.
    pub present: bool,
}

/// A key on a token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Pkcs11Key {
    pub label: String,
    /// `CKA_ID` in lowercase hex: what `use_pkcs11_key` takes.
    pub id: String,
    /// `secp256k1`, `P-256`, `RSA`, ...
    pub curve: String,
    /// It can sign for the service.
    pub usable: bool,
    /// Why it cannot, in words.
    pub why_not: Option<String>,
    /// EIP-55 checksummed, from its public key (a usable key).
    pub address: Option<String>,
}

impl From<tdx_keys::pkcs11::TokenListing> for Pkcs11Token {
    fn from(t: tdx_keys::pkcs11::TokenListing) -> Self {
        Self {
            label: t.label,
            serial: t.serial,
            manufacturer: t.manufacturer,
            present: t.present,
        }
    }
}

impl From<tdx_keys::pkcs11::KeyListing> for Pkcs11Key {
    fn from(k: tdx_keys::pkcs11::KeyListing) -> Self {
        Self {
            label: k.label,
            id: k.id,
            curve: k.curve,
            usable: k.usable,
            why_not: k
                .unusable
                .as_ref()
                .map(|why| why_not_in(tdx_i18n::language(), why))
                .or(k.why_not),
            address: k.address.map(|a| a.to_checksum()),
        }
    }
}

/// Why a key on a token cannot sign, as the Keys screen says it in `lang`.
fn why_not_in(lang: tdx_i18n::Lang, why: &tdx_keys::pkcs11::Unusable) -> String {
    use tdx_i18n::tr_in;
    use tdx_keys::pkcs11::Unusable;
    match why {
        Unusable::NoPublicKey => tr_in(lang, "desk-module-key-no-public-key", &[]),
        Unusable::NotEc(kind) => tr_in(
            lang,
            "desk-module-key-not-ec",
            &[("kind", kind.as_str().into())],
        ),
        Unusable::OtherCurve(curve) => tr_in(
            lang,
            "desk-module-key-other-curve",
            &[("curve", curve.as_str().into())],
        ),
        Unusable::PointUnreadable => tr_in(lang, "desk-module-key-point-unreadable", &[]),
    }
}

/// Page sizes of an eBL's preview PDF, in PDF points (1/72 in).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PageSize {
    pub width_pt: f32,
    pub height_pt: f32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PreviewDoc {
    pub ebl_id: String,
    pub pages: Vec<PageSize>,
    /// Said once per run, with the first preview: the PDF viewer runs without its sandbox on
    /// this system (neither seccomp nor Landlock is in force), in plain words.
    pub jail_warning: Option<String>,
}

/// What the PDF viewer's sandbox holds on this system (Settings › About).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PdfJailView {
    /// The system-call filter, Landlock's file rules and the empty environment all hold (never
    /// where Landlock is missing).
    pub protected: bool,
    /// What the viewer can and cannot reach, for the user, naming what is missing.
    pub plain_words: String,
    /// Each protection, in force or missing (seccomp, Landlock with its ABI, its network and
    /// scope rules, no environment).
    pub protections: Vec<PdfProtectionView>,
    /// The technical facts, for a bug report.
    pub detail: String,
}

/// One protection of the PDF viewer and whether it holds on this system.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PdfProtectionView {
    pub name: String,
    pub in_force: bool,
    /// What it keeps the viewer from, or what is missing without it.
    pub words: String,
}

/// How background polling paces itself (event `poll-status`, after each poll): the next poll
/// waits `interval_seconds`, the configured interval or, when a poll of a large list took long,
/// a multiple of its duration (`slowed`), so polling takes a small share of the time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct PollStatus {
    pub interval_seconds: u32,
    pub slowed: bool,
    pub last_duration_ms: u32,
}

/// What background polling found since the last look, for notifications and refresh.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblChanges {
    /// References of eBLs that arrived.
    pub arrived: Vec<Inert>,
    /// References of eBLs whose state or holder changed.
    pub changed: Vec<Inert>,
    /// References of eBLs no longer visible (transferred away).
    pub left: Vec<Inert>,
}

#[cfg(test)]
mod tests {
    use super::why_not_in;
    use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};
    use tdx_i18n::Lang;
    use tdx_keys::pkcs11::Unusable;

    fn all() -> [Unusable; 4] {
        [
            Unusable::NoPublicKey,
            Unusable::NotEc("RSA".into()),
            Unusable::OtherCurve("P-256".into()),
            Unusable::PointUnreadable,
        ]
    }

    #[test]
    fn a_module_key_that_cannot_sign_says_why_as_before_in_english() {
        let said: Vec<String> = all().iter().map(|w| why_not_in(Lang::En, w)).collect();
        assert_eq!(
            said,
            [
                "Its public key is not on the token, so its address cannot be shown.",
                "It is an RSA key; the service's signatures need an EC key on secp256k1.",
                "It is on P-256; the service's signatures need secp256k1.",
                "Its public key cannot be read from the token.",
            ]
        );
    }

    #[test]
    fn a_module_key_that_cannot_sign_says_why_in_the_users_language() {
        for why in all() {
            assert_pseudo(&why_not_in(Lang::Pseudo, &why));
            assert_arabic(&why_not_in(Lang::Ar, &why).replace("secp256k1", ""));
            assert_chinese(&why_not_in(Lang::ZhCn, &why));
        }
        assert!(why_not_in(Lang::ZhCn, &Unusable::OtherCurve("P-256".into())).contains("P-256"));
    }
}
