//! A hostile or broken service, tried against every call of the client: answers that are
//! oversized (declared and streamed), truncated, malformed, dripped one byte at a time, of the
//! wrong content type, redirected to another host, or a 500 with an HTML page. Every call must
//! end (no hang) in an error (no panic, no answer taken for good data), and a download must
//! leave the file that was there before untouched (no data lost). Prints one `RELIABILITY`
//! line for BENCHMARKS.md.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tdx_client::models::{EnvelopeSend, RegistrationRequest, SigningData, SigningDataRequest};
use tdx_client::retry::RetryPolicy;
use tdx_client::{Client, Sensitive};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    DeclaredHuge,
    StreamedHuge,
    Truncated,
    Malformed,
    SlowDrip,
    WrongContentType,
    RedirectElsewhere,
    HtmlError,
}

const MODES: [Mode; 8] = [
    Mode::DeclaredHuge,
    Mode::StreamedHuge,
    Mode::Truncated,
    Mode::Malformed,
    Mode::SlowDrip,
    Mode::WrongContentType,
    Mode::RedirectElsewhere,
    Mode::HtmlError,
];

/// Reads one request head (and whatever body came with it) and answers it the hostile way.
async fn answer(mut socket: TcpStream, mode: Mode) {
    let mut head = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    // The head, then a moment for a body (the client's uploads are small JSON here).
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match socket.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    let _ = tokio::time::timeout(Duration::from_millis(20), socket.read(&mut buf)).await;
    let json = "Content-Type: application/json\r\n";
    let write = |text: String| text.into_bytes();
    let _ = match mode {
        Mode::DeclaredHuge => {
            socket
                .write_all(&write(format!(
                    "HTTP/1.1 200 OK\r\n{json}Content-Length: 300000000000\r\n\r\n[["
                )))
                .await
        }
        Mode::StreamedHuge => {
            let _ = socket
                .write_all(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n[")
                .await;
            let chunk = vec![b' '; 1 << 20];
            // 300 MiB of spaces: past every cap (JSON 16 MiB, PDFs 256 MiB).
            for _ in 0..300 {
                if socket.write_all(&chunk).await.is_err() {
                    return;
                }
            }
            Ok(())
        }
        Mode::Truncated => {
            socket
                .write_all(&write(format!(
                    "HTTP/1.1 200 OK\r\n{json}Content-Length: 5000\r\n\r\n{{\"results\": [{{\"id\""
                )))
                .await
        }
        Mode::Malformed => {
            let body = "{\"results\": [}, 42]]]x";
            socket
                .write_all(&write(format!(
                    "HTTP/1.1 200 OK\r\n{json}Content-Length: {}\r\n\r\n{body}",
                    body.len()
                )))
                .await
        }
        Mode::SlowDrip => {
            let _ = socket
                .write_all(&write(format!("HTTP/1.1 200 OK\r\n{json}Content-Length: 100000\r\n\r\n")))
                .await;
            // The slow peer under test, not a test waiting: a byte every 100 ms, in real
            // time, stays under the client's idle read timeout, so only its whole-request
            // deadline (JSON) or its minimum-rate check (a document's fixed 10 s
            // `STALL_WINDOW`) can end the call. Those are real-time reqwest timers over real
            // sockets, which a paused tokio clock cannot drive.
            for _ in 0..600 {
                if socket.write_all(b" ").await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Ok(())
        }
        Mode::WrongContentType => {
            let body = "<html><body>Welcome to the captive portal</body></html>";
            socket
                .write_all(&write(format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\n\r\n{body}",
                    body.len()
                )))
                .await
        }
        Mode::RedirectElsewhere => {
            socket
                .write_all(b"HTTP/1.1 302 Found\r\nLocation: http://127.0.0.2:9/steal\r\nContent-Length: 0\r\n\r\n")
                .await
        }
        Mode::HtmlError => {
            let body = format!("<html>{}</html>", "Internal error. ".repeat(20_000));
            socket
                .write_all(&write(format!(
                    "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/html\r\nContent-Length: {}\r\n\r\n{body}",
                    body.len()
                )))
                .await
        }
    };
    let _ = socket.shutdown().await;
}

async fn hostile_service(mode: Mode) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            tokio::spawn(answer(socket, mode));
        }
    });
    base
}

fn client(base: &str) -> Client {
    Client::builder(base)
        .bearer(Sensitive::new("token".into()))
        .retry_policy(RetryPolicy {
            max_attempts: 2,
            base_delay: Duration::from_millis(10),
            max_delay: Duration::from_millis(20),
            max_retry_after: Duration::from_secs(1),
        })
        .request_timeout(Duration::from_secs(3))
        .read_timeout(Duration::from_secs(2))
        .build()
        .unwrap()
}

/// What a call did: an error (right), data taken for good (wrong), or data lost on disk.
enum Outcome {
    Refused(String),
    Accepted(String),
    LostData(String),
}

const CALLS: [&str; 12] = [
    "list",
    "get",
    "preview",
    "download",
    "signing_data",
    "submit_signed",
    "send_as_copy",
    "me",
    "rules",
    "envelope_send",
    "registration",
    "list_stream",
];

