//! Source text from disk for the emitter's `DebugSource`s: the driver-side
//! [`SourceProvider`] `nsdi-llc` gives the emitter. A DIFile's path is where clang found the
//! file; a relative one is looked up under the source root (`--source-root`, else the current
//! directory). The limits (a regular file, at most 16 MiB, UTF-8) are the checker's too
//! ([`read_source_file`]), so the two agree about what was readable.

use std::path::PathBuf;

use crate::debug::{SourceProvider, SourceUnread};
use crate::di::source_file::read_source_file;

/// Reads source files from disk, relative paths under `root`.
#[derive(Clone, Debug, Default)]
pub struct DiskSources {
    root: Option<PathBuf>,
}

impl DiskSources {
    /// A reader resolving relative paths against `root` (`None`: the current directory).
    pub fn new(root: Option<PathBuf>) -> Self {
        DiskSources { root }
    }
}

impl SourceProvider for DiskSources {
    fn source_text(&self, path: &str) -> Result<String, SourceUnread> {
        let full = match &self.root {
            Some(root) if !path.starts_with('/') => root.join(path),
            _ => PathBuf::from(path),
        };
        read_source_file(&full)
    }
}

#[cfg(test)]
mod tests {
    use super::DiskSources;
    use crate::debug::{SourceProvider, SourceUnread};

    #[test]
    fn relative_paths_are_read_under_the_root_absolute_ones_as_they_are() {
        let dir = std::env::temp_dir().join(format!("nsdi-disk-sources-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("k.cl");
        std::fs::write(&file, "kernel void k() {}\n").expect("write");
        let sources = DiskSources::new(Some(dir.clone()));
        assert_eq!(
            sources.source_text("k.cl"),
            Ok("kernel void k() {}\n".to_owned())
        );
        let absolute = file.to_str().expect("a UTF-8 temp path");
        assert_eq!(
            DiskSources::new(None).source_text(absolute),
            Ok("kernel void k() {}\n".to_owned())
        );
        assert_eq!(sources.source_text("missing.cl"), Err(SourceUnread::Absent));
        std::fs::write(&file, [0xff, 0xfe]).expect("write");
        assert_eq!(sources.source_text("k.cl"), Err(SourceUnread::NotUtf8));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
