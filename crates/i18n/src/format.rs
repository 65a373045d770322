//! Numbers, dates and times written for a language, the way the window's `Intl` writes them
//! (`ui/src/i18n`), so `tdx`, the notifications and the window agree:
//!
//! | | number | [`date_time`] | [`date`] |
//! |---|---|---|---|
//! | `en` | `1,234.5` | `27 Nov 2026, 16:38` | `27 Nov 2026` |
//! | `ar` | `١٬٢٣٤٫٥` | `٢٧ نوفمبر ٢٠٢٦، ١٦:٣٨` | `٢٧ نوفمبر ٢٠٢٦` |
//! | `zh-CN` | `1,234.5` | `2026年11月27日 16:38` | `2026年11月27日` |
//! | `en-XA` | `1,234.5` | `27 Ñóóṽ 2026, 16:38` | `27 Ñóóṽ 2026` |
//!
//! (`Intl` with `en-GB`, `ar-EG`, `zh-CN`: day, short month, year, 24-hour time.) Numbers keep
//! at most three decimals, rounded half away from zero like `Intl.NumberFormat`. A time is
//! shown in the user's time zone: `TZ`, else the system's (`/etc/localtime`), else UTC.
//! Every `{ $number }` of a message is written by the same rules.

use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumberOptions;
use jiff::tz::TimeZone;

use crate::{Lang, language};

/// A number [`number`] can write: the integer types and the floats.
pub trait Number: Copy {
    fn to_f64(self) -> f64;
}

macro_rules! number_types {
    ($($t:ty),*) => {$(
        impl Number for $t {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
    )*};
}
number_types!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);

/// `n` written for the process's language: `1,234.5`, `١٬٢٣٤٫٥`.
pub fn number(n: impl Number) -> String {
    number_in(language(), n)
}

/// `n` written for `lang`.
pub fn number_in(lang: Lang, n: impl Number) -> String {
    write_number(lang, n.to_f64(), &FluentNumberOptions::default())
}

/// The moment `t` in the user's time zone, date and time, for the process's language:
/// `27 Nov 2026, 16:38`.
pub fn date_time(t: time::OffsetDateTime) -> String {
    date_time_in(language(), t, &user_time_zone())
}

/// The day of the moment `t` in the user's time zone, for the process's language:
/// `27 Nov 2026`.
pub fn date(t: time::OffsetDateTime) -> String {
    date_in(language(), t, &user_time_zone())
}

/// A calendar date (no time, no zone: an issue date, a due date) for the process's language.
pub fn calendar_date(d: time::Date) -> String {
    calendar_date_in(language(), d)
}

/// [`date_time`] for `lang` in the zone `tz`.
pub fn date_time_in(lang: Lang, t: time::OffsetDateTime, tz: &TimeZone) -> String {
    let local = Local::of(t, tz);
    let day = write_date(lang, local.year, local.month, local.day);
    let time = format!(
        "{}:{}",
        digits(lang, &format!("{:02}", local.hour)),
        digits(lang, &format!("{:02}", local.minute))
    );
    match lang {
        Lang::En | Lang::Pseudo => format!("{day}, {time}"),
        Lang::Ar => format!("{day}، {time}"),
        Lang::ZhCn => format!("{day} {time}"),
    }
}

/// [`date`] for `lang` in the zone `tz`.
pub fn date_in(lang: Lang, t: time::OffsetDateTime, tz: &TimeZone) -> String {
    let local = Local::of(t, tz);
    write_date(lang, local.year, local.month, local.day)
}

/// [`calendar_date`] for `lang`.
pub fn calendar_date_in(lang: Lang, d: time::Date) -> String {
    write_date(lang, d.year(), u8::from(d.month()), d.day())
}

/// The user's time zone: `TZ`, else the system's, else UTC (never fails).
pub fn user_time_zone() -> TimeZone {
    TimeZone::try_system().unwrap_or(TimeZone::UTC)
}

/// A moment's wall-clock fields in a zone.
struct Local {
    year: i32,
    month: u8,
    day: u8,
    hour: u8,
    minute: u8,
}

