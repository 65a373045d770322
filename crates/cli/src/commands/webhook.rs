//! `tdx webhook serve --listen ADDR --header NAME`: the profile's webhook receiver
//! (`tdx_desk::webhooks`) until Ctrl+C or SIGTERM. Each notification a rule delivers with its
//! secret header is recorded in the journal (the eBL's timeline in the app) and printed on its
//! own line (one JSON object per line with `--json`). The secret's value comes from
//! `TDX_WEBHOOK_SECRET` or standard input, never from an argument (others on the machine can
//! read those).

use std::io::{IsTerminal, Read};
use std::net::SocketAddr;

use tdx_desk::webhooks::{self, Received, WebhookSecret};
use tdx_i18n::tr;
use tdx_keys::Sensitive;
use tokio::signal::unix::{SignalKind, signal};
use zeroize::Zeroize;

use super::Desk;
use crate::args::WebhookCommand;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

/// Where the secret header's value may come from instead of standard input.
const SECRET_VAR: &str = "TDX_WEBHOOK_SECRET";

pub async fn run(desk: &Desk, out: Out, action: WebhookCommand) -> Outcome {
    match action {
        WebhookCommand::Serve { listen, header } => serve(desk, out, listen, header).await,
    }
}

async fn serve(desk: &Desk, out: Out, listen: SocketAddr, header: String) -> Outcome {
    if header.trim().is_empty() {
        return Err(Failure::usage(tr!("tdx-webhook-name-header")));
    }
    let value = secret()?;
    let cx = desk.context().await?;
    // Both signals are watched before the port opens: a stop sent once it listens is heard.
    let failed = |e: std::io::Error| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-bulk-no-interrupt-watch", error = e.to_string()),
        )
    };
    let mut interrupt = signal(SignalKind::interrupt()).map_err(failed)?;
    let mut terminate = signal(SignalKind::terminate()).map_err(failed)?;
    let listener = webhooks::bind(listen).await?;
    let address = listener.local_addr().map_err(|e| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-webhook-address-unknown", error = e.to_string()),
        )
    })?;
    eprintln!(
        "{}",
        tr!(
            "tdx-webhook-listening",
            address = format!("http://{address}/"),
            profile = &cx.profile().name
        )
    );
    let json = out.json;
    let on_received = move |r: &Received| {
        if json {
            if let Ok(line) = serde_json::to_string(r) {
                println!("{line}");
            }
        } else {
            println!("{} {}: {}", out.bold(&r.ebl_reference), r.event, r.text);
        }
    };
    let shutdown = async move {
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
    };
    webhooks::serve(
        cx,
        listener,
        WebhookSecret { header, value },
        on_received,
        shutdown,
    )
    .await?;
    eprintln!("{}", tr!("tdx-webhook-stopped"));
    Ok(())
}

/// The secret header's value: `TDX_WEBHOOK_SECRET`, else standard input (asked without echo on
/// a terminal, else the whole input, surrounding white space removed).
fn secret() -> Outcome<Sensitive<String>> {
    if let Ok(value) = std::env::var(SECRET_VAR)
        && !value.trim().is_empty()
    {
        return Ok(Sensitive::new(value.trim().to_owned()));
    }
    let unreadable = |e: std::io::Error| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-stdin-unreadable", error = e.to_string()),
        )
    };
    let mut raw = if std::io::stdin().is_terminal() {
        rpassword::prompt_password(tr!("tdx-webhook-secret-prompt")).map_err(unreadable)?
    } else {
        let mut raw = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut raw) {
            raw.zeroize();
            return Err(unreadable(e));
        }
        raw
    };
    let value = Sensitive::new(raw.trim().to_owned());
    raw.zeroize();
    if value.expose().is_empty() {
        return Err(Failure::usage(tr!(
            "tdx-webhook-no-secret",
            variable = SECRET_VAR
        )));
    }
    Ok(value)
}
