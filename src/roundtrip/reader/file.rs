//! SPIR-V files to words: the one loader `nsdi-dump`, `nsdi-roundtrip` and the fuzz targets
//! share, so a file that one tool reads, all read alike.

use std::path::Path;

use rspirv::spirv::{MAGIC_NUMBER, Word};

use super::ReadError;

/// Bytes of one word.
const WORD_BYTES: usize = 4;

/// The words of a binary: little-endian, or big-endian when the magic number says so (then
/// swapped). Only the length is checked here; [`read`](super::read) checks the rest.
///
/// # Errors
/// [`ReadError::Binary`] when the length is not a whole number of words.
///
/// # Example
///
/// ```
/// use nsdi::roundtrip::reader::words_from_bytes;
///
/// let big_endian = [0x07, 0x23, 0x02, 0x03, 0, 0, 0, 1];
/// assert_eq!(words_from_bytes(&big_endian)?, [0x0723_0203, 1]);
/// let err = words_from_bytes(&[1, 2, 3]).unwrap_err();
/// assert_eq!(err.to_string(), "not a SPIR-V module: 3 bytes is not a multiple of 4");
/// # Ok::<(), nsdi::roundtrip::ReadError>(())
/// ```
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<Word>, ReadError> {
    if bytes.len() % WORD_BYTES != 0 {
        return Err(ReadError::Binary(format!(
            "{} bytes is not a multiple of 4",
            bytes.len()
        )));
    }
    let mut words: Vec<Word> = bytes
        .chunks_exact(WORD_BYTES)
        .map(|c| Word::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words.first() == Some(&MAGIC_NUMBER.swap_bytes()) {
        words.iter_mut().for_each(|w| *w = w.swap_bytes());
    }
    Ok(words)
}

/// Reads the file at `path` into words ([`words_from_bytes`]): a regular file only, as every
/// tool's input ([`read_input`](crate::input::read_input)).
///
/// # Errors
/// [`ReadError::Io`] when the file cannot be read or is not a regular file,
/// [`ReadError::Binary`] when its length is not a whole number of words.
pub fn read_file(path: &Path) -> Result<Vec<Word>, ReadError> {
    let bytes = crate::input::read_input(path).map_err(ReadError::Io)?;
    words_from_bytes(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn little_endian_stays() {
        let bytes = [0x03, 0x02, 0x23, 0x07, 5, 0, 0, 0];
        assert_eq!(
            words_from_bytes(&bytes).expect("two whole words"),
            [MAGIC_NUMBER, 5]
        );
        assert_eq!(
            words_from_bytes(&[]).expect("no bytes are no words"),
            Vec::<Word>::new()
        );
    }

    #[test]
    fn a_missing_file_is_an_io_error() {
        let err = read_file(Path::new("/nonexistent/nsdi-reader-test.spv")).unwrap_err();
        assert!(matches!(err, ReadError::Io(_)), "{err}");
        assert_eq!(err.to_string(), "no such file");
    }
}
