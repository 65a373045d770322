//! SWIFT FIN text: a whole message (`{1:…}{2:…}{3:…}{4:` … `-}{5:…}`) or only its block 4,
//! read into `:tag:value` fields with their lines.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Error, Result};

/// One field of block 4, as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditField")]
pub struct Field {
    /// `20`, `32B`, `41D`...
    pub tag: String,
    /// The value; the lines of a multi-line field joined with `\n`.
    pub value: String,
    /// The 1-based line of the text where the field starts.
    pub line: u32,
}

/// Block 4's fields and the message type block 2 names (`700`), when the text has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block4 {
    pub message_type: Option<String>,
    pub fields: Vec<Field>,
    /// The line after the last field (where a missing field is reported).
    pub end_line: u32,
}

fn line_no(i: usize) -> u32 {
    u32::try_from(i + 1).unwrap_or(u32::MAX)
}

/// A tag: two digits and an optional upper-case letter (`20`, `32B`, `41a` written `41A`/`41D`).
fn is_tag(tag: &str) -> bool {
    let b = tag.as_bytes();
    match b {
        [a, b] => a.is_ascii_digit() && b.is_ascii_digit(),
        [a, b, c] => a.is_ascii_digit() && b.is_ascii_digit() && c.is_ascii_uppercase(),
        _ => false,
    }
}

/// Reads `text`: a FIN message or block 4's lines alone.
pub fn read(text: &str) -> Result<Block4> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    // Where block 4's fields start: after `{4:` (a FIN message), else the first line.
    let mut message_type = None;
    let mut start = 0;
    let mut first_rest: Option<String> = None;
    let framed = text.trim_start().starts_with('{');
    if framed {
        let Some((i, at)) = lines
            .iter()
            .enumerate()
            .find_map(|(i, l)| l.find("{4:").map(|at| (i, at)))
        else {
            return Err(Error::Malformed {
                line: 1,
                reason: "a SWIFT message without a block 4 ({4:)".into(),
            });
        };
        let head: String = lines.get(..=i).unwrap_or_default().join("\n");
        message_type = block2_type(&head);
        start = i + 1;
        let rest = lines
            .get(i)
            .and_then(|l| l.get(at + 3..))
            .unwrap_or_default();
        if !rest.trim().is_empty() {
            first_rest = Some(rest.to_owned());
        }
    }
    let mut fields: Vec<Field> = Vec::new();
    let mut ended = !framed;
    let mut end_line = line_no(lines.len());
    let numbered: Vec<(usize, String)> = first_rest
        .map(|r| (start.saturating_sub(1), r))
        .into_iter()
        .chain(
            lines
                .iter()
                .enumerate()
                .skip(start)
                .map(|(i, l)| (i, (*l).to_owned())),
        )
        .collect();
    for (i, line) in numbered {
        let trimmed = line.trim();
        if framed && (trimmed == "-}" || trimmed.starts_with("-}")) {
            ended = true;
            end_line = line_no(i);
            break;
        }
        if !framed && trimmed == "-" {
            end_line = line_no(i);
            break;
        }
        if let Some(rest) = line.strip_prefix(':') {
            let Some(close) = rest.find(':') else {
                return Err(Error::Malformed {
                    line: line_no(i),
                    reason: format!("{trimmed:?} starts like a field but has no :tag:"),
                });
            };
            let tag = rest.get(..close).unwrap_or_default();
            if !is_tag(tag) {
                return Err(Error::Malformed {
                    line: line_no(i),
                    reason: format!(
                        "{tag:?} is not a field tag (two digits and a letter, e.g. 32B)"
                    ),
                });
            }
            fields.push(Field {
                tag: tag.to_owned(),
                value: rest
                    .get(close + 1..)
                    .unwrap_or_default()
                    .trim_end()
                    .to_owned(),
                line: line_no(i),
            });
            continue;
        }
        match fields.last_mut() {
            Some(f) => {
                f.value.push('\n');
                f.value.push_str(line.trim_end());
            }
            None if trimmed.is_empty() => {}
            None => {
                return Err(Error::Malformed {
                    line: line_no(i),
                    reason: format!(
                        "text before the first field: {:?} (a field starts with :tag:, e.g. :20:)",
                        clip(trimmed)
                    ),
                });
            }
        }
    }
    if !ended {
        return Err(Error::Malformed {
            line: line_no(lines.len().saturating_sub(1)),
            reason: "block 4 does not end with -}".into(),
        });
    }
    for f in &mut fields {
        while f.value.ends_with('\n') {
            f.value.pop();
        }
    }
    if fields.is_empty() {
        return Err(Error::Malformed {
            line: 1,
            reason: "no :tag:value field in the text".into(),
        });
    }
    Ok(Block4 {
        message_type,
        fields,
        end_line,
    })
}

/// `{2:I700BANKDEFFXXXXN}` or `{2:O7001200…}`: `700`.
fn block2_type(head: &str) -> Option<String> {
    let at = head.find("{2:")?;
    let rest = head.get(at + 3..)?;
    let rest = rest.strip_prefix(['I', 'O'])?;
    let ty = rest.get(..3)?;
    ty.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| ty.to_owned())
}

/// At most 40 characters of `s`, for an error.
pub(crate) fn clip(s: &str) -> String {
    if s.chars().count() <= 40 {
        s.to_owned()
    } else {
        let mut out: String = s.chars().take(40).collect();
        out.push('…');
        out
    }
}
