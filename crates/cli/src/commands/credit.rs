//! `tdx credit show FILE [--amendment MT707]...`: a documentary credit read as the desk
//! reads it, its amendments applied in order; every field it does not read listed as
//! written. A malformed message is refused naming the file and the line.

use std::path::Path;

use tdx_credit::{Amendment, Credit, iso};

use crate::args::CreditCommand;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

pub fn run(out: Out, action: &CreditCommand) -> Outcome {
    match action {
        CreditCommand::Show { file, amendments } => show(out, file, amendments),
    }
}

fn read(path: &Path) -> Outcome<String> {
    std::fs::read_to_string(path).map_err(|e| {
        Failure::new(
            Exit::Failed,
            format!("{} cannot be read as text: {e}.", path.display()),
        )
    })
}

fn refused(path: &Path, e: &tdx_credit::Error) -> Failure {
    Failure::new(
        Exit::Failed,
        format!("{}: refused ({}): {e}", path.display(), e.code()),
    )
}

fn show(out: Out, file: &Path, amendments: &[std::path::PathBuf]) -> Outcome {
    let text = read(file)?;
    let mut credit = Credit::parse(&text).map_err(|e| refused(file, &e))?;
    for path in amendments {
        let text = read(path)?;
        let amendment = Amendment::parse(&text).map_err(|e| refused(path, &e))?;
        credit = credit.amend(&amendment).map_err(|e| refused(path, &e))?;
    }
    if out.json {
        return out.json(&credit);
    }
    let row = |label: &str, value: &str| {
        if !value.is_empty() {
            println!(
                "{:<28}{}",
                out.dim(label),
                value.replace('\n', "\n                            ")
            );
        }
    };
    let opt = |v: &Option<String>| v.clone().unwrap_or_default();
    println!(
        "{}",
        out.bold(&format!("Documentary credit {}", credit.number))
    );
    row(
        "Message",
        &credit
            .message_type
            .as_ref()
            .map(|t| format!("MT{t}"))
            .unwrap_or_default(),
    );
    row("Form (40A)", &opt(&credit.form));
    row(
        "Issued (31C)",
        &credit.date_of_issue.map(iso).unwrap_or_default(),
    );
    row("Rules (40E)", &opt(&credit.rules));
    row(
        "Expires (31D)",
        &format!("{} {}", iso(credit.expiry.date), credit.expiry.place),
    );
    row("Applicant (50)", &credit.applicant_text);
    row("Beneficiary (59)", &credit.beneficiary_text);
    row("Amount (32B)", &credit.amount.display());
    row(
        "Tolerance (39A)",
        &credit
            .tolerance
            .map(|t| format!("+{}% / -{}%", t.plus, t.minus))
            .unwrap_or_default(),
    );
    row(
        "Available (41a)",
        &credit
            .available
            .as_ref()
            .map(|a| format!("{} {}", a.with, a.by))
            .unwrap_or_default(),
    );
    let permission = |p: &Option<tdx_credit::Permission>| match p {
        Some(tdx_credit::Permission::Allowed) => "ALLOWED".to_owned(),
        Some(tdx_credit::Permission::NotAllowed) => "NOT ALLOWED".to_owned(),
        Some(tdx_credit::Permission::Conditional) => "CONDITIONAL".to_owned(),
        Some(tdx_credit::Permission::Other(t)) => t.clone(),
        None => String::new(),
    };
    row(
        "Partial shipments (43P)",
        &permission(&credit.partial_shipments),
    );
    row("Transhipment (43T)", &permission(&credit.transhipment));
    row("Place of receipt (44A)", &opt(&credit.place_of_receipt));
    row("Port of loading (44E)", &opt(&credit.port_of_loading));
    row("Port of discharge (44F)", &opt(&credit.port_of_discharge));
    row("Final destination (44B)", &opt(&credit.final_destination));
    row(
        "Latest shipment (44C)",
        &credit.latest_shipment.map(iso).unwrap_or_default(),
    );
    row("Shipment period (44D)", &opt(&credit.shipment_period));
    row("Goods (45A)", &opt(&credit.goods));
    row("Documents (46A)", &opt(&credit.documents_required));
    row("Conditions (47A)", &opt(&credit.additional_conditions));
    row(
        "Presentation (48)",
        &match &credit.presentation_period {
            Some(p) => p.clone(),
            None => "21 days after shipment (UCP 600 art. 14c: no 48)".to_owned(),
        },
    );
    for f in credit.other_fields() {
        row(&format!("Field {}", f.tag), &f.value);
    }
    for (i, a) in credit.amendments.iter().enumerate() {
        let n = a.number.unwrap_or(u32::try_from(i + 1).unwrap_or(u32::MAX));
        row("Amended", &format!("amendment {n} applied"));
    }
    Ok(())
}
