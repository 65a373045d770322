//! `tdx generate-docs DIR` (hidden, for packaging): the man pages and shell completions, made
//! from the clap definitions so they always say what `tdx --help` says. Writes `tdx.1`, one
//! page per command (`tdx-bulk.1`, `tdx-bulk-transfer.1`, ...), and the completions
//! `tdx.bash`, `_tdx` (zsh) and `tdx.fish`.

use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;

use crate::args::Cli;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

pub fn generate(out: Out, dir: &Path) -> Outcome {
    let failed = |what: &str, e: std::io::Error| {
        Failure::new(
            Exit::Failed,
            format!("{what} could not be written in {}: {e}", dir.display()),
        )
    };
    std::fs::create_dir_all(dir).map_err(|e| failed("The folder", e))?;
    clap_mangen::generate_to(Cli::command(), dir).map_err(|e| failed("A man page", e))?;
    let mut written: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| failed("A man page", e))?
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
            std::fs::File::create(dir.join(name)).map_err(|e| failed("A completion", e))?;
        clap_complete::generate(shell, &mut Cli::command(), "tdx", &mut file);
        written.push(name.to_owned());
    }
    if out.json {
        return out.json(&written);
    }
    println!("Wrote {} files to {}.", written.len(), dir.display());
    Ok(())
}
