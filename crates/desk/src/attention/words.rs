//! An eBL's state in words, as everywhere the app shows one (the same table as the window's
//! `stateLabel`, ui/src/features/ebls/listModel.ts); the interface's code stays for a tooltip.

/// The words for the state `code`; a code this version does not know is shown as it is.
pub fn state_words(code: &str) -> String {
    match code {
        "ISSUED" => "Issued",
        "SURRENDER_FOR_DELIVERY_REQUESTED" => "Surrender requested",
        "SURRENDERED_FOR_DELIVERY" => "Surrendered",
        "SURRENDER_FOR_AMENDMENT_REQUESTED" => "Amendment requested",
        "SURRENDERED_FOR_AMENDMENT" => "Surrendered for amendment",
        "VOID" => "Void",
        other => other,
    }
    .to_owned()
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
