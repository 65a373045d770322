//! ISO 6346 container numbers: a 3-letter owner code, a category letter (`U` freight
//! container, `J` detachable equipment, `Z` trailer or chassis), a 6-digit serial number and
//! a check digit.
//!
//! The check digit: each of the first ten characters gets a value (digits their own value;
//! letters from A = 10 upwards, skipping the multiples of 11, so B = 12, K = 21, L = 23,
//! U = 32, V = 34, Z = 38), multiplied by 2 to the power of its position (0 to 9); the sum
//! modulo 11, then modulo 10 (a remainder of 10 gives 0), is the check digit.

/// The value of one character of a container number, `None` for anything else than an
/// ASCII digit or upper-case letter.
fn value(c: char) -> Option<u32> {
    match c {
        '0'..='9' => c.to_digit(10),
        'A'..='Z' => {
            // Counting up from A = 10, one step further for each multiple of 11 passed
            // (11 before B, 22 before L, 33 before V).
            let raw = 10 + (c as u32 - 'A' as u32);
            Some(raw + (raw + raw / 11) / 11)
        }
        _ => None,
    }
}

/// The check digit of the first ten characters of `number` (owner code, category, serial),
/// or `None` when they are not 4 upper-case letters and 6 digits.
pub fn check_digit(number: &str) -> Option<u8> {
    let chars: Vec<char> = number.chars().take(10).collect();
    if chars.len() != 10 {
        return None;
    }
    let (letters, digits) = chars.split_at(4);
    if !letters.iter().all(char::is_ascii_uppercase) || !digits.iter().all(char::is_ascii_digit) {
        return None;
    }
    let mut sum: u32 = 0;
    for (position, c) in chars.iter().enumerate() {
        sum += value(*c)? << position;
    }
    Some((sum % 11 % 10) as u8)
}

/// Whether `number` is a valid ISO 6346 container number: 11 characters, owner code,
/// category `U`, `J` or `Z`, serial, and the right check digit.
pub fn is_valid(number: &str) -> bool {
    if number.len() != 11 || !number.is_ascii() {
        return false;
    }
    if !matches!(number.as_bytes().get(3), Some(b'U' | b'J' | b'Z')) {
        return false;
    }
    let last = number.as_bytes().get(10).copied().unwrap_or_default();
    check_digit(number).is_some_and(|d| last == b'0' + d)
}

/// The full container number of `owner` (3 upper-case letters), `category` (`U`, `J`, `Z`)
/// and `serial` (below 1,000,000), check digit appended.
pub fn container_number(owner: &str, category: char, serial: u32) -> Option<String> {
    if owner.len() != 3 || !matches!(category, 'U' | 'J' | 'Z') || serial >= 1_000_000 {
        return None;
    }
    let base = format!("{owner}{category}{serial:06}");
    check_digit(&base).map(|d| format!("{base}{d}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_values_skip_the_multiples_of_eleven() {
        let values: Vec<u32> = ('A'..='Z').filter_map(value).collect();
        assert_eq!(
            values,
            [
                10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
                34, 35, 36, 37, 38
            ]
        );
    }

    // Each checked by hand: CSQU3054383 sums 13 + 60 + 112 + 256 + 48 + 0 + 320 + 512 + 768
    // + 4096 = 6185 = 562 * 11 + 3; MSKU9070323 sums 24 + 60 + 84 + 256 + 144 + 0 + 448 + 0
    // + 768 + 1024 = 2808 = 255 * 11 + 3; GCLU0000080 sums 17 + 26 + 92 + 256 + 8 * 512 = 4487
    // = 407 * 11 + 10, and 10 gives 0; MSCU6639870 and OOLU1234567 are well-known examples.
    const VALID: [&str; 6] = [
        "CSQU3054383",
        "MSKU9070323",
        "GCLU0000080",
        "MSCU6639870",
        "OOLU1234567",
        "APZU4812090",
    ];

    #[test]
    fn known_good_numbers_are_valid() {
        for number in VALID {
            assert!(is_valid(number), "{number}");
        }
        assert_eq!(check_digit("CSQU305438"), Some(3));
        assert_eq!(check_digit("GCLU000008"), Some(0));
    }

    #[test]
    fn a_number_one_digit_off_is_invalid() {
        // The standard's one blind spot: a sum of 0 and a sum of 10 (mod 11) both give the
        // check digit 0, so a change that moves the sum from one to the other goes unseen.
        // With check digit 0 and the sixth character one higher, 2^5 = 32 = 10 (mod 11).
        let unseen = ["MSCU6739870", "APZU4912090"];
        for number in VALID {
            for position in 4..11 {
                let mut bytes = number.as_bytes().to_vec();
                bytes[position] = b'0' + (bytes[position] - b'0' + 1) % 10;
                let changed = String::from_utf8(bytes).unwrap();
                assert_eq!(
                    is_valid(&changed),
                    unseen.contains(&changed.as_str()),
                    "{changed} (from {number})"
                );
            }
        }
        assert!(!is_valid("CSQU3054384"));
        assert!(!is_valid("CSQU3054483"));
        assert!(!is_valid("MSKU9070324"));
        assert!(!is_valid("MSKU9170323"));
    }

    #[test]
    fn malformed_numbers_are_invalid() {
        for number in [
            "",
            "CSQU305438",
            "CSQU30543833",
            "csqu3054383",
            "CSQX3054383",
            "CSQU30543A3",
            "C5QU3054383",
            "CSQU305438é",
        ] {
            assert!(!is_valid(number), "{number}");
        }
        assert_eq!(check_digit("CSQ"), None);
    }

    #[test]
    fn built_numbers_are_valid() {
        assert_eq!(
            container_number("CSQ", 'U', 305_438).as_deref(),
            Some("CSQU3054383")
        );
        assert_eq!(
            container_number("GCL", 'J', 8).as_deref().map(is_valid),
            Some(true)
        );
        assert_eq!(container_number("GCL", 'X', 8), None);
        assert_eq!(container_number("GCL", 'U', 1_000_000), None);
        assert_eq!(container_number("GC", 'U', 1), None);
    }
}
