//! `tdx credit show FILE [--amendment MT707]...`: a documentary credit read as the desk
//! reads it, its amendments applied in order; every field it does not read listed as
//! written. A malformed message is refused naming the file and the line.

use std::path::Path;

use tdx_credit::{Amendment, Credit, iso};
use tdx_i18n::tr;

use crate::args::CreditCommand;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, pad};

pub fn run(out: Out, action: &CreditCommand) -> Outcome {
    match action {
        CreditCommand::Show { file, amendments } => show(out, file, amendments),
    }
}

fn read(path: &Path) -> Outcome<String> {
    std::fs::read_to_string(path).map_err(|e| {
        Failure::new(
            Exit::Failed,
            tr!(
                "tdx-credit-unreadable",
                path = path.display().to_string(),
                error = e.to_string()
            ),
        )
    })
}

fn refused(path: &Path, e: &tdx_credit::Error) -> Failure {
    Failure::new(
        Exit::Failed,
        tr!(
            "tdx-credit-refused",
            path = path.display().to_string(),
            code = e.code(),
            error = e.to_string()
        ),
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
    let row = |label: String, value: &str| {
        if !value.is_empty() {
            println!(
                "{}{}",
                out.dim(&pad(&label, 28)),
                value.replace('\n', "\n                            ")
            );
        }
    };
    let opt = |v: &Option<String>| v.clone().unwrap_or_default();
    println!(
        "{}",
        out.bold(&tr!("tdx-credit-title", number = credit.number.as_str()))
    );
    row(
        tr!("tdx-credit-message"),
        &credit
            .message_type
            .as_ref()
            .map(|t| format!("MT{t}"))
            .unwrap_or_default(),
    );
    row(tr!("tdx-credit-form"), &opt(&credit.form));
    row(
        tr!("tdx-credit-issued"),
        &credit.date_of_issue.map(iso).unwrap_or_default(),
    );
    row(tr!("tdx-credit-rules"), &opt(&credit.rules));
    row(
        tr!("tdx-credit-expires"),
        &format!("{} {}", iso(credit.expiry.date), credit.expiry.place),
    );
    row(tr!("tdx-credit-applicant"), &credit.applicant_text);
    row(tr!("tdx-credit-beneficiary"), &credit.beneficiary_text);
    row(tr!("tdx-credit-amount"), &credit.amount.display());
    row(
        tr!("tdx-credit-tolerance"),
        &credit
            .tolerance
            .map(|t| format!("+{}% / -{}%", t.plus, t.minus))
            .unwrap_or_default(),
    );
    row(
        tr!("tdx-credit-available"),
        &credit
            .available
            .as_ref()
            .map(|a| format!("{} {}", a.with, a.by))
            .unwrap_or_default(),
    );
    let permission = |p: &Option<tdx_credit::Permission>| match p {
        Some(tdx_credit::Permission::Allowed) => tr!("tdx-credit-allowed"),
        Some(tdx_credit::Permission::NotAllowed) => tr!("tdx-credit-not-allowed"),
        Some(tdx_credit::Permission::Conditional) => tr!("tdx-credit-conditional"),
        Some(tdx_credit::Permission::Other(t)) => t.clone(),
        None => String::new(),
    };
    row(
        tr!("tdx-credit-partial-shipments"),
        &permission(&credit.partial_shipments),
    );
    row(
        tr!("tdx-credit-transhipment"),
        &permission(&credit.transhipment),
    );
    row(
        tr!("tdx-credit-place-of-receipt"),
        &opt(&credit.place_of_receipt),
    );
    row(
        tr!("tdx-credit-port-of-loading"),
        &opt(&credit.port_of_loading),
    );
    row(
        tr!("tdx-credit-port-of-discharge"),
        &opt(&credit.port_of_discharge),
    );
    row(
        tr!("tdx-credit-final-destination"),
        &opt(&credit.final_destination),
    );
    row(
        tr!("tdx-credit-latest-shipment"),
        &credit.latest_shipment.map(iso).unwrap_or_default(),
    );
    row(
        tr!("tdx-credit-shipment-period"),
        &opt(&credit.shipment_period),
    );
    row(tr!("tdx-credit-goods"), &opt(&credit.goods));
    row(
        tr!("tdx-credit-documents"),
        &opt(&credit.documents_required),
    );
    row(
        tr!("tdx-credit-conditions"),
        &opt(&credit.additional_conditions),
    );
    row(
        tr!("tdx-credit-presentation"),
        &match &credit.presentation_period {
            Some(p) => p.clone(),
            None => tr!("tdx-credit-presentation-default"),
        },
    );
    for f in credit.other_fields() {
        row(tr!("tdx-credit-field", tag = f.tag.as_str()), &f.value);
    }
    for (i, a) in credit.amendments.iter().enumerate() {
        let n = a.number.unwrap_or(u32::try_from(i + 1).unwrap_or(u32::MAX));
        row(
            tr!("tdx-credit-amended"),
            &tr!("tdx-credit-amendment-applied", n = n.to_string()),
        );
    }
    Ok(())
}
