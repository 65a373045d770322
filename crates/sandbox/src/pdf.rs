//! A small PDF writer and the bill-of-lading rendering of an eBL (multi-page, A4, Helvetica).

use crate::model::Ebl;

/// Names printed for the parties of an eBL.
#[derive(Debug, Clone, Default)]
pub struct PartyNames {
    pub shipper: String,
    pub consignee: String,
    pub carrier: String,
    pub holder: String,
}

/// The labels of the values a document check reads. Each such value is printed on a text
/// line of its own as `<label>: <value>` (see [`labelled`]), the same in the bill of lading
/// and in the demo documents ([`crate::demo_documents`]); weights are `<number> kg` with the
/// number as the eBL JSON writes it ([`number`]).
pub mod labels {
    pub const BL_NUMBER: &str = "B/L number";
    pub const SHIPPER: &str = "Shipper";
    pub const CONSIGNEE: &str = "Consignee";
    pub const NOTIFY_PARTY: &str = "Notify party";
    pub const CARRIER: &str = "Carrier";
    pub const VESSEL: &str = "Vessel";
    pub const VOYAGE: &str = "Voyage";
    pub const PORT_OF_LOADING: &str = "Port of loading";
    pub const PORT_OF_DISCHARGE: &str = "Port of discharge";
    pub const CONTAINER: &str = "Container";
    pub const SEAL: &str = "Seal";
    pub const PACKAGES: &str = "Packages";
    pub const GROSS_WEIGHT: &str = "Gross weight";
    pub const NET_WEIGHT: &str = "Net weight";
    pub const VOLUME: &str = "Volume";
    pub const DESCRIPTION: &str = "Description of goods";
    pub const TOTAL_CONTAINERS: &str = "Total containers";
    pub const TOTAL_PACKAGES: &str = "Total packages";
    pub const TOTAL_GROSS_WEIGHT: &str = "Total gross weight";
    pub const TOTAL_NET_WEIGHT: &str = "Total net weight";
    pub const TOTAL_VOLUME: &str = "Total volume";
    pub const DATE_OF_ISSUE: &str = "Date of issue";
    pub const INVOICE_NUMBER: &str = "Invoice number";
    pub const INVOICE_DATE: &str = "Invoice date";
    pub const PACKING_LIST_NUMBER: &str = "Packing list number";
    pub const PACKING_LIST_DATE: &str = "Packing list date";
    pub const UNIT_PRICE: &str = "Unit price";
    pub const AMOUNT: &str = "Amount";
    pub const TOTAL_AMOUNT: &str = "Total amount";
    pub const CURRENCY: &str = "Currency";
}

/// `<label>: <value>`, the form of every checked text line.
pub fn labelled(label: &str, value: &str) -> String {
    format!("{label}: {value}")
}

/// A number as the eBL JSON writes it (serde_json's shortest form that reads back the same,
/// with `.0` on whole numbers): `4000.0`, `12345.5`.
pub fn number(value: f64) -> String {
    let text = format!("{value}");
    if value.is_finite() && !text.contains('.') {
        format!("{text}.0")
    } else {
        text
    }
}

/// A weight as printed: `12345.5 kg`.
pub fn kg(value: f64) -> String {
    format!("{} kg", number(value))
}

/// The sum of the eBL's packages.
pub fn total_packages(ebl: &Ebl) -> u64 {
    ebl.goods.iter().map(|g| u64::from(g.packages)).sum()
}

/// The sum of the eBL's gross weights (kg).
pub fn total_gross_weight(ebl: &Ebl) -> f64 {
    ebl.goods.iter().map(|g| g.gross_weight_kg).sum()
}

/// One page's content stream being built.
#[derive(Default)]
pub(crate) struct Page {
    ops: String,
}

fn pdf_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '(' | ')' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_ascii() && !c.is_ascii_control() => out.push(c),
            _ => out.push('?'),
        }
    }
    out
}

