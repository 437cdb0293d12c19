//! Reading a board, position or description from a file or stdin, capped.
//! A real one is a few hundred bytes; something far larger is a mistake
//! (the wrong file, `/dev/zero`) and is refused before it fills the memory.

use std::io::Read;
use std::path::Path;

/// The most a board, position or description may hold: no real one
/// comes near it.
pub(crate) const MOST_BYTES: u64 = 64 * 1024;

/// Reads the file at `path` (`-` is a file named so; the caller decides
/// whether it means stdin).
pub(crate) fn read_file(path: &Path) -> Result<String, String> {
    let name = path.display();
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    read_capped(file, &name.to_string())
}

/// Reads stdin to its end.
pub(crate) fn read_stdin() -> Result<String, String> {
    read_capped(std::io::stdin().lock(), "stdin")
}

/// Reads at most [`MOST_BYTES`] (and one more byte, to know there is more);
/// `name` says in the errors where from.
pub(crate) fn read_capped(source: impl Read, name: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    source
        .take(MOST_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() as u64 > MOST_BYTES {
        return Err(format!(
            "{name} is larger than {} KB: no board, position or description is",
            MOST_BYTES / 1024
        ));
    }
    String::from_utf8(bytes).map_err(|_| format!("{name} is not text (UTF-8)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_up_to_the_cap_is_read_and_beyond_it_refused() {
        let most = MOST_BYTES as usize;
        assert_eq!(read_capped(&b"KS QH"[..], "x"), Ok("KS QH".to_string()));
        assert_eq!(read_capped(&vec![b' '; most][..], "x").unwrap().len(), most);
        let err = read_capped(std::io::repeat(0), "stdin").unwrap_err();
        assert_eq!(
            err,
            "stdin is larger than 64 KB: no board, position or description is"
        );
        assert!(read_capped(&[0xff, 0xfe][..], "x")
            .unwrap_err()
            .contains("not text"));
    }
}
