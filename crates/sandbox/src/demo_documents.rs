//! Demo trade documents for an eBL: a commercial invoice and a packing list that match the
//! bill (same B/L number, containers, packages and gross weights per container, totals,
//! vessel, voyage and ports; the parties spelled as an examiner would still accept), or that
//! carry the mistakes a test asks for ([`DemoMistakes`]).
//!
//! Every checked value is a text line of its own, `<label>: <value>`, with the labels of
//! [`crate::pdf::labels`] — the same lines as on the bill of lading.

use uuid::Uuid;

use crate::ebl_json::party_names;
use crate::iso6346;
use crate::model::Ebl;
use crate::pdf::{Page, PartyNames, assemble, kg, labels, number, wrap};
use crate::state::Data;

/// Which demo document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DemoDocumentKind {
    /// A commercial invoice: invoice number, unit prices and amounts.
    Invoice,
    /// A packing list: seals, net and gross weights, volumes.
    PackingList,
}

impl DemoDocumentKind {
    pub const ALL: [DemoDocumentKind; 2] =
        [DemoDocumentKind::Invoice, DemoDocumentKind::PackingList];

    /// `invoice` or `packing-list` (the endpoint's path segment, the file name's start).
    pub fn slug(self) -> &'static str {
        match self {
            DemoDocumentKind::Invoice => "invoice",
            DemoDocumentKind::PackingList => "packing-list",
        }
    }

    /// The kind named by [`DemoDocumentKind::slug`].
    pub fn from_slug(slug: &str) -> Option<DemoDocumentKind> {
        Self::ALL.into_iter().find(|k| k.slug() == slug)
    }

    /// `invoice-<reference>.pdf` / `packing-list-<reference>.pdf`, the reference kept to
    /// ASCII letters, digits, `-` and `_`.
    pub fn file_name(self, reference: &str) -> String {
        let safe: String = reference
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        format!("{}-{safe}.pdf", self.slug())
    }
}

/// Mistakes to put into a demo document (none by default: the document matches the bill).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DemoMistakes {
    /// One digit of the first container's serial number changed, its check digit left as it
    /// was (so the number is no longer valid ISO 6346). Both documents.
    pub container_digit: bool,
    /// The packing list's gross weights multiplied by this factor (rounded to 0.1 kg; its
    /// total is the sum of the changed weights). The packing list only: the invoice keeps the
    /// bill's weights.
    pub weight_factor: Option<f64>,
    /// Another B/L number (the bill's with its trailing number one higher). Both documents.
    pub other_bl_number: bool,
}

impl DemoMistakes {
    /// Reads a comma-separated list: `container-digit`, `weight:<factor>` (or
    /// `weight=<factor>`), `other-bl-number`. Empty items are ignored.
    pub fn parse(list: &str) -> Result<DemoMistakes, String> {
        let mut mistakes = DemoMistakes::default();
        for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            mistakes.add(item)?;
        }
        Ok(mistakes)
    }

    /// Adds one mistake named as in [`DemoMistakes::parse`].
    pub fn add(&mut self, item: &str) -> Result<(), String> {
        let item = item.trim();
        if item == "container-digit" {
            self.container_digit = true;
        } else if item == "other-bl-number" {
            self.other_bl_number = true;
        } else if let Some(factor) = item
            .strip_prefix("weight:")
            .or_else(|| item.strip_prefix("weight="))
        {
            match factor.trim().parse::<f64>() {
                Ok(f) if f.is_finite() && f > 0.0 && f <= 1000.0 => self.weight_factor = Some(f),
                _ => {
                    return Err(format!(
                        "The weight factor must be a number above 0 and at most 1000, not {factor:?}."
                    ));
                }
            }
        } else {
            return Err(format!(
                "Unknown mistake {item:?}: use container-digit, weight:<factor> or other-bl-number."
            ));
        }
        Ok(())
    }

    /// Whether any mistake is asked.
    pub fn any(&self) -> bool {
        self.container_digit || self.weight_factor.is_some() || self.other_bl_number
    }
}

/// The eBL named by `key`: its id, or else its reference (the first eBL with it, so an
/// original before its copies).
pub fn find<'a>(data: &'a Data, key: &str) -> Option<&'a Ebl> {
    let key = key.trim();
    if let Ok(id) = Uuid::parse_str(key)
        && let Some(ebl) = data.ebl(id)
    {
        return Some(ebl);
    }
    data.ebls.iter().find(|e| e.reference == key)
}

