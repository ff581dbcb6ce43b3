//! `saloon serve` survives the command-layer fuzzer (the same one `saloon-app` runs in
//! process): every bad line gets a typed error, and the saves on disk do not change.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use crate::fuzz_harness::{fuzz, Transport};
use serde_json::Value;

struct Serve {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    data: tempfile::TempDir,
}

impl Serve {
    fn start() -> Self {
        let data = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_saloon"))
            .args(["serve", "--data", data.path().to_str().unwrap()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Serve {
            child,
            stdin,
            stdout,
            data,
        }
    }
}

impl Transport for Serve {
    type Saves = BTreeMap<String, Value>;

    fn send(&mut self, line: &str) -> String {
        // One request per line: a request that holds a line break is sent as two lines, and
        // each gets its own answer.
        let mut answers = Vec::new();
        for part in line.split('\n') {
            if part.trim().is_empty() {
                // serve skips blank lines without an answer; make sure it is still there.
                writeln!(self.stdin, "{part}").expect("serve is still reading");
                answers
                    .push(r#"{"id":null,"error":{"kind":"bad-request","message":"blank"}}"#.into());
                continue;
            }
            writeln!(self.stdin, "{part}").expect("serve is still reading");
            self.stdin.flush().unwrap();
            let mut answer = String::new();
            let n = self.stdout.read_line(&mut answer).unwrap();
            assert!(n > 0, "serve died on {part:?}");
            answers.push(answer);
        }
        answers.pop().unwrap_or_default()
    }

    fn saves(&mut self) -> BTreeMap<String, Value> {
        std::fs::read_dir(self.data.path())
            .unwrap()
            .map(|entry| {
                let path = entry.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                (
                    name,
                    serde_json::from_str(&text).unwrap_or(Value::String(text)),
                )
            })
            .collect()
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn serve_gives_typed_errors_to_bad_lines_and_keeps_its_saves() {
    let (requests, oks, errors) = fuzz(6, 30, Serve::start);
    assert!(oks > 0 && errors > 0, "{oks} accepted, {errors} refused");
    assert!(requests > 40, "{requests}");
}

#[test]
fn serve_answers_a_line_that_is_not_utf8_and_carries_on() {
    let mut serve = Serve::start();
    serve
        .stdin
        .write_all(b"{\"cmd\":\"hist\xffory\"}\n")
        .unwrap();
    let mut answer = String::new();
    serve.stdout.read_line(&mut answer).unwrap();
    let out: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(out["error"]["kind"], "bad-request");
    assert!(out["error"]["message"].as_str().unwrap().contains("UTF-8"));
    let line = r#"{"id":2,"cmd":"history","offset":0,"limit":10}"#;
    let out: Value = serde_json::from_str(&serve.send(line)).unwrap();
    assert_eq!(out["id"], 2);
    assert!(out["ok"]["games"].is_array());
}
