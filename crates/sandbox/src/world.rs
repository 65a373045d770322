//! The deterministic demo world: four companies, their users and keys, two OAuth clients and
//! the demo eBLs; plus cheap generation of `--ebls N` extra eBLs.

use uuid::Uuid;

use crate::crypto::{checksum_address, keccak256, key_address, key_from_seed};
use crate::iso6346;
use crate::model::{Client, Company, Ebl, EblState, Goods, Party, PartyType, User};

// Companies and inboxes have random-looking ids, as in a real deployment (so no two are a
// character apart, and a near miss is as rare here as there): each is [`world_id`] of its name,
// the same in every run. They are constants so tests can name them; a test holds them to it.

/// The id the demo world gives `name` ("company Nile", "inbox Harbor"): the keccak-256 of
/// `tdx-sandbox world id: NAME`, made a version-4 UUID.
pub fn world_id(name: &str) -> Uuid {
    let hash = keccak256(format!("tdx-sandbox world id: {name}").as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&hash[..16]);
    uuid::Builder::from_random_bytes(bytes).into_uuid()
}

pub const NILE: Uuid = Uuid::from_u128(0x45d5d097_b12d_4b01_9b8a_c1d1c7061151);
pub const CARRIER: Uuid = Uuid::from_u128(0xeea4d839_af30_456f_bcd2_49f7d27276e8);
pub const DELTA: Uuid = Uuid::from_u128(0x23d5115c_5d6c_4046_8658_68372669c214);
pub const HARBOR: Uuid = Uuid::from_u128(0x5ee3a5d8_1f8a_40fd_85c0_a0026daa6bcd);

pub const NILE_INBOX: Uuid = Uuid::from_u128(0x8e867c28_26ae_4e1a_be67_bcee3b56feab);
pub const CARRIER_INBOX: Uuid = Uuid::from_u128(0x20a0ca04_1550_4fd7_9a73_bae9832b75b9);
pub const DELTA_INBOX: Uuid = Uuid::from_u128(0x16f6a4d4_c43d_45fe_ad3f_3c937d7cb80c);
pub const HARBOR_INBOX: Uuid = Uuid::from_u128(0xb56395a4_2e52_4bd5_9c9e_f91679210d61);

pub const DESK_CLIENT_ID: &str = "ebl-desk";
pub const DESK_CLIENT_SECRET: &str = "ebl-desk-sandbox-secret";
pub const INTEGRATOR_CLIENT_ID: &str = "ebl-integrator";
pub const INTEGRATOR_CLIENT_SECRET: &str = "ebl-integrator-sandbox-secret";

/// Id of the n-th demo eBL (1-based).
pub const fn demo_ebl_id(n: u128) -> Uuid {
    Uuid::from_u128(0xeb100000_0000_4000_8000_000000000000 + n)
}

/// Id of the n-th generated eBL (`--ebls`, 0-based).
pub const fn generated_ebl_id(n: u128) -> Uuid {
    Uuid::from_u128(0xeb1a0000_0000_4000_8000_000000000000 + n)
}

/// The eBL registry contract address (the `recipient` of eBL relayed transactions).
pub fn ebl_registry_address() -> [u8; 20] {
    contract_address("tdx-sandbox eBL registry")
}

/// The envelope registry contract address (the `recipient` of envelope transactions).
pub fn envelope_registry_address() -> [u8; 20] {
    contract_address("tdx-sandbox envelope registry")
}

fn contract_address(seed: &str) -> [u8; 20] {
    let hash = keccak256(seed.as_bytes());
    let mut out = [0u8; 20];
    out.copy_from_slice(&hash[12..]);
    out
}

pub fn registry_address_text() -> String {
    checksum_address(&ebl_registry_address())
}

fn user(email: &str, password: &str, company_id: Uuid) -> User {
    let key = key_from_seed(&format!("tdx-sandbox demo key: {email}"));
    User {
        email: email.to_owned(),
        password: password.to_owned(),
        company_id,
        eth_address: key_address(&key),
        private_key: format!("0x{}", hex::encode(key.to_bytes())),
    }
}

pub fn demo_companies() -> Vec<Company> {
    vec![
        Company {
            id: NILE,
            name: "Nile Trading Co. S.A.E.".into(),
            country: "EG".into(),
            inboxes: vec![NILE_INBOX],
        },
        Company {
            id: CARRIER,
            name: "Global Carrier Lines Ltd.".into(),
            country: "SG".into(),
            inboxes: vec![CARRIER_INBOX],
        },
        Company {
            id: DELTA,
            name: "Delta Textiles Export GmbH".into(),
            country: "DE".into(),
            inboxes: vec![DELTA_INBOX],
        },
        Company {
            id: HARBOR,
            name: "Harbor Bank plc".into(),
            country: "GB".into(),
            inboxes: vec![HARBOR_INBOX],
        },
    ]
}