async fn call(name: &'static str, base: String, dir: Arc<tempfile::TempDir>) -> Outcome {
    use futures::TryStreamExt;
    let c = client(&base);
    let id = Uuid::new_v4();
    let done = |r: Result<String, tdx_client::Error>| match r {
        Ok(what) => Outcome::Accepted(what),
        Err(e) => Outcome::Refused(e.code().to_owned()),
    };
    match name {
        "list" => done(
            c.ebls()
                .list()
                .send()
                .await
                .map(|p| format!("{} eBLs", p.results.len())),
        ),
        "list_stream" => done(
            c.ebls()
                .list()
                .stream()
                .try_collect::<Vec<_>>()
                .await
                .map(|v| format!("{} eBLs", v.len())),
        ),
        "get" => done(c.ebls().get(id).await.map(|e| format!("eBL {}", e.id))),
        "preview" => match c.ebls().preview(id).await {
            Err(e) => Outcome::Refused(e.code().to_owned()),
            Ok(stream) => done(
                stream
                    .bytes()
                    .await
                    .map(|b| format!("{} PDF bytes", b.len())),
            ),
        },
        "download" => {
            let target = dir.path().join(format!("{id}.pdf"));
            std::fs::write(&target, b"the user's earlier download").unwrap();
            let result = match c.ebls().download(id).await {
                Err(e) => Err(e),
                Ok(stream) => stream
                    .save_to(&target)
                    .await
                    .map(|n| format!("{n} bytes saved")),
            };
            let kept = std::fs::read(&target).ok();
            let partial = dir.path().join(format!("{id}.pdf.part")).exists();
            match result {
                Ok(what) => Outcome::Accepted(what),
                Err(_) if kept.as_deref() != Some(b"the user's earlier download".as_slice()) => {
                    Outcome::LostData(
                        "the earlier file was overwritten by a failed download".into(),
                    )
                }
                Err(_) if partial => Outcome::LostData("a partial file was left".into()),
                Err(e) => Outcome::Refused(e.code().to_owned()),
            }
        }
        "signing_data" => done(
            c.ebls()
                .signing_data(&SigningDataRequest {
                    operation: tdx_client::models::Operation::TransferPossession,
                    ebl_id: id,
                    eth_address: "0x0000000000000000000000000000000000000001".into(),
                    recipient_inbox: Some(Uuid::new_v4()),
                })
                .await
                .map(|s| format!("signing data {}", s.hash)),
        ),
        "submit_signed" => {
            let signed: SigningData = serde_json::from_value(serde_json::json!({
                "eblId": id, "hash": "0x00", "relayNonce": 1, "recipient": "0x00",
                "relayedFor": "0x00", "transactionData": "0x00", "signature": "0x00",
                "operation": "TRANSFER_POSSESSION"
            }))
            .unwrap();
            done(c.ebls().submit_signed(&signed).await.map(|v| v.to_string()))
        }
        "send_as_copy" => done(
            c.ebls()
                .send_as_copy(id, Uuid::new_v4(), Some(Uuid::new_v4()))
                .await
                .map(|v| v.to_string()),
        ),
        "me" => done(c.me().await.map(|m| format!("{m:?}"))),
        "rules" => done(
            c.rules(id)
                .list()
                .await
                .map(|p| format!("{} rules", p.results.len())),
        ),
        "envelope_send" => done(
            c.envelopes()
                .send(&EnvelopeSend {
                    envelope_id: id,
                    hash: "0x00".into(),
                    signature: "0x00".into(),
                })
                .await
                .map(|v| v.to_string()),
        ),
        "registration" => done(
            c.registrations()
                .app_tokens(&RegistrationRequest::default())
                .await
                .map(|r| format!("{r:?}")),
        ),
        other => panic!("no call {other}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_call_survives_every_hostile_answer() {
    let dir = Arc::new(tempfile::tempdir().unwrap());
    let tried = AtomicUsize::new(0);
    let mut crashed = Vec::new();
    let mut hung = Vec::new();
    let mut accepted = Vec::new();
    let mut lost = Vec::new();
    let mut refusals = std::collections::BTreeMap::<String, usize>::new();
    for mode in MODES {
        let base = hostile_service(mode).await;
        let mut calls = Vec::new();
        for name in CALLS {
            calls.push((
                name,
                tokio::spawn(tokio::time::timeout(
                    // Far past the client's own limits (3 s per request, 2 retries).
                    Duration::from_secs(30),
                    call(name, base.clone(), dir.clone()),
                )),
            ));
        }
        for (name, handle) in calls {
            tried.fetch_add(1, Ordering::Relaxed);
            match handle.await {
                Err(e) if e.is_panic() => crashed.push(format!("{mode:?} {name}")),
                Err(e) => crashed.push(format!("{mode:?} {name}: {e}")),
                Ok(Err(_)) => hung.push(format!("{mode:?} {name}")),
                Ok(Ok(Outcome::Accepted(what))) => {
                    accepted.push(format!("{mode:?} {name}: {what}"))
                }
                Ok(Ok(Outcome::LostData(what))) => lost.push(format!("{mode:?} {name}: {what}")),
                Ok(Ok(Outcome::Refused(code))) => *refusals.entry(code).or_default() += 1,
            }
        }
    }
    let tried = tried.into_inner();
    println!(
        "RELIABILITY hostile-answers: tried={tried} calls={} modes={} crashed={} hung={} accepted={} lost={}",
        CALLS.len(),
        MODES.len(),
        crashed.len(),
        hung.len(),
        accepted.len(),
        lost.len()
    );
    println!("refused with: {refusals:?}");
    assert_eq!(tried, CALLS.len() * MODES.len());
    assert!(crashed.is_empty(), "crashed: {crashed:?}");
    assert!(hung.is_empty(), "hung: {hung:?}");
    assert!(lost.is_empty(), "lost data: {lost:?}");
    assert!(
        accepted.is_empty(),
        "hostile answers taken as data: {accepted:?}"
    );
}
