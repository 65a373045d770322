//! ISO 6346 container numbers: owner code (3 letters), category (U, J or Z), a 6-digit
//! serial and a check digit; `MSKU9070323`, `MSKU 907032-3`, `MSKU-907032-3`.

/// A container number found in a text, in its compact form (`MSKU9070323`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Container {
    pub number: String,
    pub check_digit_ok: bool,
}

fn letter_value(c: u8) -> Option<u32> {
    if !c.is_ascii_uppercase() {
        return None;
    }
    // A = 10, then skipping multiples of 11 (11, 22, 33).
    let mut value = 10;
    for _ in b'A'..c {
        value += 1;
        if value % 11 == 0 {
            value += 1;
        }
    }
    Some(value)
}

/// The check digit of the first ten characters (owner, category, serial).
pub(crate) fn check_digit(first_ten: &str) -> Option<u32> {
    let b = first_ten.as_bytes();
    if b.len() != 10 {
        return None;
    }
    let mut sum: u32 = 0;
    for (i, &c) in b.iter().enumerate() {
        let v = if i < 4 {
            letter_value(c)?
        } else if c.is_ascii_digit() {
            u32::from(c - b'0')
        } else {
            return None;
        };
        sum += v << i;
    }
    Some(sum % 11 % 10)
}

/// Every container number in a text, in order of appearance (repeats included).
pub(crate) fn containers_in(text: &str) -> Vec<Container> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 11 <= b.len() {
        let starts_word = i == 0 || b.get(i - 1).is_some_and(|p| !p.is_ascii_alphanumeric());
        let head = b.get(i..i + 4).unwrap_or_default();
        let is_head = head.len() == 4
            && head.iter().all(u8::is_ascii_uppercase)
            && head.get(3).is_some_and(|c| matches!(c, b'U' | b'J' | b'Z'));
        if !(starts_word && is_head) {
            i += 1;
            continue;
        }
        if let Some((container, end)) = read_rest(text, i) {
            out.push(container);
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

fn read_rest(text: &str, start: usize) -> Option<(Container, usize)> {
    let b = text.as_bytes();
    let mut j = start + 4;
    if matches!(b.get(j), Some(b' ' | b'-')) {
        j += 1;
    }
    let serial = b.get(j..j + 6)?;
    if !serial.iter().all(u8::is_ascii_digit) {
        return None;
    }
    j += 6;
    let mut sep = None;
    if let Some(&c @ (b' ' | b'-')) = b.get(j) {
        sep = Some(c);
        j += 1;
    }
    let digit = *b.get(j)?;
    if !digit.is_ascii_digit() {
        return None;
    }
    j += 1;
    if b.get(j).is_some_and(u8::is_ascii_alphanumeric) {
        return None;
    }
    let head = text.get(start..start + 4)?;
    let serial = std::str::from_utf8(serial).ok()?;
    let first_ten = format!("{head}{serial}");
    let expected = check_digit(&first_ten)?;
    let ok = expected == u32::from(digit - b'0');
    // `MSKU 907032 3` is read as one number only when its check digit agrees: a lone
    // digit after a space is as likely the next column.
    if sep == Some(b' ') && !ok {
        return None;
    }
    Some((
        Container {
            number: format!("{first_ten}{}", char::from(digit)),
            check_digit_ok: ok,
        },
        j,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_digits_of_known_numbers() {
        // Examples from ISO 6346 and carriers' documents.
        assert_eq!(check_digit("CSQU305438"), Some(3));
        assert_eq!(check_digit("MSKU907032"), Some(3));
        assert_eq!(check_digit("MSKU90703"), None);
    }

    #[test]
    fn finds_numbers_written_with_spaces_and_dashes() {
        let found: Vec<String> = containers_in(
            "Containers: MSKU 907032-3, CSQU3054383 / MSKU-907032-4; GCLU26041001 B/L; xMSKU9070323",
        )
        .into_iter()
        .map(|c| format!("{}{}", c.number, if c.check_digit_ok { "" } else { "!" }))
        .collect();
        assert_eq!(found, vec!["MSKU9070323", "CSQU3054383", "MSKU9070324!"]);
    }
}