pub fn demo_users() -> Vec<User> {
    vec![
        user("consignee@nile.example", "nile-sandbox-password", NILE),
        user(
            "carrier@globalcarrier.example",
            "carrier-sandbox-password",
            CARRIER,
        ),
        user("shipper@delta.example", "delta-sandbox-password", DELTA),
        user("bank@harbor.example", "harbor-sandbox-password", HARBOR),
        // A second user of the consignee's company, after its first (the company's first user
        // stays the one the sandbox names for it): a clerk who prepares transfers for the
        // consignee to approve (dual control). It has a key of its own, like every user.
        user("clerk@nile.example", "nile-clerk-password", NILE),
    ]
}

pub fn demo_clients() -> Vec<Client> {
    vec![
        Client {
            client_id: DESK_CLIENT_ID.into(),
            client_secret: DESK_CLIENT_SECRET.into(),
            grants: vec!["authorization_code".into(), "refresh_token".into()],
            redirect_uris: vec![
                "http://127.0.0.1/callback".into(),
                "http://[::1]/callback".into(),
            ],
        },
        Client {
            client_id: INTEGRATOR_CLIENT_ID.into(),
            client_secret: INTEGRATOR_CLIENT_SECRET.into(),
            grants: vec!["client_credentials".into(), "refresh_token".into()],
            redirect_uris: vec![],
        },
    ]
}

const PORTS: &[&str] = &[
    "Shanghai, CN (CNSHA)",
    "Rotterdam, NL (NLRTM)",
    "Alexandria, EG (EGALY)",
    "Port Said East, EG (EGPSE)",
    "Singapore, SG (SGSIN)",
    "Jebel Ali, AE (AEJEA)",
    "Hamburg, DE (DEHAM)",
    "Antwerp, BE (BEANR)",
    "Valencia, ES (ESVLC)",
    "Piraeus, GR (GRPIR)",
    "Nhava Sheva, IN (INNSA)",
    "Felixstowe, GB (GBFXT)",
];

const VESSELS: &[&str] = &[
    "MSC Aurora",
    "Maersk Elba",
    "CMA CGM Tigris",
    "Ever Gentle",
    "ONE Harmony",
    "Cosco Nile Star",
    "Hapag Berlin Express",
    "Global Carrier Meridian",
];

const CARGO: &[&str] = &[
    "Cotton yarn, combed, 40s count, on cones",
    "Woven denim fabric, indigo, 12 oz",
    "Knitted T-shirts, 100% cotton, assorted sizes",
    "Industrial sewing machines, crated",
    "Polyester staple fibre, bales",
    "Dyestuffs, non-hazardous, in drums",
    "Egyptian long-staple cotton, pressed bales",
    "Spare parts for textile machinery",
];

/// A small deterministic pseudo-random sequence (xorshift) for generated content.
struct Seq(u64);

impl Seq {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        let index = (self.next() % items.len() as u64) as usize;
        items.get(index).copied().unwrap_or_default()
    }
}

/// A valid ISO 6346 freight container number of `owner` with a serial drawn from `random`.
fn container(owner: &str, random: u64) -> String {
    let serial = (random % 1_000_000) as u32;
    iso6346::container_number(owner, 'U', serial).unwrap_or_else(|| format!("{owner}U{serial:06}0"))
}

/// Parties of a typical eBL: carrier issues and is surrenderee.
pub fn parties(
    consignee: (Uuid, Option<Uuid>, Option<String>),
    consignor: (Uuid, Option<Uuid>, Option<String>),
    issuer: (Uuid, Option<Uuid>, Option<String>),
) -> Vec<Party> {
    vec![
        Party {
            kind: PartyType::Issuer,
            id: issuer.0,
            inbox_id: issuer.1,
            contact_email: issuer.2.clone(),
        },
        Party {
            kind: PartyType::Surrenderee,
            id: issuer.0,
            inbox_id: issuer.1,
            contact_email: issuer.2,
        },
        Party {
            kind: PartyType::Consignor,
            id: consignor.0,
            inbox_id: consignor.1,
            contact_email: consignor.2,
        },
        Party {
            kind: PartyType::Consignee,
            id: consignee.0,
            inbox_id: consignee.1,
            contact_email: consignee.2,
        },
    ]
}