impl Local {
    fn of(t: time::OffsetDateTime, tz: &TimeZone) -> Local {
        let zoned = i64::try_from(t.unix_timestamp_nanos())
            .ok()
            .and_then(|nanos| jiff::Timestamp::from_nanosecond(i128::from(nanos)).ok())
            .map(|ts| ts.to_zoned(tz.clone()).datetime());
        match zoned {
            Some(dt) => Local {
                year: i32::from(dt.year()),
                month: u8::try_from(dt.month()).unwrap_or(1),
                day: u8::try_from(dt.day()).unwrap_or(1),
                hour: u8::try_from(dt.hour()).unwrap_or(0),
                minute: u8::try_from(dt.minute()).unwrap_or(0),
            },
            // Out of jiff's range (beyond the year ±9999): as the moment says, in its own offset.
            None => Local {
                year: t.year(),
                month: u8::from(t.month()),
                day: t.day(),
                hour: t.hour(),
                minute: t.minute(),
            },
        }
    }
}

const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec",
];
const MONTHS_AR: [&str; 12] = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
];

fn write_date(lang: Lang, year: i32, month: u8, day: u8) -> String {
    let m = usize::from(month.clamp(1, 12)) - 1;
    match lang {
        Lang::En => format!("{day} {} {year}", MONTHS_EN[m]),
        Lang::Pseudo => format!("{day} {} {year}", crate::pseudo(MONTHS_EN[m])),
        Lang::Ar => format!(
            "{} {} {}",
            digits(lang, &day.to_string()),
            MONTHS_AR[m],
            digits(lang, &year.to_string())
        ),
        Lang::ZhCn => format!("{year}年{month}月{day}日"),
    }
}

/// ASCII digits written in the language's digits (Arabic-Indic in `ar`).
fn digits(lang: Lang, ascii: &str) -> String {
    match lang {
        Lang::Ar => ascii
            .chars()
            .map(|c| match c.to_digit(10) {
                Some(d) => char::from_u32(0x0660 + d).unwrap_or(c),
                None => c,
            })
            .collect(),
        Lang::En | Lang::ZhCn | Lang::Pseudo => ascii.to_owned(),
    }
}

/// The signs a language writes a number with.
struct Symbols {
    group: &'static str,
    decimal: &'static str,
    minus: &'static str,
}

fn symbols(lang: Lang) -> Symbols {
    match lang {
        // The Arabic thousands and decimal separators; the minus after an Arabic letter mark,
        // as `Intl` writes it for `ar-EG`.
        Lang::Ar => Symbols {
            group: "\u{066c}",
            decimal: "\u{066b}",
            minus: "\u{061c}-",
        },
        Lang::En | Lang::ZhCn | Lang::Pseudo => Symbols {
            group: ",",
            decimal: ".",
            minus: "-",
        },
    }
}

/// `value` written for `lang` with Fluent's number options (`NUMBER($n, useGrouping: "false",
/// minimumFractionDigits: 2)`); at most three decimals unless the options say otherwise.
pub(crate) fn write_number(lang: Lang, value: f64, options: &FluentNumberOptions) -> String {
    let sym = symbols(lang);
    if value.is_nan() {
        return "NaN".to_owned();
    }
    let sign = if value.is_sign_negative() {
        sym.minus
    } else {
        ""
    };
    if value.is_infinite() {
        return format!("{sign}∞");
    }
    let min_fraction = options.minimum_fraction_digits.unwrap_or(0).min(20);
    let max_fraction = options
        .maximum_fraction_digits
        .unwrap_or(3.max(min_fraction))
        .clamp(min_fraction, 20);
    // The shortest decimal that reads back as `value` (as `Intl` starts from), rounded.
    let (int_part, frac_part) = round_decimal(&format!("{}", value.abs()), max_fraction);
    let frac_part = {
        let mut f = frac_part.trim_end_matches('0').to_owned();
        while f.len() < min_fraction {
            f.push('0');
        }
        f
    };
    let mut int_part = int_part;
    if let Some(min_int) = options.minimum_integer_digits {
        while int_part.len() < min_int.min(30) {
            int_part.insert(0, '0');
        }
    }
    let mut out = String::from(sign);
    let len = int_part.len();
    for (i, c) in int_part.chars().enumerate() {
        if options.use_grouping && i > 0 && (len - i) % 3 == 0 {
            out.push_str(sym.group);
        }
        out.push(c);
    }
    if !frac_part.is_empty() {
        out.push_str(sym.decimal);
        out.push_str(&frac_part);
    }
    digits(lang, &out)
}