/// The demo document of the eBL `id` in `data`, or `None` for an unknown eBL.
pub fn for_ebl(
    data: &Data,
    id: Uuid,
    kind: DemoDocumentKind,
    mistakes: &DemoMistakes,
) -> Option<Vec<u8>> {
    let ebl = data.ebl(id)?;
    Some(write(ebl, &party_names(data, ebl), kind, mistakes))
}

/// The demo document `kind` of `ebl` (`names` as [`crate::ebl_json::party_names`] gives them
/// for the bill), with `mistakes`.
pub fn write(
    ebl: &Ebl,
    names: &PartyNames,
    kind: DemoDocumentKind,
    mistakes: &DemoMistakes,
) -> Vec<u8> {
    let doc = Particulars::of(ebl, names, kind, mistakes);
    match kind {
        DemoDocumentKind::Invoice => invoice(&doc),
        DemoDocumentKind::PackingList => packing_list(&doc),
    }
}

/// One container line as a demo document states it.
struct Line {
    container: String,
    seal: String,
    packages: u32,
    description: String,
    gross_weight_kg: f64,
    net_weight_kg: f64,
    volume_cbm: f64,
    /// Unit price per package, in cents.
    unit_price_cents: u64,
}

/// What a demo document states, mistakes applied.
struct Particulars {
    bl_number: String,
    /// The bill's own reference (the document numbers derive from it, not from a wrong one).
    reference: String,
    date: String,
    shipper: String,
    consignee: String,
    notify_party: String,
    vessel: String,
    voyage: String,
    port_of_loading: String,
    port_of_discharge: String,
    lines: Vec<Line>,
}

impl Particulars {
    fn of(
        ebl: &Ebl,
        names: &PartyNames,
        kind: DemoDocumentKind,
        mistakes: &DemoMistakes,
    ) -> Particulars {
        let spell = match kind {
            DemoDocumentKind::Invoice => invoice_spelling,
            DemoDocumentKind::PackingList => packing_list_spelling,
        };
        let factor = match kind {
            DemoDocumentKind::PackingList => mistakes.weight_factor,
            DemoDocumentKind::Invoice => None,
        };
        let lines = ebl
            .goods
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let container = if i == 0 && mistakes.container_digit {
                    one_digit_off(&g.container)
                } else {
                    g.container.clone()
                };
                let gross = match factor {
                    Some(f) => tenths(g.gross_weight_kg * f),
                    None => g.gross_weight_kg,
                };
                Line {
                    container,
                    seal: g.seal.clone(),
                    packages: g.packages,
                    description: g.description.clone(),
                    gross_weight_kg: gross,
                    net_weight_kg: tenths(g.gross_weight_kg * 0.94),
                    volume_cbm: g.volume_cbm,
                    unit_price_cents: 500
                        + fnv1a(&format!("{}#{i}#{}", ebl.reference, g.description)) % 19_500,
                }
            })
            .collect();
        Particulars {
            bl_number: if mistakes.other_bl_number {
                other_reference(&ebl.reference)
            } else {
                ebl.reference.clone()
            },
            reference: ebl.reference.clone(),
            date: ebl.issue_date.clone(),
            shipper: spell(&names.shipper),
            consignee: spell(&names.consignee),
            notify_party: spell(&ebl.notify_party),
            vessel: ebl.vessel_name.clone().unwrap_or_default(),
            voyage: ebl.voyage_number.clone().unwrap_or_default(),
            port_of_loading: ebl.port_of_loading.clone().unwrap_or_default(),
            port_of_discharge: ebl.port_of_discharge.clone().unwrap_or_default(),
            lines,
        }
    }

    /// `<prefix>-<year>-<5 digits>`, derived from the bill's reference.
    fn document_number(&self, prefix: &str) -> String {
        let year = self.date.get(..4).unwrap_or("2026");
        format!(
            "{prefix}-{year}-{:05}",
            fnv1a(&format!("{prefix}{}", self.reference)) % 100_000
        )
    }

    fn total_packages(&self) -> u64 {
        self.lines.iter().map(|l| u64::from(l.packages)).sum()
    }

    fn total_gross(&self) -> f64 {
        self.lines.iter().map(|l| l.gross_weight_kg).sum()
    }
}

