//! The same validator without `spirv-val`: the pinned wheel ships SPIRV-Tools as a shared library
//! (`lib/libSPIRV-Tools-shared.so`) beside the `spirv-val` it ships (`bin/`), both from one
//! build. Loaded at run time (`dlopen`, nothing compiled or linked at build time), its C API
//! validates the module with the options `spirv-val --target-env ENV` uses, except one that only
//! shapes messages: friendly names off. `spirv-val` has no flag for that, and its
//! `FriendlyNameMapper` (a unique string for every id, built before validating) and the temporary
//! file cost a third of its time on our modules (docs/PERFORMANCE.md, "The validator as a
//! library").
//!
//! Only a success is taken from here. A module this validator refuses is validated again by
//! `spirv-val` (the caller does), whose message names ids by their friendly names as before.
//!
//! A tool that keeps a large heap alive while it validates (nsdi-llc: LLVM's module is never
//! freed) can have the library run in a child instead ([`validate_in_child`]): the tool's own
//! executable, started with [`CHILD_ARGUMENT`], reads the module on stdin and answers
//! ([`serve_child`]). The validator's memory then peaks in the child, as it did in `spirv-val`,
//! not on top of the tool's.

use super::{Environment, OLDEST_VALIDATOR, release_of, validator_directory};
use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::io::{Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The first argument that makes a tool's executable a validation child (`EXE
/// --nsdi-validate-child ENV`, the module's words on stdin).
pub const CHILD_ARGUMENT: &str = "--nsdi-validate-child";

/// The executable [`validate_in_child`] named.
static CHILD: OnceLock<PathBuf> = OnceLock::new();

/// The environment argument of a child started before its module was known
/// ([`prestart_child`]): the environment's [`environment_index`] is the first word on stdin.
pub const DEFERRED_ENVIRONMENT: &str = "-";

/// A child [`prestart_child`] started, waiting on stdin for the environment and a module.
static WAITING: Mutex<Option<Child>> = Mutex::new(None);

/// From now on, [`validate`] runs the library in a child: `executable` started with
/// [`CHILD_ARGUMENT`], which must call [`serve_child`] first thing. Set once; later calls are
/// ignored.
pub fn validate_in_child(executable: PathBuf) {
    let _ = CHILD.set(executable);
}

/// A child's exit status: valid, invalid (the message on stdout), or not judged (the parent
/// then validates with `spirv-val`).
const CHILD_VALID: i32 = 0;
const CHILD_INVALID: i32 = 1;
const CHILD_UNJUDGED: i32 = 2;

/// The child's side: validates the module on stdin for `environment` (an
/// [`environment_name`], or [`DEFERRED_ENVIRONMENT`]: the first word on stdin names it) with the
/// library and returns the exit status (see [`CHILD_VALID`]).
pub fn serve_child(environment: &std::ffi::OsStr) -> i32 {
    let named = match environment.to_str() {
        Some(DEFERRED_ENVIRONMENT) => None,
        Some(name) => match ENVIRONMENTS.iter().find(|e| environment_name(**e) == name) {
            Some(env) => Some(*env),
            None => return CHILD_UNJUDGED,
        },
        None => return CHILD_UNJUDGED,
    };
    // Loaded before the module arrives: a prestarted child does it while the parent compiles.
    let Some(library) = library() else {
        return CHILD_UNJUDGED;
    };
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() || bytes.len() % 4 != 0 {
        return CHILD_UNJUDGED;
    }
    let mut words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|w| u32::from_ne_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    drop(bytes);
    let env = match named {
        Some(env) => env,
        // A parent that ended before validating closes stdin with nothing written.
        None if words.is_empty() => return CHILD_UNJUDGED,
        None => match ENVIRONMENTS.get(words.remove(0) as usize) {
            Some(env) => *env,
            None => return CHILD_UNJUDGED,
        },
    };
    match validate_here(library, &words, env) {
        Some(Ok(())) => CHILD_VALID,
        Some(Err(message)) => {
            let mut out = std::io::stdout().lock();
            match out.write_all(message.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => CHILD_INVALID,
                Err(_) => CHILD_UNJUDGED,
            }
        }
        None => CHILD_UNJUDGED,
    }
}

/// The environments a child validates for; a deferred one is named by its index here.
const ENVIRONMENTS: [Environment; 3] = [
    Environment::Universal1_6,
    Environment::Vulkan1_2,
    Environment::Vulkan1_3,
];

/// `env`'s index in [`ENVIRONMENTS`], the first word a deferred child reads.
fn environment_index(env: Environment) -> u32 {
    match env {
        Environment::Universal1_6 => 0,
        Environment::Vulkan1_2 => 1,
        Environment::Vulkan1_3 => 2,
    }
}

/// `spirv-val --target-env`'s name for `env`.
fn environment_name(env: Environment) -> &'static str {
    match env {
        Environment::Universal1_6 => "spv1.6",
        Environment::Vulkan1_2 => "vulkan1.2",
        Environment::Vulkan1_3 => "vulkan1.3",
    }
}

