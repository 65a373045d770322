//! The first screen's two questions, asked before the page's script has loaded: a tiny plugin
//! whose initialization script (run by WebKit at the document's start, after Tauri's own
//! scripts define `__TAURI_INTERNALS__`) invokes `session_info` and `list_ebls_head` at once
//! and leaves their promises in `window.__EBL_DESK_FIRST__`, where `ui/src/api/firstScreen.ts`
//! takes them. A warm launch spends ~100 ms loading and parsing the page's script; the desk opens
//! the profile (keyring, token, who-am-I) in that time instead of after it. Each call goes through
//! the same command, capability and origin checks as any other: nothing is granted here.

use tauri::Runtime;
use tauri::plugin::{Builder, TauriPlugin};

/// How many rows the first paint shows; `ui/src/api/ebls.ts` `HEAD_ROWS` (the page uses the
/// early answer only when the counts agree).
pub const HEAD_ROWS: u32 = 60;

/// The script (see the module's documentation). Each call is timed as an `ipc:<command>`
/// measure, as `ui/src/api/invoke.ts` times the page's own calls.
pub fn init_script() -> String {
    format!(
        r#"(function () {{
  var internals = window.__TAURI_INTERNALS__;
  if (!internals || typeof internals.invoke !== "function") return;
  var ask = function (command, args) {{
    var start = performance.now();
    var answer = internals.invoke(command, args);
    var timed = function () {{
      try {{ performance.measure("ipc:" + command, {{ start: start, end: performance.now() }}); }} catch (e) {{}}
    }};
    answer.then(timed, timed);
    return answer;
  }};
  window.__EBL_DESK_FIRST__ = {{
    count: {HEAD_ROWS},
    session: ask("session_info", {{}}),
    head: ask("list_ebls_head", {{ count: {HEAD_ROWS} }})
  }};
}})();"#
    )
}

/// The plugin (see the module's documentation).
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    Builder::new("ebl-desk-first-screen")
        .js_init_script(init_script())
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_asks_the_first_screens_questions_with_the_pages_row_count() {
        let script = init_script();
        assert!(script.contains(r#"ask("session_info", {})"#), "{script}");
        assert!(
            script.contains(r#"ask("list_ebls_head", { count: 60 })"#),
            "{script}"
        );
        assert!(script.contains("count: 60,"), "{script}");
        // The page's own constant is the same number.
        let ui = include_str!("../../ui/src/api/ebls.ts");
        assert!(
            ui.contains(&format!("export const HEAD_ROWS = {HEAD_ROWS};")),
            "ui/src/api/ebls.ts HEAD_ROWS differs"
        );
    }
}
