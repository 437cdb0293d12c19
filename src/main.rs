//! The `felt` binary: command-line tools, or the game in a window.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match felt::cli::run(&args) {
        Ok(out) => {
            print!("{}", out.stdout);
            ExitCode::from(out.status as u8)
        }
        Err(err) => {
            eprintln!("{err}");
            ExitCode::from(2)
        }
    }
}
