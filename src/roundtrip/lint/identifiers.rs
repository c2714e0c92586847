//! `build-id-length`: `DebugBuildIdentifier`'s identifier is a hash of at least 32 hex digits
//! (the spec: "at least 128 bits"), nothing else.

use super::{Lint, Rule};
use crate::nsdi::view;

/// The fewest hex digits an identifier may have.
const MIN_HEX_DIGITS: usize = 32;

impl Lint<'_> {
    pub(super) fn build_id_length(&mut self) {
        for (id, b) in self.each::<view::DebugBuildIdentifier>() {
            let text = self.view.string(b.identifier().word()).unwrap_or("");
            let digits = text.chars().filter(char::is_ascii_hexdigit).count();
            let other = text.chars().count() - digits;
            if digits < MIN_HEX_DIGITS || other > 0 {
                let path = self.at(id);
                self.report(
                    Rule::BuildIdLength,
                    path,
                    format!(
                        "identifier {text:?} has {digits} hex digits{}; the spec wants at least \
                         {MIN_HEX_DIGITS}",
                        if other > 0 {
                            " and other characters"
                        } else {
                            ""
                        }
                    ),
                );
            }
        }
    }
}
