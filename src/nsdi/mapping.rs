//! Mapping rules of the NSDI layer that the emitter applies and the round-trip checker checks
//! on its own: stated once here, below both, so neither has to ask the other.
//!
//! The matrix rule (docs/MAPPING.md): a typedef named `<scalar><R>x<C>` (`float4x4`) whose base
//! is an array of C vectors of R `<scalar>`s, 2 <= R, C <= 4, becomes `DebugTypeMatrix`.

/// The shape a typedef name spells under the matrix rule: `(scalar, R, C)` for `float4x3`
/// (`("float", 4, 3)`); `None` for a name of another form.
///
/// ```
/// use nsdi::nsdi::mapping::matrix_shape;
///
/// assert_eq!(matrix_shape("float4x3"), Some(("float", 4, 3)));
/// assert_eq!(matrix_shape("uint2x2"), Some(("uint", 2, 2)));
/// assert_eq!(matrix_shape("float5x3"), None);
/// assert_eq!(matrix_shape("mat4"), None);
/// ```
pub fn matrix_shape(name: &str) -> Option<(&str, u32, u32)> {
    let (head, columns) = name.rsplit_once('x')?;
    let columns: u32 = match columns {
        "2" | "3" | "4" => columns.parse().ok()?,
        _ => return None,
    };
    let rows_char = head.chars().last()?;
    let rows = rows_char.to_digit(10).filter(|r| (2..=4).contains(r))?;
    let scalar = &head[..head.len() - rows_char.len_utf8()];
    matches!(
        scalar,
        "half" | "float" | "double" | "int" | "uint" | "bool"
    )
    .then_some((scalar, rows, columns))
}

/// Whether a typedef name has the matrix rule's form (see [`matrix_shape`]).
pub fn is_matrix_name(name: &str) -> bool {
    matrix_shape(name).is_some()
}

/// Whether a DI basic type's name is the scalar a matrix name spells (`uint` is LLVM's
/// `unsigned int`).
pub fn matrix_scalar_matches(scalar: &str, basic: &str) -> bool {
    scalar == basic || (scalar == "uint" && basic == "unsigned int")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_names() {
        assert!(is_matrix_name("double2x4"));
        assert!(!is_matrix_name("float1x4"));
        assert!(!is_matrix_name("vec4x4"));
        assert!(matrix_scalar_matches("uint", "unsigned int"));
        assert!(!matrix_scalar_matches("int", "unsigned int"));
    }
}
