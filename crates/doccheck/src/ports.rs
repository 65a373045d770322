//! Ports: names and UN/LOCODEs (`Rotterdam`, `NLRTM`, `Rotterdam, NL (NLRTM)`).

/// The ports the sandbox's bills use, with the other names documents give them.
const PORTS: &[(&str, &[&str])] = &[
    ("CNSHA", &["shanghai"]),
    ("NLRTM", &["rotterdam"]),
    ("EGALY", &["alexandria", "el iskandariya"]),
    ("EGPSE", &["port said east"]),
    ("SGSIN", &["singapore"]),
    ("AEJEA", &["jebel ali"]),
    ("DEHAM", &["hamburg"]),
    ("BEANR", &["antwerp", "antwerpen", "anvers"]),
    ("ESVLC", &["valencia"]),
    ("GRPIR", &["piraeus"]),
    ("INNSA", &["nhava sheva", "jawaharlal nehru", "jnpt"]),
    ("GBFXT", &["felixstowe"]),
];

/// A port as written: its code and/or its name (lower-case words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Port {
    pub code: Option<String>,
    pub name: Option<String>,
}

fn is_code(token: &str) -> bool {
    token.len() == 5
        && token.bytes().take(2).all(|b| b.is_ascii_uppercase())
        && token
            .bytes()
            .skip(2)
            .all(|b| b.is_ascii_uppercase() || (b'2'..=b'9').contains(&b))
}

fn known_code(code: &str) -> bool {
    PORTS.iter().any(|(c, _)| *c == code)
}

/// Reads `Rotterdam, NL (NLRTM)`, `NLRTM`, `NL RTM`, `Rotterdam, Netherlands`.
pub(crate) fn parse(value: &str) -> Port {
    let value = value.trim();
    let mut code = None;
    // A code in brackets, or a token that is a code we know, or the whole value.
    if let Some(open) = value.find('(')
        && let Some(close) = value.get(open + 1..).and_then(|r| r.find(')'))
    {
        let inner = value
            .get(open + 1..open + 1 + close)
            .unwrap_or_default()
            .trim();
        let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
        if is_code(&compact) {
            code = Some(compact);
        }
    }
    let tokens: Vec<&str> = value
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    if code.is_none() {
        code = tokens
            .iter()
            .find(|t| is_code(t) && known_code(t))
            .map(|t| (*t).to_owned());
    }
    if code.is_none() {
        let compact: String = value.chars().filter(|c| !c.is_whitespace()).collect();
        if is_code(&compact) && tokens.len() <= 2 {
            code = Some(compact);
        }
    }
    // The name: the text before the first comma or bracket, unless that is the code.
    let head = value
        .split([',', '('])
        .next()
        .unwrap_or_default()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ");
    let head_is_code = code
        .as_deref()
        .is_some_and(|c| c.eq_ignore_ascii_case(&head.replace(' ', "")));
    let name = (!head.is_empty() && !head_is_code).then_some(head);
    Port { code, name }
}

/// The code of a name, or the names of a code, from the table.
fn code_of(name: &str) -> Option<&'static str> {
    PORTS
        .iter()
        .find(|(_, names)| names.contains(&name))
        .map(|(c, _)| *c)
}

fn names_of(code: &str) -> &'static [&'static str] {
    PORTS
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(&[], |(_, names)| *names)
}

/// How two ports compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Same {
    Yes,
    No,
    /// One side is a code and the other a name the table does not relate.
    Unknown,
}

pub(crate) fn same(a: &Port, b: &Port) -> Same {
    if let (Some(x), Some(y)) = (&a.code, &b.code) {
        return if x == y { Same::Yes } else { Same::No };
    }
    if let (Some(x), Some(y)) = (&a.name, &b.name) {
        return if x == y { Same::Yes } else { Same::No };
    }
    // One side has only a code, the other only a name.
    let (code, name) = match (&a.code, &b.name, &b.code, &a.name) {
        (Some(code), Some(name), _, _) | (_, _, Some(code), Some(name)) => (code, name),
        _ => return Same::Unknown,
    };
    if names_of(code).contains(&name.as_str()) {
        Same::Yes
    } else if code_of(name).is_some() || known_code(code) {
        Same::No
    } else {
        Same::Unknown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_codes() {
        let sandbox = parse("Rotterdam, NL (NLRTM)");
        assert_eq!(sandbox.code.as_deref(), Some("NLRTM"));
        assert_eq!(sandbox.name.as_deref(), Some("rotterdam"));
        assert_eq!(same(&sandbox, &parse("NLRTM")), Same::Yes);
        assert_eq!(same(&parse("NLRTM"), &parse("ROTTERDAM")), Same::Yes);
        assert_eq!(
            same(&parse("Rotterdam, Netherlands"), &parse("NLRTM")),
            Same::Yes
        );
        assert_eq!(same(&parse("NL RTM"), &parse("Rotterdam")), Same::Yes);
        assert_eq!(same(&parse("Hamburg"), &parse("NLRTM")), Same::No);
        assert_eq!(
            same(&parse("Port Said East, EG (EGPSE)"), &parse("Port Said")),
            Same::No
        );
        assert_eq!(same(&parse("Antwerpen"), &parse("BEANR")), Same::Yes);
        assert_eq!(same(&parse("Lagos"), &parse("NGLOS")), Same::Unknown);
    }
}
