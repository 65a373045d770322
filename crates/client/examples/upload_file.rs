//! Uploads one file as a standard envelope through tdx-client's streaming upload (the app's
//! upload path) and prints `seconds bytes_per_second` — the benchmark's counterpart of
//! `curl -F`. Run under `/usr/bin/time -v` for the peak RSS.
//!
//!   upload_file BASE_URL TOKEN RECIPIENT_INBOX FILE

use std::time::Instant;

use tdx_client::models::{StandardEnvelope, UploadDocument};
use tdx_client::{Client, Sensitive, UploadOptions};

#[tokio::main(flavor = "current_thread")]
async fn main() {
    if let Err(e) = run().await {
        eprintln!("upload_file: {e}");
        std::process::exit(1);
    }
}

async fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [base, token, recipient, file] = args.as_slice() else {
        return Err("usage: upload_file BASE_URL TOKEN RECIPIENT_INBOX FILE".into());
    };
    let client = Client::builder(base.as_str())
        .bearer(Sensitive::new(token.clone()))
        .build()
        .map_err(|e| e.to_string())?;
    let size = std::fs::metadata(file).map_err(|e| e.to_string())?.len();
    let envelope = StandardEnvelope {
        recipient_id: recipient.parse().map_err(|e| format!("recipient: {e}"))?,
        documents: vec![UploadDocument {
            path: file.into(),
            file_name: String::new(),
            document_type: "GOO".into(),
            document_id: Some("BIG-1".into()),
            meta_data: Default::default(),
        }],
        company_id: None,
        inbox_id: None,
        pay_to_collect: false,
    };
    let started = Instant::now();
    client
        .envelopes()
        .standard(&envelope, UploadOptions::default().with_progress(|_| {}))
        .await
        .map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    println!("{seconds:.3} {:.0}", size as f64 / seconds);
    Ok(())
}