/// A plain decimal (`1234.5678`, no sign, no exponent) rounded half away from zero to `places`
/// decimals: (integer digits, fraction digits).
fn round_decimal(plain: &str, places: usize) -> (String, String) {
    let (int_part, frac_part) = plain.split_once('.').unwrap_or((plain, ""));
    if frac_part.len() <= places {
        return (int_part.to_owned(), frac_part.to_owned());
    }
    let round_up = frac_part.as_bytes()[places] >= b'5';
    let mut kept: Vec<u8> = int_part
        .bytes()
        .chain(frac_part.bytes().take(places))
        .collect();
    if round_up {
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, b'1');
                break;
            }
            i -= 1;
            if kept[i] == b'9' {
                kept[i] = b'0';
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let split = kept.len() - places;
    let text = String::from_utf8(kept).unwrap_or_default();
    (text[..split].to_owned(), text[split..].to_owned())
}

/// The function the bundle of `lang` writes its values with: numbers by [`write_number`];
/// anything else as Fluent does.
pub(crate) fn fluent_formatter<M>(lang: Lang) -> fn(&FluentValue, &M) -> Option<String> {
    fn with<M, const L: u8>(value: &FluentValue, _: &M) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(write_number(Lang::from_index(L), n.value, &n.options)),
            _ => None,
        }
    }
    match lang {
        Lang::En => with::<M, 0>,
        Lang::Ar => with::<M, 1>,
        Lang::ZhCn => with::<M, 2>,
        Lang::Pseudo => with::<M, 3>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(year: i32, month: u8, day: u8, hour: u8, minute: u8) -> time::OffsetDateTime {
        let month = time::Month::try_from(month).unwrap_or(time::Month::January);
        time::Date::from_calendar_date(year, month, day)
            .and_then(|d| d.with_hms(hour, minute, 0))
            .map(|dt| dt.assume_utc())
            .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
    }

    fn zone(name: &str) -> TimeZone {
        TimeZone::get(name).unwrap_or(TimeZone::UTC)
    }

    // The expected texts are what node's Intl.DateTimeFormat / Intl.NumberFormat write for
    // en-GB, ar-EG and zh-CN (day, short month, year, 2-digit 24-hour time).
    #[test]
    fn a_moment_is_written_for_each_language_as_intl_writes_it() {
        let utc = TimeZone::UTC;
        let t = at(2026, 11, 27, 16, 38);
        assert_eq!(date_time_in(Lang::En, t, &utc), "27 Nov 2026, 16:38");
        assert_eq!(date_time_in(Lang::ZhCn, t, &utc), "2026年11月27日 16:38");
        assert_eq!(date_time_in(Lang::Ar, t, &utc), "٢٧ نوفمبر ٢٠٢٦، ١٦:٣٨");
        assert_eq!(date_time_in(Lang::Pseudo, t, &utc), "27 Ñóóṽ 2026, 16:38");
        let t = at(2026, 1, 2, 6, 8);
        assert_eq!(date_time_in(Lang::En, t, &utc), "2 Jan 2026, 06:08");
        assert_eq!(date_time_in(Lang::ZhCn, t, &utc), "2026年1月2日 06:08");
        assert_eq!(date_time_in(Lang::Ar, t, &utc), "٢ يناير ٢٠٢٦، ٠٦:٠٨");
        assert_eq!(date_in(Lang::En, t, &utc), "2 Jan 2026");
        assert_eq!(date_in(Lang::Ar, t, &utc), "٢ يناير ٢٠٢٦");
        assert_eq!(date_in(Lang::ZhCn, t, &utc), "2026年1月2日");
        assert_eq!(
            date_in(Lang::En, at(2026, 9, 15, 0, 0), &utc),
            "15 Sept 2026"
        );
    }

    #[test]
    fn a_moment_is_shown_in_the_users_time_zone() {
        let t = at(2026, 11, 27, 23, 30);
        // Cairo is UTC+2 in November: already the next day.
        assert_eq!(
            date_time_in(Lang::En, t, &zone("Africa/Cairo")),
            "28 Nov 2026, 01:30"
        );
        assert_eq!(date_in(Lang::En, t, &zone("Africa/Cairo")), "28 Nov 2026");
        assert_eq!(
            date_time_in(Lang::ZhCn, t, &zone("Asia/Shanghai")),
            "2026年11月28日 07:30"
        );
        assert_eq!(
            date_time_in(Lang::En, t, &zone("America/New_York")),
            "27 Nov 2026, 18:30"
        );
        // Summer time where the zone has it: New York is UTC-4 in July.
        assert_eq!(
            date_time_in(Lang::En, at(2026, 7, 1, 12, 0), &zone("America/New_York")),
            "1 Jul 2026, 08:00"
        );
        // A moment given in another offset is the same moment.
        let cairo_offset = time::UtcOffset::from_hms(2, 0, 0).unwrap_or(time::UtcOffset::UTC);
        assert_eq!(
            date_time_in(Lang::En, t.to_offset(cairo_offset), &TimeZone::UTC),
            "27 Nov 2026, 23:30"
        );
    }

    #[test]
    fn a_calendar_date_has_no_zone() {
        let d =
            time::Date::from_calendar_date(2026, time::Month::March, 5).unwrap_or(time::Date::MIN);
        assert_eq!(calendar_date_in(Lang::En, d), "5 Mar 2026");
        assert_eq!(calendar_date_in(Lang::Ar, d), "٥ مارس ٢٠٢٦");
        assert_eq!(calendar_date_in(Lang::ZhCn, d), "2026年3月5日");
    }

    #[test]
    fn numbers_are_grouped_and_rounded_as_intl_does() {
        assert_eq!(number_in(Lang::En, 1234.5), "1,234.5");
        assert_eq!(number_in(Lang::ZhCn, 1_234_567), "1,234,567");
        assert_eq!(number_in(Lang::Ar, 1234.5), "١٬٢٣٤٫٥");
        assert_eq!(number_in(Lang::Ar, -3), "\u{61c}-٣");
        assert_eq!(number_in(Lang::Ar, 1_234_567u64), "١٬٢٣٤٬٥٦٧");
        assert_eq!(number_in(Lang::Ar, 0.125), "٠٫١٢٥");
        assert_eq!(number_in(Lang::En, 12.3456), "12.346");
        assert_eq!(number_in(Lang::En, -1234.5678), "-1,234.568");
        // From the shortest decimal, half away from zero: 1.0005 is 1.001 (as in Intl).
        assert_eq!(number_in(Lang::En, 1.0005), "1.001");
        assert_eq!(number_in(Lang::En, 0.0005), "0.001");
        assert_eq!(number_in(Lang::En, 0.1 + 0.2), "0.3");
        assert_eq!(number_in(Lang::En, 999.9999), "1,000");
        assert_eq!(number_in(Lang::En, 1e21), "1,000,000,000,000,000,000,000");
        assert_eq!(number_in(Lang::En, 0), "0");
        assert_eq!(number_in(Lang::En, 999), "999");
        assert_eq!(number_in(Lang::En, f64::NAN), "NaN");
        assert_eq!(number_in(Lang::En, f64::NEG_INFINITY), "-∞");
        assert_eq!(number_in(Lang::En, i64::MIN), "-9,223,372,036,854,776,000");
    }

    #[test]
    fn a_number_in_a_message_is_written_the_same_way() {
        let source = "n = { $count } eBLs\nraw = { NUMBER($n, useGrouping: \"false\") }\nfixed = { NUMBER($n, minimumFractionDigits: 2) }\n";
        let en = crate::bundle_of(Lang::En, [source]);
        let ar = crate::bundle_of(Lang::Ar, [source]);
        let count = [("count", crate::Arg::from(1234))];
        assert_eq!(crate::format_first([&en], "n", &count), "1,234 eBLs");
        assert_eq!(
            crate::format_first([&ar], "n", &count),
            "\u{2068}١٬٢٣٤\u{2069} eBLs"
        );
        let n = [("n", crate::Arg::from(2026))];
        assert_eq!(crate::format_first([&en], "raw", &n), "2026");
        assert_eq!(crate::format_first([&ar], "raw", &n), "٢٠٢٦");
        let n = [("n", crate::Arg::from(3.5))];
        assert_eq!(crate::format_first([&en], "fixed", &n), "3.50");
        assert_eq!(crate::format_first([&ar], "fixed", &n), "٣٫٥٠");
    }
}
