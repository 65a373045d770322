//! The registry contracts each signing key has signed for, pinned on first use: per signer
//! address, across every profile of this store (a new or re-added profile with the same key is
//! held to the same registry), one per kind of call (`ebl`, `envelope`). A different address
//! the service named since is kept as *offered* until the user accepts it.

use rusqlite::{OptionalExtension, params};

use crate::error::Result;
use crate::store::Store;

/// A signer's registry of one kind: the pinned address and a refused new one, if any.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RegistryPinRecord {
    pub pinned: Option<String>,
    pub offered: Option<String>,
}

fn signer_key(signer: &str) -> String {
    signer.trim().to_ascii_lowercase()
}

impl Store {
    /// What `signer` has pinned (and been offered) for registries of `kind`.
    pub fn registry_pin(&self, signer: &str, kind: &str) -> Result<RegistryPinRecord> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT pinned, offered FROM registry_pins WHERE signer = ?1 AND kind = ?2",
            )?
            .query_row(params![signer_key(signer), kind], |r| {
                Ok(RegistryPinRecord {
                    pinned: r.get(0)?,
                    offered: r.get(1)?,
                })
            })
            .optional()?
            .unwrap_or_default())
    }

    /// Pins `address` for `signer` unless a registry is pinned already; returns the pin in force.
    pub fn pin_registry(&self, signer: &str, kind: &str, address: &str) -> Result<String> {
        self.conn.execute(
            "INSERT INTO registry_pins (signer, kind, pinned) VALUES (?1, ?2, ?3)
             ON CONFLICT (signer, kind) DO UPDATE SET pinned = COALESCE(pinned, excluded.pinned)",
            params![signer_key(signer), kind, address],
        )?;
        Ok(self
            .registry_pin(signer, kind)?
            .pinned
            .unwrap_or_else(|| address.to_owned()))
    }

    /// Remembers a refused new address (`None` forgets it).
    pub fn offer_registry(&self, signer: &str, kind: &str, offered: Option<&str>) -> Result<()> {
        self.conn.execute(
            "INSERT INTO registry_pins (signer, kind, offered) VALUES (?1, ?2, ?3)
             ON CONFLICT (signer, kind) DO UPDATE SET offered = excluded.offered",
            params![signer_key(signer), kind, offered],
        )?;
        Ok(())
    }

    /// The user accepted `address`: it replaces the pin, and nothing is offered any more.
    pub fn accept_registry(&self, signer: &str, kind: &str, address: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO registry_pins (signer, kind, pinned, offered) VALUES (?1, ?2, ?3, NULL)
             ON CONFLICT (signer, kind) DO UPDATE SET pinned = excluded.pinned, offered = NULL",
            params![signer_key(signer), kind, address],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::Store;

    #[test]
    fn a_signer_s_first_pin_holds_until_a_change_is_accepted() {
        let store = Store::open_in_memory().unwrap();
        let me = "0xAbC0000000000000000000000000000000000001";
        assert_eq!(store.registry_pin(me, "ebl").unwrap().pinned, None);
        assert_eq!(store.pin_registry(me, "ebl", "0x01").unwrap(), "0x01");
        // A later first use (another profile, same key) keeps the first pin; case does not matter.
        assert_eq!(
            store
                .pin_registry(&me.to_lowercase(), "ebl", "0x02")
                .unwrap(),
            "0x01"
        );
        assert_eq!(store.registry_pin(me, "envelope").unwrap().pinned, None);
        store.offer_registry(me, "ebl", Some("0x02")).unwrap();
        assert_eq!(
            store.registry_pin(me, "ebl").unwrap().offered.as_deref(),
            Some("0x02")
        );
        store.accept_registry(me, "ebl", "0x02").unwrap();
        let now = store.registry_pin(me, "ebl").unwrap();
        assert_eq!((now.pinned.as_deref(), now.offered), (Some("0x02"), None));
    }
}
