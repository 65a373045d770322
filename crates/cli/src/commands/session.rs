//! `tdx login`, `tdx logout`, `tdx whoami`.

use std::time::Duration;

use tdx_desk::error::ErrorCode;
use tdx_desk::session;
use tdx_desk::view::SessionInfo;
use tdx_i18n::tr;

use super::Desk;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, pad};

/// `tdx login`: the browser sign-in, the loopback listener waiting `wait` seconds for the
/// browser to come back.
pub async fn login(desk: &Desk, out: Out, wait: u64) -> Outcome {
    let cx = desk.context().await?;
    let info = match session::sign_in_within(&cx, Duration::from_secs(wait)).await {
        Ok(info) => info,
        Err(e) if e.error_code() == ErrorCode::AuthLoginTimeout => {
            return Err(Failure::new(
                Exit::Failed,
                tr!("tdx-login-timeout", seconds = crate::output::count(wait)),
            ));
        }
        Err(e) => return Err(e.into()),
    };
    if out.json {
        return out.json(&info);
    }
    let who = company(&info);
    let done = out.green(&tr!("tdx-signed-in"));
    let rest = match (&info.company_name, &info.company_id) {
        (None, None) => tr!(
            "tdx-signed-in-as-your-company",
            profile = &info.profile_name
        ),
        _ if who.ends_with('.') => tr!(
            "tdx-signed-in-as-stop",
            profile = &info.profile_name,
            company = who
        ),
        _ => tr!(
            "tdx-signed-in-as",
            profile = &info.profile_name,
            company = who
        ),
    };
    println!("{done} {rest}");
    Ok(())
}

/// `tdx login --client-credentials`: the application's own session (no browser).
pub async fn login_client_credentials(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::sign_in_client_credentials(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    let done = out.green(&tr!("tdx-signed-in"));
    let rest = match (&info.company_name, &info.company_id) {
        (None, None) => tr!(
            "tdx-signed-in-application-your-company",
            profile = &info.profile_name
        ),
        _ => tr!(
            "tdx-signed-in-application",
            profile = &info.profile_name,
            company = company(&info)
        ),
    };
    println!("{done} {rest}");
    Ok(())
}

pub async fn logout(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::sign_out(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    println!("{}", tr!("tdx-signed-out", profile = &info.profile_name));
    Ok(())
}

/// Who the session acts for; not signed in, exit 4.
pub async fn whoami(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::session_info(&cx).await?;
    if out.json {
        out.json(&info)?;
    } else if info.signed_in {
        let name = match (&info.company_name, &info.company_id) {
            (None, None) => tr!("tdx-your-company"),
            _ => company(&info),
        };
        println!("{}", out.bold(&name));
        let width = crate::output::label_width(
            9,
            &[
                tr!("tdx-whoami-label-profile"),
                tr!("tdx-whoami-label-company"),
                tr!("tdx-whoami-label-inbox"),
                tr!("tdx-whoami-label-scopes"),
                tr!("tdx-whoami-label-key"),
            ],
        );
        let row = |label: String, value: &str| println!("  {} {value}", pad(&label, width));
        row(
            tr!("tdx-whoami-label-profile"),
            &tr!(
                "tdx-whoami-profile",
                profile = &info.profile_name,
                address = &info.base_url
            ),
        );
        if let Some(id) = &info.company_id {
            row(tr!("tdx-whoami-label-company"), id);
        }
        for inbox in &info.inbox_ids {
            row(tr!("tdx-whoami-label-inbox"), inbox);
        }
        row(tr!("tdx-whoami-label-scopes"), &info.scopes.join(" "));
        match info.key_address.as_deref() {
            Some(key) => row(tr!("tdx-whoami-label-key"), key),
            None => row(tr!("tdx-whoami-label-key"), &tr!("tdx-whoami-no-key")),
        }
    }
    if !info.signed_in {
        return Err(Failure::new(
            Exit::NeedsAttention,
            tr!("tdx-not-signed-in", profile = &info.profile_name),
        ));
    }
    Ok(())
}

fn company(info: &SessionInfo) -> String {
    info.company_name
        .clone()
        .or_else(|| info.company_id.clone())
        .unwrap_or_else(|| tr!("tdx-your-company"))
}