/// The parent's side: `None` when the child did not judge (it could not start, read, load the
/// library, or it ended by a signal).
fn validate_in_child_process(
    executable: &Path,
    words: &[u32],
    env: Environment,
) -> Option<Result<(), String>> {
    let waiting = WAITING.lock().ok().and_then(|mut waiting| waiting.take());
    let mut child = match waiting {
        Some(child) => child,
        None => start_child(executable)?,
    };
    // The words in this machine's byte order, which the child reads back the same way, after
    // the environment's index.
    let bytes: Vec<u8> = std::iter::once(environment_index(env))
        .chain(words.iter().copied())
        .flat_map(|w| w.to_ne_bytes())
        .collect();
    // The child reads all of stdin before it writes anything, so writing it all first cannot
    // deadlock; a child that ended early makes the write fail (SIGPIPE is ignored in Rust).
    let written = child.stdin.take().map(|mut stdin| stdin.write_all(&bytes));
    drop(bytes);
    let output = child.wait_with_output().ok()?;
    if !matches!(written, Some(Ok(()))) {
        return None;
    }
    let judged = match output.status.code() {
        Some(CHILD_VALID) => Ok(()),
        Some(CHILD_INVALID) => Err(String::from_utf8_lossy(&output.stdout).into_owned()),
        _ => return None,
    };
    if let Ok(mut judge) = JUDGE.lock() {
        *judge = executable
            .file_name()
            .map(|name| name.to_string_lossy().into_owned());
    }
    Some(judged)
}

/// The file name of the child executable that last judged a module ([`judged_by_child`]).
static JUDGE: Mutex<Option<String>> = Mutex::new(None);

/// The file name of the child executable whose library judged the last module validated in a
/// child (`nsdi-validate-child`, or the tool's own where that is missing); `None` when no child
/// judged one (the `spirv-val` process did). nsdi-llc prints it with `--time-stages`.
pub fn judged_by_child() -> Option<String> {
    JUDGE.lock().ok().and_then(|judge| judge.clone())
}