/// Rounded to 0.1.
fn tenths(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// 64-bit FNV-1a: stable across runs and platforms (unlike the std hasher).
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn money(cents: u64) -> String {
    format!("USD {}.{:02}", cents / 100, cents % 100)
}

/// `container` with one serial digit changed and its check digit kept, so that it is no
/// longer valid: the last serial digit one higher (two higher where one would land on the
/// check digit's blind spot, a sum of 10 read as 0).
fn one_digit_off(container: &str) -> String {
    let mut bytes = container.as_bytes().to_vec();
    let Some(position) = (0..bytes.len().saturating_sub(1))
        .rev()
        .find(|&i| bytes.get(i).is_some_and(u8::is_ascii_digit))
    else {
        return format!("{container}1");
    };
    let original = bytes.get(position).copied().unwrap_or(b'0');
    for step in 1..10u8 {
        if let Some(b) = bytes.get_mut(position) {
            *b = b'0' + (original - b'0' + step) % 10;
        }
        let changed = String::from_utf8_lossy(&bytes).into_owned();
        if !iso6346::is_valid(&changed) {
            return changed;
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Another reference: the trailing number one higher, same width (`GCLU26041001` →
/// `GCLU26041002`); `-2` appended when there is none.
fn other_reference(reference: &str) -> String {
    let digits = reference
        .bytes()
        .rev()
        .take_while(u8::is_ascii_digit)
        .count();
    let (head, tail) = reference.split_at(reference.len() - digits);
    if tail.is_empty() {
        return format!("{reference}-2");
    }
    let mut out: Vec<u8> = tail.bytes().collect();
    for b in out.iter_mut().rev() {
        if *b == b'9' {
            *b = b'0';
        } else {
            *b += 1;
            break;
        }
    }
    format!("{head}{}", String::from_utf8_lossy(&out))
}

/// Legal forms written out or shortened: `Co.` ↔ `Company`, `Ltd.` ↔ `Limited`, `Corp.` ↔
/// `Corporation`, `Inc.` → `Incorporated`.
const LEGAL_FORMS: [(&str, &str); 5] = [
    ("Co.", "Company"),
    ("Ltd.", "Limited"),
    ("Ltd", "Limited"),
    ("Corp.", "Corporation"),
    ("Inc.", "Incorporated"),
];

/// The invoice's spelling of a party: its legal form written out (`Nile Trading Co. S.A.E.`
/// → `Nile Trading Company S.A.E.`, `Global Carrier Lines Ltd.` → `Global Carrier Lines
/// Limited`), else shortened (`Company` → `Co.`), else the name in capitals (`Harbor Bank
/// plc` → `HARBOR BANK PLC`).
pub fn invoice_spelling(name: &str) -> String {
    let words: Vec<&str> = name.split(' ').collect();
    let swap = |from: fn(&(&'static str, &'static str)) -> &'static str,
                to: fn(&(&'static str, &'static str)) -> &'static str| {
        let mut changed = false;
        let out: Vec<String> = words
            .iter()
            .map(|word| {
                let (core, comma) = match word.strip_suffix(',') {
                    Some(core) => (core, ","),
                    None => (*word, ""),
                };
                match LEGAL_FORMS.iter().find(|form| from(form) == core) {
                    Some(form) => {
                        changed = true;
                        format!("{}{comma}", to(form))
                    }
                    None => (*word).to_owned(),
                }
            })
            .collect();
        changed.then(|| out.join(" "))
    };
    swap(|f| f.0, |f| f.1)
        .or_else(|| swap(|f| f.1, |f| f.0))
        .unwrap_or_else(|| name.to_uppercase())
}

/// The packing list's spelling of a party: capitals without full stops (`Nile Trading Co.
/// S.A.E.` → `NILE TRADING CO SAE`).
pub fn packing_list_spelling(name: &str) -> String {
    name.to_uppercase().replace('.', "")
}

/// Lays out labelled lines from the top of a page down, starting a new page when one is full.
struct Writer {
    done: Vec<Page>,
    page: Page,
    y: f32,
    title: &'static str,
}

impl Writer {
    fn new(title: &'static str) -> Writer {
        let mut writer = Writer {
            done: Vec::new(),
            page: Page::default(),
            y: 0.0,
            title,
        };
        writer.start_page();
        writer
    }

    fn start_page(&mut self) {
        self.page.text(40.0, 800.0, 18.0, true, self.title);
        self.page.line(40.0, 790.0, 555.0, 790.0);
        self.y = 770.0;
    }

    fn new_page(&mut self) {
        self.done.push(std::mem::take(&mut self.page));
        self.start_page();
    }

    fn room(&mut self, height: f32) {
        if self.y - height < 70.0 {
            self.new_page();
        }
    }

    fn labelled(&mut self, indent: f32, label: &str, value: &str) {
        self.room(13.0);
        let y = self.y;
        self.page.labelled(40.0 + indent, y, 9.0, label, value);
        self.y -= 13.0;
    }

    fn text(&mut self, indent: f32, bold: bool, text: &str) {
        self.room(13.0);
        let y = self.y;
        self.page.text(40.0 + indent, y, 9.0, bold, text);
        self.y -= 13.0;
    }

    fn gap(&mut self, height: f32) {
        self.y -= height;
    }

    fn header(&mut self, doc: &Particulars, number_label: &str, number: &str, date_label: &str) {
        self.labelled(0.0, number_label, number);
        self.labelled(0.0, date_label, &doc.date);
        self.labelled(0.0, labels::BL_NUMBER, &doc.bl_number);
        self.gap(8.0);
        for (label, value) in [
            (labels::SHIPPER, &doc.shipper),
            (labels::CONSIGNEE, &doc.consignee),
            (labels::NOTIFY_PARTY, &doc.notify_party),
            (labels::VESSEL, &doc.vessel),
            (labels::VOYAGE, &doc.voyage),
            (labels::PORT_OF_LOADING, &doc.port_of_loading),
            (labels::PORT_OF_DISCHARGE, &doc.port_of_discharge),
        ] {
            self.labelled(0.0, label, value);
        }
        self.gap(8.0);
    }

    fn description(&mut self, text: &str) {
        let mut lines = wrap(text, 80).into_iter();
        if let Some(first) = lines.next() {
            self.labelled(12.0, labels::DESCRIPTION, &first);
        }
        for more in lines {
            self.text(12.0, false, &more);
        }
    }

    fn finish(mut self, title: String) -> Vec<u8> {
        let mut pages = std::mem::take(&mut self.done);
        pages.push(self.page);
        let count = pages.len();
        for (i, page) in pages.iter_mut().enumerate() {
            page.text(
                40.0,
                40.0,
                8.0,
                false,
                &format!("Page {} of {count}", i + 1),
            );
        }
        assemble(&pages, &title)
    }
}

fn invoice(doc: &Particulars) -> Vec<u8> {
    let mut w = Writer::new("COMMERCIAL INVOICE");
    let doc_number = doc.document_number("INV");
    w.header(
        doc,
        labels::INVOICE_NUMBER,
        &doc_number,
        labels::INVOICE_DATE,
    );
    w.labelled(0.0, labels::CURRENCY, "USD");
    w.gap(8.0);
    let mut total_cents: u64 = 0;
    for (i, line) in doc.lines.iter().enumerate() {
        w.room(100.0);
        w.text(0.0, true, &format!("Line {} of {}", i + 1, doc.lines.len()));
        let amount = u64::from(line.packages) * line.unit_price_cents;
        total_cents += amount;
        w.labelled(12.0, labels::CONTAINER, &line.container);
        w.labelled(12.0, labels::PACKAGES, &line.packages.to_string());
        w.labelled(12.0, labels::GROSS_WEIGHT, &kg(line.gross_weight_kg));
        w.description(&line.description);
        w.labelled(12.0, labels::UNIT_PRICE, &money(line.unit_price_cents));
        w.labelled(12.0, labels::AMOUNT, &money(amount));
        w.gap(8.0);
    }
    w.room(60.0);
    w.labelled(0.0, labels::TOTAL_CONTAINERS, &doc.lines.len().to_string());
    w.labelled(
        0.0,
        labels::TOTAL_PACKAGES,
        &doc.total_packages().to_string(),
    );
    w.labelled(0.0, labels::TOTAL_GROSS_WEIGHT, &kg(doc.total_gross()));
    w.labelled(0.0, labels::TOTAL_AMOUNT, &money(total_cents));
    w.gap(12.0);
    w.text(
        0.0,
        false,
        &format!("Terms of delivery: CIF {}", doc.port_of_discharge),
    );
    w.text(
        0.0,
        false,
        "We certify this invoice true and correct. Demo document of tdx-sandbox.",
    );
    w.finish(format!("Commercial invoice {doc_number}"))
}

fn packing_list(doc: &Particulars) -> Vec<u8> {
    let mut w = Writer::new("PACKING LIST");
    let doc_number = doc.document_number("PL");
    w.header(
        doc,
        labels::PACKING_LIST_NUMBER,
        &doc_number,
        labels::PACKING_LIST_DATE,
    );
    for (i, line) in doc.lines.iter().enumerate() {
        w.room(100.0);
        w.text(0.0, true, &format!("Line {} of {}", i + 1, doc.lines.len()));
        w.labelled(12.0, labels::CONTAINER, &line.container);
        w.labelled(12.0, labels::SEAL, &line.seal);
        w.labelled(12.0, labels::PACKAGES, &line.packages.to_string());
        w.labelled(12.0, labels::NET_WEIGHT, &kg(line.net_weight_kg));
        w.labelled(12.0, labels::GROSS_WEIGHT, &kg(line.gross_weight_kg));
        w.labelled(
            12.0,
            labels::VOLUME,
            &format!("{} cbm", number(line.volume_cbm)),
        );
        w.description(&line.description);
        w.gap(8.0);
    }
    let net: f64 = doc.lines.iter().map(|l| l.net_weight_kg).sum();
    let volume: f64 = doc.lines.iter().map(|l| l.volume_cbm).sum();
    w.room(60.0);
    w.labelled(0.0, labels::TOTAL_CONTAINERS, &doc.lines.len().to_string());
    w.labelled(
        0.0,
        labels::TOTAL_PACKAGES,
        &doc.total_packages().to_string(),
    );
    w.labelled(0.0, labels::TOTAL_NET_WEIGHT, &kg(tenths(net)));
    w.labelled(0.0, labels::TOTAL_GROSS_WEIGHT, &kg(doc.total_gross()));
    w.labelled(
        0.0,
        labels::TOTAL_VOLUME,
        &format!("{} cbm", number(volume)),
    );
    w.gap(12.0);
    w.text(0.0, false, "Demo document of tdx-sandbox.");
    w.finish(format!("Packing list {doc_number}"))
}

/// A documentary credit (a SWIFT MT700) the demo invoice and packing list of the eBL `id`
/// comply with, as if advised `today`: the invoice's total in USD with a 5% tolerance, the
/// shipper as beneficiary and the consignee as applicant, the bill's ports, the goods of its
/// lines, the latest shipment 30 days after the bill's issue date, and a presentation period
/// that ends 21 days after `today` (the credit expiring 60 days after it). `None` for an
/// unknown eBL.
pub fn credit_for(data: &Data, id: Uuid, today: time::Date) -> Option<String> {
    let ebl = data.ebl(id)?;
    Some(credit(ebl, &party_names(data, ebl), today))
}

/// [`credit_for`] of `ebl` (`names` as [`crate::ebl_json::party_names`] gives them).
pub fn credit(ebl: &Ebl, names: &PartyNames, today: time::Date) -> String {
    let doc = Particulars::of(
        ebl,
        names,
        DemoDocumentKind::Invoice,
        &DemoMistakes::default(),
    );
    let total_cents: u64 = doc
        .lines
        .iter()
        .map(|l| u64::from(l.packages) * l.unit_price_cents)
        .sum();
    let swift = |d: time::Date| {
        format!(
            "{:02}{:02}{:02}",
            d.year().rem_euclid(100),
            u8::from(d.month()),
            d.day()
        )
    };
    let issued = time::Date::parse(
        &ebl.issue_date,
        &time::macros::format_description!("[year]-[month]-[day]"),
    )
    .unwrap_or(today);
    let days_since = (today - issued).whole_days().max(0);
    let number: String = format!("DC{}", doc.reference)
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .take(16)
        .collect();
    let mut goods: Vec<&str> = Vec::new();
    for line in &doc.lines {
        if !goods.contains(&line.description.as_str()) {
            goods.push(&line.description);
        }
    }
    let goods: Vec<String> = goods.iter().map(|g| format!("+{g}")).collect();
    let port_of_loading = ebl.port_of_loading.clone().unwrap_or_default();
    format!(
        "{{1:F01DEMOBANKAXXX0000000000}}{{2:O7001200{issued_on}DEMOBANKAXXX00000000002{issued_on}1200N}}{{4:\n\
         :27:1/1\n\
         :40A:IRREVOCABLE\n\
         :20:{number}\n\
         :31C:{opened_on}\n\
         :40E:UCP LATEST VERSION\n\
         :31D:{expiry}{place}\n\
         :50:{applicant}\n\
         :59:{beneficiary}\n\
         :32B:USD{units},{cents:02}\n\
         :39A:05/05\n\
         :41D:ANY BANK\n\
         BY NEGOTIATION\n\
         :42C:AT SIGHT\n\
         :43P:ALLOWED\n\
         :43T:ALLOWED\n\
         :44E:{port_of_loading}\n\
         :44F:{port_of_discharge}\n\
         :44C:{latest}\n\
         :45A:{goods}\n\
         CIF {port_of_discharge_upper} INCOTERMS 2020\n\
         :46A:+SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS\n\
         +FULL SET OF CLEAN ON BOARD BILLS OF LADING\n\
         +PACKING LIST\n\
         :47A:+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER\n\
         :48:{period}/FROM THE DATE OF SHIPMENT\n\
         :49:WITHOUT\n\
         -}}\n",
        issued_on = swift(today),
        opened_on = swift(issued - time::Duration::days(30)),
        expiry = swift(today + time::Duration::days(60)),
        place = port_of_loading.to_uppercase(),
        applicant = names.consignee,
        beneficiary = names.shipper,
        units = total_cents / 100,
        cents = total_cents % 100,
        port_of_discharge = ebl.port_of_discharge.clone().unwrap_or_default(),
        port_of_discharge_upper = ebl
            .port_of_discharge
            .clone()
            .unwrap_or_default()
            .to_uppercase(),
        latest = swift(issued + time::Duration::days(30)),
        goods = goods.join("\n"),
        period = days_since + 21,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_an_examiner_accepts() {
        assert_eq!(
            invoice_spelling("Nile Trading Co. S.A.E."),
            "Nile Trading Company S.A.E."
        );
        assert_eq!(
            invoice_spelling("Nile Trading Co. S.A.E., Alexandria"),
            "Nile Trading Company S.A.E., Alexandria"
        );
        assert_eq!(
            invoice_spelling("Global Carrier Lines Ltd."),
            "Global Carrier Lines Limited"
        );
        assert_eq!(invoice_spelling("Acme Trading Company"), "Acme Trading Co.");
        assert_eq!(invoice_spelling("Harbor Bank plc"), "HARBOR BANK PLC");
        assert_eq!(
            packing_list_spelling("Nile Trading Co. S.A.E."),
            "NILE TRADING CO SAE"
        );
        assert_eq!(
            packing_list_spelling("Delta Textiles Export GmbH"),
            "DELTA TEXTILES EXPORT GMBH"
        );
    }

    #[test]
    fn other_references() {
        assert_eq!(other_reference("GCLU26041001"), "GCLU26041002");
        assert_eq!(other_reference("GEN00000009"), "GEN00000010");
        assert_eq!(other_reference("A99"), "A00");
        assert_eq!(other_reference("ABC"), "ABC-2");
        assert_eq!(other_reference(""), "-2");
    }

    #[test]
    fn the_changed_container_is_invalid_and_one_digit_off() {
        for number in ["CSQU3054383", "MSCU6639870", "GCLU0000080", "APZU4812090"] {
            let changed = one_digit_off(number);
            assert!(!iso6346::is_valid(&changed), "{changed}");
            assert_eq!(changed.len(), number.len());
            let differing = changed
                .bytes()
                .zip(number.bytes())
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(differing, 1, "{changed} from {number}");
            assert_eq!(changed.as_bytes()[10], number.as_bytes()[10]);
        }
        assert_eq!(one_digit_off("CSQU3054383"), "CSQU3054393");
        assert_eq!(one_digit_off("APZU4812090"), "APZU4812000");
        assert_eq!(one_digit_off("SHORT"), "SHORT1");
    }

    #[test]
    fn mistakes_parse() {
        assert_eq!(DemoMistakes::parse("").unwrap(), DemoMistakes::default());
        assert_eq!(
            DemoMistakes::parse("container-digit, weight:1.1,other-bl-number").unwrap(),
            DemoMistakes {
                container_digit: true,
                weight_factor: Some(1.1),
                other_bl_number: true,
            }
        );
        assert_eq!(
            DemoMistakes::parse("weight=0.9").unwrap().weight_factor,
            Some(0.9)
        );
        for bad in ["weight:0", "weight:-1", "weight:nan", "weight:x", "typo"] {
            assert!(DemoMistakes::parse(bad).is_err(), "{bad}");
        }
    }
}
