//! `tdx generate-docs DIR` (hidden, for packaging): the man pages and shell completions, made
//! from the clap definitions so they always say what `tdx --help` says. Writes `tdx.1`, one
//! page per command (`tdx-bulk.1`, `tdx-bulk-transfer.1`, ...), and the completions
//! `tdx.bash`, `_tdx` (zsh) and `tdx.fish`.

use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;
use tdx_i18n::tr;

use crate::args::Cli;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

pub fn generate(out: Out, dir: &Path) -> Outcome {
    let folder = dir.display().to_string();
    let failed = |what: &str, e: std::io::Error| {
        let error = e.to_string();
        let message = match what {
            "folder" => tr!("tdx-docs-folder-failed", folder = &folder, error = error),
            "man" => tr!("tdx-docs-man-failed", folder = &folder, error = error),
            _ => tr!(
                "tdx-docs-completion-failed",
                folder = &folder,
                error = error
            ),
        };
        Failure::new(Exit::Failed, message)
    };
    std::fs::create_dir_all(dir).map_err(|e| failed("folder", e))?;
    clap_mangen::generate_to(Cli::command(), dir).map_err(|e| failed("man", e))?;
    let mut written: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| failed("man", e))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("tdx") && name.ends_with(".1"))
        .collect();
    written.sort();
    for (shell, name) in [
        (Shell::Bash, "tdx.bash"),
        (Shell::Zsh, "_tdx"),
        (Shell::Fish, "tdx.fish"),
    ] {
        let mut file =
            std::fs::File::create(dir.join(name)).map_err(|e| failed("completion", e))?;
        clap_complete::generate(shell, &mut Cli::command(), "tdx", &mut file);
        written.push(name.to_owned());
    }
    if out.json {
        return out.json(&written);
    }
    println!(
        "{}",
        tr!(
            "tdx-docs-written",
            n = crate::output::count(written.len() as u64),
            folder = &folder
        )
    );
    Ok(())
}
