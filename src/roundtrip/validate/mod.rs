//! In-process validation with SPIRV-Tools (the `spirv-tools` crate, feature `validate`): what
//! `spirv-val` checks, without a process per module. The crate bundles SPIRV-Tools v2025.3,
//! which knows `OpExtInstWithForwardRefsKHR` (SPV_KHR_relaxed_extended_instruction) and the
//! NonSemantic.Shader.DebugInfo.100 rules of spirv-val 2025.5 that nsdi's output meets.
//!
//! The validator reads the module without its `OpName`s and `OpMemberName`s, whose rules are
//! checked apart ([`names`]): with them its time grows with the square of the names that share
//! a string.

mod names;

use spirv_tools::val::Validator;

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

/// Validates `words` as `spirv-val --target-env ENV` would.
///
/// # Errors
/// The validator's diagnostic, on one line (notes, such as the offending instruction, after
/// ` | `, cut to [`MAX_NOTE_CHARS`]: a 16k-case OpSwitch disassembles to 300 KB).
pub fn validate(words: &[u32], env: Environment) -> Result<(), ValidationError> {
    match names::split(words) {
        names::Split::Checked(unnamed) => match validate_all(&unnamed, env) {
            Ok(()) => Ok(()),
            // Again with the names, whose ids the validator's message then shows by name.
            Err(error) => validate_all(words, env).and(Err(error)),
        },
        names::Split::Invalid(reason) => Err(ValidationError(reason)),
        names::Split::Unreadable => validate_all(words, env),
    }
}

/// SPIRV-Tools' validator on the whole of `words`.
pub(crate) fn validate_all(words: &[u32], env: Environment) -> Result<(), ValidationError> {
    let env = match env {
        Environment::Universal1_6 => spirv_tools::TargetEnv::Universal_1_6,
        Environment::Vulkan1_2 => spirv_tools::TargetEnv::Vulkan_1_2,
        Environment::Vulkan1_3 => spirv_tools::TargetEnv::Vulkan_1_3,
    };
    let validator = spirv_tools::val::create(Some(env));
    validator.validate(words, None).map_err(|e| {
        let message = match &e.diagnostic {
            Some(d) if d.notes.trim().is_empty() => d.message.trim().to_owned(),
            Some(d) => format!(
                "{} | {}",
                d.message.trim(),
                clipped(&d.notes.trim().replace('\n', " "))
            ),
            None => e.to_string(),
        };
        ValidationError(message)
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
