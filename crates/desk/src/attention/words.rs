//! An eBL's state in words, as everywhere the app shows one (the same table as the window's
//! `stateLabel`, ui/src/features/ebls/listModel.ts); the interface's code stays for a tooltip.

use tdx_i18n::tr;

/// The words for the state `code`; a code this version does not know is shown as it is.
/// The words are messages with no placeable, so they can go into another message as an
/// argument (no isolation mark of their own to be shown as a sign there).
pub fn state_words(code: &str) -> String {
    match code {
        "ISSUED" => tr!("desk-state-issued"),
        "SURRENDER_FOR_DELIVERY_REQUESTED" => tr!("desk-state-surrender-requested"),
        "SURRENDERED_FOR_DELIVERY" => tr!("desk-state-surrendered"),
        "SURRENDER_FOR_AMENDMENT_REQUESTED" => tr!("desk-state-amendment-requested"),
        "SURRENDERED_FOR_AMENDMENT" => tr!("desk-state-surrendered-for-amendment"),
        "VOID" => tr!("desk-state-void"),
        other => other.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_states_read_as_words_and_unknown_ones_as_sent() {
        assert_eq!(
            state_words("SURRENDER_FOR_DELIVERY_REQUESTED"),
            "Surrender requested"
        );
        assert_eq!(state_words("ISSUED"), "Issued");
        assert_eq!(state_words("SURRENDERED_FOR_DELIVERY"), "Surrendered");
        assert_eq!(state_words("ON_HOLD"), "ON_HOLD");
    }
}
