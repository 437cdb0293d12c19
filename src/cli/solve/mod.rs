//! `felt solve …` (to be written).

use super::{Output, UsageError};

pub fn run(_args: &[String]) -> Result<Output, UsageError> {
    Err(UsageError("`solve` is not ready yet".into()))
}
