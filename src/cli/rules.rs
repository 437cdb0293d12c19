//! `--rules FILE`: a player's own description, read and registered for
//! this run (`felt --rules FILE`, `felt deal --rules FILE N`, `felt solve
//! --rules FILE N`). A description that does not make sense is refused
//! with the file, the line and the reason: exit status 65, as a bad
//! position is.

use std::path::Path;

use super::{input, Failure};
use crate::games::described::registry::register_text;
use crate::games::Variant;

/// The game a description file describes, registered for this run.
pub fn read(path: &Path) -> Result<Variant, String> {
    let text = input::read_file(path)?;
    register_text(&text)
        .map(Variant::Described)
        .map_err(|why| format!("{}: {why}", path.display()))
}

/// `args` with a leading `--rules FILE` read and put in its place as the
/// game's name (known for this run): what `deal` and `solve` read next.
pub(crate) fn replace_rules(args: &[String]) -> Result<Vec<String>, Failure> {
    if args.first().map(String::as_str) != Some("--rules") {
        return Ok(args.to_vec());
    }
    let file = args
        .get(1)
        .ok_or_else(|| super::UsageError("--rules needs a description file".into()))?;
    let variant = read(file.as_ref()).map_err(Failure::Input)?;
    let mut out = vec![variant.name().to_string()];
    out.extend_from_slice(&args[2..]);
    Ok(out)
}