/// A child for a module not known yet ([`DEFERRED_ENVIRONMENT`]).
fn start_child(executable: &Path) -> Option<Child> {
    Command::new(executable)
        .arg(CHILD_ARGUMENT)
        .arg(DEFERRED_ENVIRONMENT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()
}

/// Starts the child [`validate`] will use now, before the module exists, so that its start
/// (the executable's and the library's loading, about 15 ms) runs beside the compile rather
/// than after it. Only where [`validate_in_child`] named the executable and the library is not
/// turned off; a second call keeps the first child. A child whose parent never validates reads
/// an empty stdin when the parent exits, and ends.
pub fn prestart_child() {
    let Some(executable) = CHILD.get() else {
        return;
    };
    if library_turned_off() {
        return;
    }
    if let Ok(mut waiting) = WAITING.lock()
        && waiting.is_none()
    {
        *waiting = start_child(executable);
    }
}

/// [`IN_PROCESS_VARIABLE`] is `0`.
fn library_turned_off() -> bool {
    std::env::var_os(IN_PROCESS_VARIABLE).is_some_and(|v| v == "0")
}

/// Set to `0`, validation runs `spirv-val` as a process even where the library is installed
/// (to compare the two, or to time the process path).
pub const IN_PROCESS_VARIABLE: &str = "NSDI_VALIDATE_IN_PROCESS";

/// `spv_const_binary_t`.
#[repr(C)]
struct ConstBinary {
    code: *const u32,
    word_count: usize,
}

/// `spv_diagnostic_t` (`spv_position_t` is three `size_t`s).
#[repr(C)]
struct Diagnostic {
    line: usize,
    column: usize,
    index: usize,
    error: *const c_char,
    is_text_source: bool,
}

/// `spv_result_t`'s success.
const SPV_SUCCESS: c_int = 0;

type ContextCreate = unsafe extern "C" fn(c_int) -> *mut c_void;
type Destroy = unsafe extern "C" fn(*mut c_void);
type OptionsCreate = unsafe extern "C" fn() -> *mut c_void;
type SetFriendlyNames = unsafe extern "C" fn(*mut c_void, bool);
type ValidateWithOptions = unsafe extern "C" fn(
    *const c_void,
    *const c_void,
    *const ConstBinary,
    *mut *mut Diagnostic,
) -> c_int;
type DiagnosticDestroy = unsafe extern "C" fn(*mut Diagnostic);
type VersionString = unsafe extern "C" fn() -> *const c_char;

/// The C API's entry points nsdi calls, resolved once.
struct Library {
    context_create: ContextCreate,
    context_destroy: Destroy,
    options_create: OptionsCreate,
    options_destroy: Destroy,
    options_set_friendly_names: SetFriendlyNames,
    validate_with_options: ValidateWithOptions,
    diagnostic_destroy: DiagnosticDestroy,
}

/// A symbol's address as the function pointer type `F`.
///
/// # Safety
/// `F` must be the symbol's C signature, as an `unsafe extern "C" fn` pointer type.
unsafe fn function<F: Copy>(address: *mut c_void) -> F {
    assert_eq!(size_of::<F>(), size_of::<*mut c_void>());
    // SAFETY: the caller's promise; the sizes match.
    unsafe { std::mem::transmute_copy::<*mut c_void, F>(&address) }
}

/// Where the library sits for the `spirv-val` that [`validator_directory`] names: the wheel's
/// `bin/spirv-val` (the checkout's `.venv/spirv-tools-bin` links to it) and `lib/`.
fn library_path() -> Option<PathBuf> {
    let tool = std::fs::canonicalize(validator_directory()?.join("spirv-val")).ok()?;
    let path = tool
        .parent()?
        .parent()?
        .join("lib/libSPIRV-Tools-shared.so");
    path.is_file().then_some(path)
}

/// The loaded library, when there is one of [`OLDEST_VALIDATOR`] or newer and the process path
/// is not asked for; loaded once per process and never unloaded.
fn library() -> Option<&'static Library> {
    static LIBRARY: OnceLock<Option<Library>> = OnceLock::new();
    LIBRARY
        .get_or_init(|| {
            if library_turned_off() {
                return None;
            }
            let path = CString::new(library_path()?.as_os_str().as_bytes()).ok()?;
            // SAFETY: a path to a shared library; RTLD_LOCAL keeps its symbols out of the global
            // scope, and the handle is never closed, so the pointers below stay valid.
            let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
            if handle.is_null() {
                return None;
            }
            let symbol = |name: &CStr| {
                // SAFETY: a live handle and a NUL-terminated name.
                let address = unsafe { libc::dlsym(handle, name.as_ptr()) };
                (!address.is_null()).then_some(address)
            };
            let version = symbol(c"spvSoftwareVersionString")?;
            // SAFETY: `const char* spvSoftwareVersionString(void)` returns a static string.
            let version = unsafe {
                let version = function::<VersionString>(version);
                CStr::from_ptr(version()).to_string_lossy().into_owned()
            };
            if release_of(&version)? < OLDEST_VALIDATOR {
                return None;
            }
            // SAFETY (each): the symbol is the libspirv.h function of that name, whose C
            // signature the field's type spells.
            unsafe {
                Some(Library {
                    context_create: function::<ContextCreate>(symbol(c"spvContextCreate")?),
                    context_destroy: function::<Destroy>(symbol(c"spvContextDestroy")?),
                    options_create: function::<OptionsCreate>(symbol(
                        c"spvValidatorOptionsCreate",
                    )?),
                    options_destroy: function::<Destroy>(symbol(c"spvValidatorOptionsDestroy")?),
                    options_set_friendly_names: function::<SetFriendlyNames>(symbol(
                        c"spvValidatorOptionsSetFriendlyNames",
                    )?),
                    validate_with_options: function::<ValidateWithOptions>(symbol(
                        c"spvValidateWithOptions",
                    )?),
                    diagnostic_destroy: function::<DiagnosticDestroy>(symbol(
                        c"spvDiagnosticDestroy",
                    )?),
                })
            }
        })
        .as_ref()
}

