//! Requests stay on the service's origin: a who-am-I or envelope send path that names another
//! host or scheme (`/\/host:port/me`, `/http:host:port/me`, encoded slashes, dot segments), a
//! list page whose `next` link points elsewhere, or a page address a caller kept that is not
//! the service's, is refused with `client.origin_mismatch` before a credential is attached —
//! and a live second server on 127.0.0.1, which would answer like the service, receives
//! nothing at all.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Recorder, answer};
use futures::TryStreamExt;
use tdx_client::models::EnvelopeSend;
use tdx_client::{Client, Sensitive};

const TOKEN: &str = "the-bearer-token-of-the-service";

const ME: &str =
    r#"{"company_id":"4e11e000-0000-4000-8000-000000000001","company_name":"Nile","inbox_ids":[]}"#;

/// The paths a hostile profile edit could give, each naming the server at `hostport`.
fn hostile_paths(hostport: &str) -> Vec<String> {
    vec![
        format!("/\\/{hostport}/me"),
        format!("/\\\\{hostport}/me"),
        format!("/http:{hostport}/me"),
        format!("/http:/{hostport}/me"),
        format!("//{hostport}/me"),
        format!("/%2F%2F{hostport}/me"),
        format!("/%2f%5c{hostport}/me"),
        format!("/..%2f..%2f{hostport}/me"),
        format!("/../../{hostport}/me"),
        format!("http://{hostport}/me"),
    ]
}

fn refused(err: &tdx_client::Error) {
    assert_eq!(err.code(), "client.origin_mismatch", "{err:?}");
}

#[tokio::test]
async fn a_path_that_names_another_host_sends_nothing_anywhere() {
    let elsewhere = Recorder::start(answer("200 OK", "", ME)).await;
    let front = Recorder::start(answer("200 OK", "", ME)).await;
    let hostport = elsewhere.base.trim_start_matches("http://").to_owned();
    let paths = hostile_paths(&hostport);
    let tried = paths.len() * 2;
    for path in paths {
        let client = Client::builder(front.base.clone())
            .bearer(Sensitive::new(TOKEN.to_owned()))
            .me_path(path.clone())
            .envelope_send_path(path.clone())
            .build()
            .unwrap();
        refused(&client.me().await.expect_err(&path));
        let send = EnvelopeSend {
            envelope_id: uuid::Uuid::from_u128(1),
            hash: "0x00".into(),
            signature: "0x00".into(),
        };
        refused(&client.envelopes().send(&send).await.expect_err(&path));
    }
    let (connections, received) = elsewhere.finish().await;
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line.
    println!("RELIABILITY origin: tried={tried} reached={connections}");
    assert_eq!(connections, 0, "the other host received {received:?}");
    let (connections, _) = front.finish().await;
    assert_eq!(connections, 0, "a refused request is not sent at all");
}

#[tokio::test]
async fn a_plain_path_still_reaches_the_service_with_its_token() {
    let front = Recorder::start(answer("200 OK", "", ME)).await;
    let client = Client::builder(format!("{}/svc", front.base))
        .bearer(Sensitive::new(TOKEN.to_owned()))
        .me_path("/api/custom/whoami/")
        .build()
        .unwrap();
    assert!(client.me().await.unwrap().is_some());
    let (_, received) = front.finish().await;
    assert_eq!(received.len(), 1);
    assert!(
        received[0].line.starts_with("GET /svc/api/custom/whoami/ "),
        "{}",
        received[0].line
    );
    assert!(received[0].head.contains(TOKEN));
}

#[tokio::test]
async fn a_next_link_to_another_host_sends_nothing_there() {
    let elsewhere = Recorder::start(answer("200 OK", "", r#"{"results":[]}"#)).await;
    for next in [
        format!("{}/api/integrators/ebl/v1/list?page=2", elsewhere.base),
        format!(
            "/\\/{}/api/integrators/ebl/v1/list?page=2",
            elsewhere.base.trim_start_matches("http://")
        ),
    ] {
        let page = serde_json::json!({"count": 2, "next": next, "previous": null, "results": []});
        let front = Recorder::start(answer("200 OK", "", &page.to_string())).await;
        let client = Client::builder(front.base.clone())
            .bearer(Sensitive::new(TOKEN.to_owned()))
            .build()
            .unwrap();
        let listed: Result<Vec<_>, _> = client.ebls().list().stream().try_collect().await;
        refused(&listed.expect_err(&next));
        let first = client.ebls().list().send().await.unwrap();
        refused(&client.ebls().next_page(&first).await.expect_err(&next));
        let first_url = client.ebls().list().first_url().unwrap();
        refused(
            &client
                .ebls()
                .page_if_changed(&first_url, None)
                .await
                .expect_err(&next),
        );
        let (_, received) = front.finish().await;
        assert_eq!(received.len(), 3, "only the first pages were asked for");
    }
    // A page address a caller kept (the watcher's) that is not the service's.
    let front = Recorder::start(answer("200 OK", "", r#"{"results":[]}"#)).await;
    let client = Client::builder(front.base.clone())
        .bearer(Sensitive::new(TOKEN.to_owned()))
        .build()
        .unwrap();
    let kept = url::Url::parse(&format!("{}/list", elsewhere.base)).unwrap();
    refused(
        &client
            .ebls()
            .page_if_changed(&kept, None)
            .await
            .expect_err("kept address"),
    );
    let (connections, received) = elsewhere.finish().await;
    assert_eq!(connections, 0, "the other host received {received:?}");
    let (connections, _) = front.finish().await;
    assert_eq!(connections, 0);
}
