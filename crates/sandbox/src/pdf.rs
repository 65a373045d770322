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

/// One page's content stream being built.
#[derive(Default)]
struct Page {
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
    fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, text: &str) {
        let font = if bold { "F2" } else { "F1" };
        self.ops.push_str(&format!(
            "BT /{font} {size} Tf {x} {y} Td ({}) Tj ET\n",
            pdf_text(text)
        ));
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.ops.push_str(&format!("{x} {y} {w} {h} re S\n"));
    }

    fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        self.ops.push_str(&format!("{x1} {y1} m {x2} {y2} l S\n"));
    }

    /// A labelled box with lines of text.
    fn field(&mut self, x: f32, y: f32, w: f32, h: f32, label: &str, lines: &[&str]) {
        self.rect(x, y, w, h);
        self.text(x + 4.0, y + h - 10.0, 7.0, false, label);
        let mut line_y = y + h - 24.0;
        for line in lines {
            self.text(x + 6.0, line_y, 10.0, true, line);
            line_y -= 13.0;
        }
    }

    fn paragraph(&mut self, x: f32, mut y: f32, width_chars: usize, size: f32, text: &str) -> f32 {
        for line in wrap(text, width_chars) {
            self.text(x, y, size, false, &line);
            y -= size + 3.0;
        }
        y
    }
}

fn wrap(text: &str, width: usize) -> Vec<String> {
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
fn assemble(pages: &[Page], title: &str) -> Vec<u8> {
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

fn first_page(ebl: &Ebl, names: &PartyNames, total_pages: usize) -> Page {
    let mut p = Page::default();
    p.text(40.0, 800.0, 20.0, true, "BILL OF LADING");
    let kind = if ebl.is_copy() {
        "COPY - NOT NEGOTIABLE - view only"
    } else {
        "Electronic original (eBL) - negotiable, to order"
    };
    p.text(40.0, 784.0, 9.0, false, kind);
    p.text(
        380.0,
        800.0,
        10.0,
        true,
        &format!("B/L No. {}", ebl.reference),
    );
    p.text(
        380.0,
        786.0,
        8.0,
        false,
        &format!("Issued {}", ebl.issue_date),
    );
    p.text(
        380.0,
        774.0,
        8.0,
        false,
        &format!("State: {}", ebl.state.as_str()),
    );
    p.field(
        40.0,
        680.0,
        260.0,
        80.0,
        "SHIPPER / CONSIGNOR",
        &[&names.shipper],
    );
    p.field(
        300.0,
        680.0,
        255.0,
        80.0,
        "CARRIER",
        &[&names.carrier, "acting as carrier"],
    );
    p.field(
        40.0,
        590.0,
        260.0,
        90.0,
        "CONSIGNEE (to order of)",
        &[&names.consignee],
    );
    p.field(
        300.0,
        590.0,
        255.0,
        90.0,
        "NOTIFY PARTY",
        &[&ebl.notify_party],
    );
    let vessel = ebl.vessel_name.clone().unwrap_or_default();
    let voyage = ebl.voyage_number.clone().unwrap_or_default();
    let pol = ebl.port_of_loading.clone().unwrap_or_default();
    let pod = ebl.port_of_discharge.clone().unwrap_or_default();
    p.field(40.0, 540.0, 260.0, 50.0, "OCEAN VESSEL", &[&vessel]);
    p.field(300.0, 540.0, 255.0, 50.0, "VOYAGE NO.", &[&voyage]);
    p.field(40.0, 490.0, 260.0, 50.0, "PORT OF LOADING", &[&pol]);
    p.field(300.0, 490.0, 255.0, 50.0, "PORT OF DISCHARGE", &[&pod]);
    p.field(
        40.0,
        420.0,
        515.0,
        70.0,
        "CURRENT HOLDER (POSSESSION)",
        &[&names.holder, &format!("Inbox {}", ebl.possession_id)],
    );
    let packages: u32 = ebl.goods.iter().map(|g| g.packages).sum();
    let weight: f64 = ebl.goods.iter().map(|g| g.gross_weight_kg).sum();
    p.field(
        40.0,
        350.0,
        515.0,
        70.0,
        "SUMMARY OF CARGO",
        &[
            &format!("{} container(s), {packages} packages", ebl.goods.len()),
            &format!("Total gross weight {weight:.1} kg"),
        ],
    );
    p.text(40.0, 320.0, 8.0, false, &format!("eBL id {}", ebl.id));
    p.text(
        40.0,
        308.0,
        8.0,
        false,
        &format!("Title id {}", ebl.title_id),
    );
    if let Some(original) = ebl.ebl_copy_id {
        p.text(40.0, 296.0, 8.0, false, &format!("Copy of eBL {original}"));
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
    goods.text(
        40.0,
        784.0,
        9.0,
        false,
        &format!("B/L No. {}", ebl.reference),
    );
    let header_y = 750.0;
    goods.line(40.0, header_y + 14.0, 555.0, header_y + 14.0);
    for (x, label) in [
        (40.0, "Container / Seal"),
        (170.0, "Packages"),
        (230.0, "Description of goods"),
        (440.0, "Gross kg"),
        (500.0, "CBM"),
    ] {
        goods.text(x, header_y, 8.0, true, label);
    }
    goods.line(40.0, header_y - 6.0, 555.0, header_y - 6.0);
    let mut y = header_y - 22.0;
    for item in &ebl.goods {
        goods.text(40.0, y, 9.0, false, &item.container);
        goods.text(40.0, y - 11.0, 8.0, false, &format!("Seal {}", item.seal));
        goods.text(170.0, y, 9.0, false, &item.packages.to_string());
        let mut line_y = y;
        for line in wrap(&item.description, 38) {
            goods.text(230.0, line_y, 9.0, false, &line);
            line_y -= 11.0;
        }
        goods.text(
            440.0,
            y,
            9.0,
            false,
            &format!("{:.1}", item.gross_weight_kg),
        );
        goods.text(500.0, y, 9.0, false, &format!("{:.1}", item.volume_cbm));
        y -= 36.0;
    }
    goods.line(40.0, y + 10.0, 555.0, y + 10.0);
    let weight: f64 = ebl.goods.iter().map(|g| g.gross_weight_kg).sum();
    goods.text(
        40.0,
        y - 6.0,
        9.0,
        true,
        &format!("Total gross weight: {weight:.1} kg"),
    );
    goods.text(
        40.0,
        y - 22.0,
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
