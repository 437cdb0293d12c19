//! Printing what a command produced. `print!` panics when stdout cannot be
//! written, and a command line meets that every day: `felt solve … | head -1`
//! closes the pipe after one line. A reader that went away ends the command
//! quietly with its own status, as other Unix tools end; any other failure
//! (a full disk) is one line on stderr and [`EX_IOERR`].

use std::io::{self, ErrorKind, Write};

use super::{Failure, Output};

/// Exit status: the output could not be written, a full disk say (EX_IOERR
/// in sysexits.h).
pub const EX_IOERR: u8 = 74;

/// How writing the output went.
#[derive(Debug)]
pub enum Written {
    /// Every byte is out.
    All,
    /// The reader closed its end (`| head`, `| true`): nobody wants the
    /// rest, which is no error.
    ReaderGone,
    /// The output could not be written and the user should hear why.
    Failed(io::Error),
}

impl Written {
    /// The exit status this outcome forces, if any: only a failure does.
    pub fn failure_status(&self) -> Option<u8> {
        matches!(self, Written::Failed(_)).then_some(EX_IOERR)
    }

    /// The line that says why, for stderr.
    pub fn message(&self) -> Option<String> {
        match self {
            Written::Failed(err) => Some(format!("felt: cannot write the output: {err}")),
            Written::All | Written::ReaderGone => None,
        }
    }
}

/// Writes `text` to `out` and flushes it.
pub fn write_out(out: &mut impl Write, text: &str) -> Written {
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Written::All,
        Err(err) if err.kind() == ErrorKind::BrokenPipe => Written::ReaderGone,
        Err(err) => Written::Failed(err),
    }
}

/// Writes a message to `err` (stderr). When even that fails there is
/// nowhere left to say so: the exit status still tells.
pub fn say(err: &mut impl Write, message: &str) {
    let _ = writeln!(err, "{message}").and_then(|()| err.flush());
}

/// Prints a command's result, its output on `out` or why it failed on
/// `err`, and gives the exit status.
pub fn finish(result: Result<Output, Failure>, out: &mut impl Write, err: &mut impl Write) -> u8 {
    match result {
        Ok(output) => {
            let written = write_out(out, &output.stdout);
            if let Some(message) = written.message() {
                say(err, &message);
            }
            written
                .failure_status()
                .unwrap_or_else(|| u8::try_from(output.status).unwrap_or(1))
        }
        Err(failure) => {
            say(err, &failure.to_string());
            failure.status()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::UsageError;

    /// A writer that fails every write with `kind`.
    struct Broken(ErrorKind);

    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::Error::from(self.0))
        }
    }

    fn solved() -> Result<Output, Failure> {
        Ok(Output {
            stdout: "t0 f0\n".into(),
            status: 2,
        })
    }

    #[test]
    fn the_output_goes_out_with_the_commands_status() {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        assert_eq!(finish(solved(), &mut out, &mut err), 2);
        assert_eq!(out, b"t0 f0\n");
        assert!(err.is_empty());
    }

    #[test]
    fn a_closed_pipe_ends_quietly_with_the_commands_status() {
        let mut err = Vec::new();
        let status = finish(solved(), &mut Broken(ErrorKind::BrokenPipe), &mut err);
        assert_eq!(status, 2);
        assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    }

    #[test]
    fn a_full_disk_is_one_line_and_status_74() {
        let mut err = Vec::new();
        let status = finish(solved(), &mut Broken(ErrorKind::StorageFull), &mut err);
        assert_eq!(status, EX_IOERR);
        let said = String::from_utf8(err).unwrap();
        assert!(
            said.starts_with("felt: cannot write the output: "),
            "{said}"
        );
        assert_eq!(said.lines().count(), 1, "{said}");
    }

    #[test]
    fn a_failure_is_said_on_stderr_even_when_stderr_is_gone() {
        let mut err = Vec::new();
        let usage = || Err(Failure::Usage(UsageError("no command given".into())));
        assert_eq!(finish(usage(), &mut Vec::new(), &mut err), 64);
        assert!(String::from_utf8(err)
            .unwrap()
            .starts_with("felt: no command given"));
        let status = finish(
            usage(),
            &mut Vec::new(),
            &mut Broken(ErrorKind::StorageFull),
        );
        assert_eq!(status, 64);
    }
}
