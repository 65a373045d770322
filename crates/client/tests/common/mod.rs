//! A live HTTP server on 127.0.0.1 that records what reaches it (the client's tests of where
//! requests go: redirects, origins).

#![allow(dead_code)]

use std::sync::{Arc, Mutex};

use tdx_client::CancellationToken;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// One request a [`Recorder`] received: its request line, its headers, its body.
#[derive(Debug, Clone)]
pub struct Received {
    pub line: String,
    pub head: String,
    pub body: Vec<u8>,
}

/// A live HTTP server on 127.0.0.1 that records every connection and request, and answers
/// each with the same fixed response (then closes the connection). Connections are served
/// one after the other, so once [`Recorder::finish`] has joined it, the record is complete.
pub struct Recorder {
    pub base: String,
    connections: Arc<Mutex<usize>>,
    received: Arc<Mutex<Vec<Received>>>,
    stop: CancellationToken,
    task: JoinHandle<()>,
}

impl Recorder {
    pub async fn start(response: String) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let connections = Arc::new(Mutex::new(0));
        let received = Arc::new(Mutex::new(Vec::new()));
        let stop = CancellationToken::new();
        let task = tokio::spawn({
            let (connections, received, stop) =
                (connections.clone(), received.clone(), stop.clone());
            async move {
                loop {
                    let mut socket = tokio::select! {
                        _ = stop.cancelled() => return,
                        accepted = listener.accept() => match accepted {
                            Ok((socket, _)) => socket,
                            Err(_) => continue,
                        },
                    };
                    *connections.lock().unwrap() += 1;
                    if let Some(request) = read_request(&mut socket).await {
                        received.lock().unwrap().push(request);
                    }
                    let _ = socket.write_all(response.as_bytes()).await;
                    let _ = socket.shutdown().await;
                }
            }
        });
        Self {
            base,
            connections,
            received,
            stop,
            task,
        }
    }

    /// Stops the server, joins it, and returns (connections, requests) it saw.
    pub async fn finish(self) -> (usize, Vec<Received>) {
        self.stop.cancel();
        self.task.await.unwrap();
        let connections = *self.connections.lock().unwrap();
        let received = self.received.lock().unwrap().clone();
        (connections, received)
    }
}

/// Reads one request: the head, then `Content-Length` bytes of body.
async fn read_request(socket: &mut TcpStream) -> Option<Received> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let end = loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        match socket.read(&mut chunk).await {
            Ok(0) | Err(_) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    };
    let head = String::from_utf8_lossy(&buf[..end]).into_owned();
    let length: usize = head
        .lines()
        .filter_map(|l| l.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.trim().parse().ok())
        .unwrap_or(0);
    let mut body = buf[end + 4..].to_vec();
    while body.len() < length {
        match socket.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => body.extend_from_slice(&chunk[..n]),
        }
    }
    Some(Received {
        line: head.lines().next().unwrap_or_default().to_owned(),
        head,
        body,
    })
}

pub fn answer(status: &str, headers: &str, body: &str) -> String {
    format!(
        "HTTP/1.1 {status}\r\n{headers}Content-Type: application/json\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    )
}