impl Page {
    /// `<label>: <value>` on one baseline in one text object (label regular, value bold), so
    /// that a text extraction reads it as one line.
    pub(crate) fn labelled(&mut self, x: f32, y: f32, size: f32, label: &str, value: &str) {
        self.ops.push_str(&format!(
            "BT /F1 {size} Tf {x} {y} Td ({}: ) Tj /F2 {size} Tf ({}) Tj ET\n",
            pdf_text(label),
            pdf_text(value)
        ));
    }

    pub(crate) fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, text: &str) {
        let font = if bold { "F2" } else { "F1" };
        self.ops.push_str(&format!(
            "BT /{font} {size} Tf {x} {y} Td ({}) Tj ET\n",
            pdf_text(text)
        ));
    }

    pub(crate) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.ops.push_str(&format!("{x} {y} {w} {h} re S\n"));
    }

    pub(crate) fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        self.ops.push_str(&format!("{x1} {y1} m {x2} {y2} l S\n"));
    }

    pub(crate) fn paragraph(
        &mut self,
        x: f32,
        mut y: f32,
        width_chars: usize,
        size: f32,
        text: &str,
    ) -> f32 {
        for line in wrap(text, width_chars) {
            self.text(x, y, size, false, &line);
            y -= size + 3.0;
        }
        y
    }
}

pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        if !current.is_empty() && current.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Serializes pages into a PDF file with a correct cross-reference table.
pub(crate) fn assemble(pages: &[Page], title: &str) -> Vec<u8> {
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets: Vec<usize> = Vec::new();
    let page_count = pages.len();
    // Object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page i: 6+2i, content 7+2i.
    let kids: Vec<String> = (0..page_count)
        .map(|i| format!("{} 0 R", 6 + 2 * i))
        .collect();
    let mut objects: Vec<Vec<u8>> = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        format!(
            "<< /Type /Pages /Kids [{}] /Count {} >>",
            kids.join(" "),
            page_count
        )
        .into_bytes(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
            .to_vec(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"
            .to_vec(),
        format!(
            "<< /Title ({}) /Producer (tdx-sandbox) /Creator (Trade Document Exchange sandbox) >>",
            pdf_text(title)
        )
        .into_bytes(),
    ];
    for (i, page) in pages.iter().enumerate() {
        objects.push(
            format!(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {} 0 R >>",
                7 + 2 * i
            )
            .into_bytes(),
        );
        let mut stream = format!("<< /Length {} >>\nstream\n", page.ops.len()).into_bytes();
        stream.extend_from_slice(page.ops.as_bytes());
        stream.extend_from_slice(b"\nendstream");
        objects.push(stream);
    }
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(object);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n", objects.len() + 1).as_bytes());
    out.extend_from_slice(b"0000000000 65535 f \n");
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R /Info 5 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

/// Boxes of one labelled line each, full width, from `top` down; returns the bottom.
fn boxed_lines(page: &mut Page, top: f32, lines: &[(&str, String)]) -> f32 {
    let mut y = top;
    for (label, value) in lines {
        y -= 24.0;
        page.rect(40.0, y, 515.0, 24.0);
        page.labelled(46.0, y + 8.0, 9.0, label, value);
    }
    y
}

/// The container lines of `ebl`, one labelled line per value, from `y` down; returns the
/// bottom.
fn goods_lines(page: &mut Page, mut y: f32, ebl: &Ebl) -> f32 {
    for (i, item) in ebl.goods.iter().enumerate() {
        page.text(
            40.0,
            y,
            8.0,
            true,
            &format!("Line {} of {}", i + 1, ebl.goods.len()),
        );
        y -= 13.0;
        for (label, value) in [
            (labels::CONTAINER, item.container.clone()),
            (labels::SEAL, item.seal.clone()),
            (labels::PACKAGES, item.packages.to_string()),
            (labels::GROSS_WEIGHT, kg(item.gross_weight_kg)),
            (labels::VOLUME, format!("{} cbm", number(item.volume_cbm))),
        ] {
            page.labelled(52.0, y, 9.0, label, &value);
            y -= 12.0;
        }
        let mut description = wrap(&item.description, 80).into_iter();
        if let Some(first) = description.next() {
            page.labelled(52.0, y, 9.0, labels::DESCRIPTION, &first);
            y -= 12.0;
        }
        for more in description {
            page.text(52.0, y, 9.0, false, &more);
            y -= 12.0;
        }
        y -= 8.0;
    }
    y
}

/// The totals of `ebl`'s cargo, one labelled line each, from `y` down; returns the bottom.
fn totals_lines(page: &mut Page, mut y: f32, ebl: &Ebl) -> f32 {
    for (label, value) in [
        (labels::TOTAL_CONTAINERS, ebl.goods.len().to_string()),
        (labels::TOTAL_PACKAGES, total_packages(ebl).to_string()),
        (labels::TOTAL_GROSS_WEIGHT, kg(total_gross_weight(ebl))),
    ] {
        page.labelled(46.0, y, 9.0, label, &value);
        y -= 13.0;
    }
    y
}

fn first_page(ebl: &Ebl, names: &PartyNames, total_pages: usize) -> Page {
    let mut p = Page::default();
    p.text(40.0, 800.0, 20.0, true, "BILL OF LADING");
    let kind = if ebl.is_copy() {
        "COPY - NOT NEGOTIABLE - view only"
    } else {
        "Electronic original (eBL) - negotiable, to order"
    };
    p.text(40.0, 784.0, 9.0, false, kind);
    p.labelled(40.0, 764.0, 11.0, labels::BL_NUMBER, &ebl.reference);
    p.labelled(40.0, 750.0, 8.0, labels::DATE_OF_ISSUE, &ebl.issue_date);
    p.text(
        40.0,
        738.0,
        8.0,
        false,
        &format!("State: {}", ebl.state.as_str()),
    );
    let bottom = boxed_lines(
        &mut p,
        724.0,
        &[
            (labels::SHIPPER, names.shipper.clone()),
            (labels::CONSIGNEE, names.consignee.clone()),
            (labels::NOTIFY_PARTY, ebl.notify_party.clone()),
            (labels::CARRIER, names.carrier.clone()),
            (labels::VESSEL, ebl.vessel_name.clone().unwrap_or_default()),
            (
                labels::VOYAGE,
                ebl.voyage_number.clone().unwrap_or_default(),
            ),
            (
                labels::PORT_OF_LOADING,
                ebl.port_of_loading.clone().unwrap_or_default(),
            ),
            (
                labels::PORT_OF_DISCHARGE,
                ebl.port_of_discharge.clone().unwrap_or_default(),
            ),
        ],
    );
    p.rect(40.0, bottom - 44.0, 515.0, 40.0);
    p.text(
        46.0,
        bottom - 15.0,
        7.0,
        false,
        "CURRENT HOLDER (POSSESSION)",
    );
    p.text(
        46.0,
        bottom - 28.0,
        9.0,
        true,
        &format!("{}, inbox {}", names.holder, ebl.possession_id),
    );
    let top = bottom - 48.0;
    p.rect(40.0, top - 58.0, 515.0, 58.0);
    p.text(46.0, top - 11.0, 7.0, false, "SUMMARY OF CARGO");
    totals_lines(&mut p, top - 24.0, ebl);
    let y = top - 78.0;
    p.text(40.0, y, 8.0, false, &format!("eBL id {}", ebl.id));
    p.text(
        40.0,
        y - 12.0,
        8.0,
        false,
        &format!("Title id {}", ebl.title_id),
    );
    if let Some(original) = ebl.ebl_copy_id {
        p.text(
            40.0,
            y - 24.0,
            8.0,
            false,
            &format!("Copy of eBL {original}"),
        );
    }
    p.text(40.0, 40.0, 8.0, false, &format!("Page 1 of {total_pages}"));
    p
}

/// The full multi-page bill of lading of an eBL.
pub fn ebl_pdf(ebl: &Ebl, names: &PartyNames) -> Vec<u8> {
    let total = 3;
    let mut pages = vec![first_page(ebl, names, total)];

    let mut goods = Page::default();
    goods.text(
        40.0,
        800.0,
        14.0,
        true,
        "PARTICULARS FURNISHED BY THE SHIPPER",
    );
    goods.labelled(40.0, 784.0, 9.0, labels::BL_NUMBER, &ebl.reference);
    goods.line(40.0, 774.0, 555.0, 774.0);
    let y = goods_lines(&mut goods, 758.0, ebl);
    goods.line(40.0, y + 6.0, 555.0, y + 6.0);
    let y = totals_lines(&mut goods, y - 8.0, ebl);
    goods.text(
        40.0,
        y - 8.0,
        8.0,
        false,
        "Shipped on board in apparent good order and condition.",
    );
    goods.text(40.0, 40.0, 8.0, false, &format!("Page 2 of {total}"));
    pages.push(goods);

    let mut terms = Page::default();
    terms.text(40.0, 800.0, 14.0, true, "TERMS AND CONDITIONS OF CARRIAGE");
    let clauses = [
        "1. Definitions. 'Carrier' means the party on whose behalf this Bill of Lading has been issued. 'Merchant' includes the shipper, consignee, holder and any person owning or entitled to the possession of the goods.",
        "2. Electronic form. This Bill of Lading is issued as an electronic record on the Trade Document Exchange. Possession is evidenced by the inbox identifier recorded on the platform and transfers are recorded as blockchain transactions.",
        "3. Surrender. Delivery of the goods will be made only against surrender of this Bill of Lading by the consignee or the holder by endorsement, through a surrender for delivery request accepted by the carrier.",
        "4. Responsibility. The Carrier shall be responsible for loss or damage to the goods occurring between the time of loading and the time of discharge, subject to the Hague-Visby Rules.",
        "5. Freight. Freight shall be deemed earned on shipment and is payable as agreed, ship and/or cargo lost or not lost.",
        "6. Law and jurisdiction. Disputes arising under this Bill of Lading shall be determined by the courts of the Carrier's principal place of business.",
    ];
    let mut y = 770.0;
    for clause in clauses {
        y = terms.paragraph(40.0, y, 100, 9.0, clause) - 8.0;
    }
    terms.text(
        40.0,
        y - 20.0,
        10.0,
        true,
        &format!("Signed for the carrier {}", names.carrier),
    );
    terms.text(
        40.0,
        y - 34.0,
        9.0,
        false,
        &format!(
            "Place and date of issue: {}, {}",
            ebl.port_of_loading.clone().unwrap_or_default(),
            ebl.issue_date
        ),
    );
    terms.text(40.0, 40.0, 8.0, false, &format!("Page 3 of {total}"));
    pages.push(terms);

    assemble(&pages, &format!("Bill of lading {}", ebl.reference))
}

/// A one-page visualisation of an eBL (the carrier's rendering carried in `content`).
pub fn visualisation_pdf(ebl: &Ebl, names: &PartyNames) -> Vec<u8> {
    assemble(
        &[first_page(ebl, names, 1)],
        &format!("Bill of lading {}", ebl.reference),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xref_offsets_point_at_objects() {
        let ebl = crate::world::demo_ebls(0).remove(0);
        let pdf = ebl_pdf(&ebl, &PartyNames::default());
        // One char per byte, so string offsets are byte offsets.
        let text: String = pdf
            .iter()
            .map(|&b| if b.is_ascii() { b as char } else { '?' })
            .collect();
        let xref_at: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|s| s.lines().next())
            .and_then(|s| s.parse().ok())
            .unwrap();
        assert!(text[xref_at..].starts_with("xref"));
        let entries: Vec<usize> = text[xref_at..]
            .lines()
            .skip(3)
            .take_while(|l| l.ends_with(" n "))
            .map(|l| l[..10].parse().unwrap())
            .collect();
        for (i, offset) in entries.iter().enumerate() {
            assert!(text[*offset..].starts_with(&format!("{} 0 obj", i + 1)));
        }
        assert_eq!(text.matches("/Type /Page ").count(), 3);
    }

    #[test]
    fn special_characters_are_escaped() {
        assert_eq!(pdf_text("a(b)c\\é"), "a\\(b\\)c\\\\?");
    }
}