/// `spv_target_env` of libspirv.h (SPIRV-Tools 2025.5; the enum only grows at its end).
fn target_env(env: Environment) -> c_int {
    match env {
        Environment::Universal1_6 => 24,
        Environment::Vulkan1_2 => 23,
        Environment::Vulkan1_3 => 25,
    }
}

/// Validates `words` with the library (in a child when [`validate_in_child`] named one):
/// `None` when the library is not there or the child did not judge (validate with the
/// `spirv-val` process), else whether it validates, with the library's message when it does
/// not.
pub(crate) fn validate(words: &[u32], env: Environment) -> Option<Result<(), String>> {
    // The child loads the library itself and says when it cannot (not judged).
    match CHILD.get() {
        Some(_) if library_turned_off() => None,
        Some(executable) => validate_in_child_process(executable, words, env),
        None => validate_here(library()?, words, env),
    }
}

/// The library, in this process.
fn validate_here(library: &Library, words: &[u32], env: Environment) -> Option<Result<(), String>> {
    let binary = ConstBinary {
        code: words.as_ptr(),
        word_count: words.len(),
    };
    let mut diagnostic: *mut Diagnostic = std::ptr::null_mut();
    // SAFETY: the C API used as libspirv.h documents it: a context and options created and
    // destroyed here, a binary borrowed for the call, the diagnostic (if any) read and destroyed.
    unsafe {
        let context = (library.context_create)(target_env(env));
        let options = (library.options_create)();
        if context.is_null() || options.is_null() {
            if !options.is_null() {
                (library.options_destroy)(options);
            }
            if !context.is_null() {
                (library.context_destroy)(context);
            }
            return None;
        }
        (library.options_set_friendly_names)(options, false);
        let result = (library.validate_with_options)(context, options, &binary, &mut diagnostic);
        let message = match diagnostic.as_ref() {
            Some(d) if !d.error.is_null() => CStr::from_ptr(d.error).to_string_lossy().into_owned(),
            _ => format!("spv_result_t {result}"),
        };
        if !diagnostic.is_null() {
            (library.diagnostic_destroy)(diagnostic);
        }
        (library.options_destroy)(options);
        (library.context_destroy)(context);
        Some(if result == SPV_SUCCESS {
            Ok(())
        } else {
            Err(message)
        })
    }
}

/// Whether [`validate`] runs in process here (tests use it to say what they compared).
pub fn available() -> bool {
    library().is_some()
}
