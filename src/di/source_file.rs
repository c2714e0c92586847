//! Reading a `DIFile`'s source text from disk, once for the emitter (which embeds it in
//! `DebugSource`) and the checker (which compares the embedded text with it): the same file,
//! the same limits, so the two cannot disagree about what was readable.

use std::io::Read;
use std::path::Path;

/// The largest source file whose text is embedded (text a `DIFile` carries itself is not
/// limited): 16 MiB, some 64 `DebugSourceContinued`.
pub const MAX_SOURCE_BYTES: u64 = 16 << 20;

/// Why a file's text was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceUnread {
    /// Missing, unreadable, or a directory (a `DIFile` with an empty name): nothing to say.
    Absent,
    /// A FIFO, device or socket: it would block or never end.
    NotRegular,
    /// Over [`MAX_SOURCE_BYTES`] (the size found, or `None` when the file grew while read).
    TooLarge(Option<u64>),
    /// Not UTF-8.
    NotUtf8,
}

/// The text of the file at `path`: only a regular file (`metadata` follows symlinks), at most
/// [`MAX_SOURCE_BYTES`], UTF-8.
pub fn read_source_file(path: &Path) -> Result<String, SourceUnread> {
    let meta = std::fs::metadata(path).map_err(|_| SourceUnread::Absent)?;
    if meta.is_dir() {
        return Err(SourceUnread::Absent);
    }
    if !meta.is_file() {
        return Err(SourceUnread::NotRegular);
    }
    if meta.len() > MAX_SOURCE_BYTES {
        return Err(SourceUnread::TooLarge(Some(meta.len())));
    }
    let mut bytes = Vec::new();
    // The file may have grown since `metadata`: read one byte past the limit to tell.
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_SOURCE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|_| SourceUnread::Absent)?;
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return Err(SourceUnread::TooLarge(None));
    }
    String::from_utf8(bytes).map_err(|_| SourceUnread::NotUtf8)
}