/// Builds an eBL with deterministic content derived from `seed`.
pub fn make_ebl(
    id: Uuid,
    reference: String,
    parties: Vec<Party>,
    possession_id: Uuid,
    seed: u64,
) -> Ebl {
    let mut seq = Seq(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let loading = seq.pick(PORTS);
    let mut discharge = seq.pick(PORTS);
    if discharge == loading {
        discharge = "Alexandria, EG (EGALY)";
        if loading == discharge {
            discharge = "Rotterdam, NL (NLRTM)";
        }
    }
    let vessel = seq.pick(VESSELS);
    let voyage = format!(
        "{:03}{}",
        seq.next() % 900 + 100,
        ["E", "W", "N", "S"][(seq.next() % 4) as usize]
    );
    let lines = 1 + (seq.next() % 4) as usize;
    let goods = (0..lines)
        .map(|i| Goods {
            container: container(
                ["GCL", "MSK", "CMA", "TGH"][(seq.next() % 4) as usize],
                seq.next(),
            ),
            seal: format!("SL{:06}", seq.next() % 1_000_000),
            packages: 20 + (seq.next() % 400) as u32,
            description: seq.pick(CARGO).to_owned(),
            gross_weight_kg: 4_000.0 + (seq.next() % 20_000) as f64 + i as f64 * 0.5,
            volume_cbm: 20.0 + (seq.next() % 50) as f64,
        })
        .collect();
    let day = 1 + seq.next() % 28;
    let month = 1 + seq.next() % 10;
    Ebl {
        id,
        reference,
        state: EblState::Issued,
        title_id: Uuid::from_u128(0x717e0000_0000_4000_8000_000000000000 ^ id.as_u128()),
        possession_id,
        parties,
        port_of_loading: Some(loading.to_owned()),
        port_of_discharge: Some(discharge.to_owned()),
        vessel_name: Some(vessel.to_owned()),
        voyage_number: Some(voyage),
        ebl_copy_id: None,
        issue_date: format!("2026-{month:02}-{day:02}"),
        goods,
        notify_party: "Same as consignee".into(),
    }
}

fn who(company: Uuid, inbox: Uuid, email: &str) -> (Uuid, Option<Uuid>, Option<String>) {
    (company, Some(inbox), Some(email.to_owned()))
}

/// The demo eBLs plus `extra` generated ones held by the consignee company.
pub fn demo_ebls(extra: usize) -> Vec<Ebl> {
    let nile = who(NILE, NILE_INBOX, "consignee@nile.example");
    let carrier = who(CARRIER, CARRIER_INBOX, "carrier@globalcarrier.example");
    let delta = who(DELTA, DELTA_INBOX, "shipper@delta.example");
    let harbor = who(HARBOR, HARBOR_INBOX, "bank@harbor.example");
    let mut ebls = Vec::with_capacity(9 + extra);
    for n in 1..=5u128 {
        ebls.push(make_ebl(
            demo_ebl_id(n),
            format!("GCLU26041{n:03}"),
            parties(nile.clone(), delta.clone(), carrier.clone()),
            NILE_INBOX,
            n as u64,
        ));
    }
    // Nile holds it (transferred by the bank) but is not the consignee.
    let mut held = make_ebl(
        demo_ebl_id(6),
        "GCLU26041006".into(),
        parties(harbor.clone(), delta.clone(), carrier.clone()),
        NILE_INBOX,
        6,
    );
    held.notify_party = "Nile Trading Co. S.A.E., Alexandria".into();
    ebls.push(held);
    // An original held by the bank, and a copy of it sent to Nile.
    let original = make_ebl(
        demo_ebl_id(7),
        "GCLU26041007".into(),
        parties(harbor.clone(), delta.clone(), carrier.clone()),
        HARBOR_INBOX,
        7,
    );
    let mut copy = original.clone();
    copy.id = demo_ebl_id(8);
    copy.ebl_copy_id = Some(original.id);
    copy.possession_id = NILE_INBOX;
    ebls.push(original);
    ebls.push(copy);
    // Surrender already requested: the carrier (surrenderee) holds it.
    let mut surrendering = make_ebl(
        demo_ebl_id(9),
        "GCLU26041009".into(),
        parties(nile.clone(), delta.clone(), carrier.clone()),
        CARRIER_INBOX,
        9,
    );
    surrendering.state = EblState::SurrenderForDeliveryRequested;
    ebls.push(surrendering);
    for i in 0..extra {
        ebls.push(make_ebl(
            generated_ebl_id(i as u128),
            format!("GEN{:08}", i + 1),
            parties(nile.clone(), delta.clone(), carrier.clone()),
            NILE_INBOX,
            1000 + i as u64,
        ));
    }
    ebls
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_container_of_a_large_world_is_valid_iso_6346() {
        let ebls = demo_ebls(1000);
        let containers: Vec<&str> = ebls
            .iter()
            .flat_map(|e| e.goods.iter().map(|g| g.container.as_str()))
            .collect();
        assert!(containers.len() >= 1009);
        for container in &containers {
            assert!(crate::iso6346::is_valid(container), "{container}");
        }
    }

    #[test]
    fn companies_and_inboxes_have_ids_derived_from_their_names_and_far_apart() {
        let named = [
            (NILE, "company Nile"),
            (CARRIER, "company Carrier"),
            (DELTA, "company Delta"),
            (HARBOR, "company Harbor"),
            (NILE_INBOX, "inbox Nile"),
            (CARRIER_INBOX, "inbox Carrier"),
            (DELTA_INBOX, "inbox Delta"),
            (HARBOR_INBOX, "inbox Harbor"),
        ];
        for (id, name) in named {
            assert_eq!(id, world_id(name), "{name}");
        }
        // No two share even their first four hex digits (a sequential world shared eight).
        for (a, _) in named {
            for (b, _) in named {
                let (a, b) = (a.simple().to_string(), b.simple().to_string());
                assert!(a == b || a[..4] != b[..4], "{a} {b}");
            }
        }
    }

    #[test]
    fn the_same_size_gives_the_same_world() {
        assert_eq!(demo_ebls(50), demo_ebls(50));
        // The first eBLs do not depend on how many are generated after them.
        assert_eq!(demo_ebls(3)[..12], demo_ebls(50)[..12]);
    }
}
