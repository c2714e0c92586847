//! The demangler for OpenCL builtin names: the small subset of the Itanium C++ ABI clang uses
//! for the overloaded builtins it declares (`_Z3minDv4_fS_` is `min(float4, float4)`). Its
//! [`Demangled`] name and parameter types are what [`classify`](super::classify) decides on
//! and what the lowering reads pointer arguments' element types from.

/// Scalar kind of a builtin parameter, from the mangled parameter type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScalarKind {
    Signed,
    Unsigned,
    Float,
    Bool,
    Other,
}

/// A demangled OpenCL builtin parameter: scalar kind, vector width (1 for scalars), bit width,
/// and for pointers the address space (0..=4) and pointee. `bool` is 8 bits wide and `void`
/// (only ever a pointee) is `Other` with 0 bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamType {
    Scalar {
        kind: ScalarKind,
        bits: u32,
        lanes: u32,
    },
    Pointer {
        address_space: u32,
        pointee: Box<ParamType>,
        is_const: bool,
        is_volatile: bool,
    },
    /// `_Atomic(T)` (`U7_Atomic`).
    Atomic(Box<ParamType>),
    /// `memory_order`, `memory_scope`, `cl_mem_fence_flags` when mangled by name.
    Enum(String),
    Other(String),
}

/// A demangled builtin: its unqualified name and parameter types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Demangled {
    pub name: String,
    pub params: Vec<ParamType>,
}

/// Named types that are enums in clang's OpenCL headers; other named types (images, samplers,
/// events, ...) come back as [`ParamType::Other`].
const ENUM_NAMES: &[&str] = &["cl_mem_fence_flags", "memory_order", "memory_scope"];

/// Bounds both parser recursion (`PPPP...`) and type nesting built through substitutions
/// (`PiPS_PS0_...`), so hostile input cannot overflow the stack or take quadratic time.
const MAX_DEPTH: usize = 16;

/// Qualifiers of a pointee. They only survive in [`ParamType::Pointer`], but they must be kept
/// on substitution entries because `PS2_` may point at an earlier qualified type.
#[derive(Copy, Clone, Debug, Default)]
struct Quals {
    address_space: Option<u32>,
    is_const: bool,
    is_volatile: bool,
}

#[derive(Clone, Debug)]
struct Node {
    ty: ParamType,
    quals: Quals,
    /// Pointer and `_Atomic` levels in `ty`.
    nesting: usize,
}

impl Node {
    fn plain(ty: ParamType) -> Self {
        Self {
            ty,
            quals: Quals::default(),
            nesting: 0,
        }
    }

    fn wrapping(ty: ParamType, inner: usize) -> Option<Self> {
        let nesting = inner + 1;
        (nesting <= MAX_DEPTH).then(|| Self {
            nesting,
            ..Self::plain(ty)
        })
    }
}

struct Parser<'a> {
    input: &'a str,
    pos: usize,
    /// Itanium substitution candidates in the order clang registers them: each pointer,
    /// qualified type, vector, `_Atomic` and named type once it has been fully mangled.
    subs: Vec<Node>,
    depth: usize,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str) -> Self {
        Self {
            input,
            pos: 0,
            subs: Vec::new(),
            depth: 0,
        }
    }

    fn rest(&self) -> &'a str {
        &self.input[self.pos..]
    }

    fn peek(&self) -> Option<u8> {
        self.input.as_bytes().get(self.pos).copied()
    }

    fn eat(&mut self, prefix: &str) -> bool {
        let found = self.rest().starts_with(prefix);
        if found {
            self.pos += prefix.len();
        }
        found
    }

    fn number(&mut self) -> Option<usize> {
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        let value = self.rest()[..digits].parse().ok()?;
        self.pos += digits;
        Some(value)
    }

    /// `<len><name>`.
    fn source_name(&mut self) -> Option<&'a str> {
        let len = self.number().filter(|&len| len > 0)?;
        let end = self.pos.checked_add(len)?;
        let name = self.input.get(self.pos..end)?;
        let mut chars = name.chars();
        let valid = chars
            .next()
            .is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
            && chars.all(|c| c == '_' || c.is_ascii_alphanumeric());
        if !valid {
            return None;
        }
        self.pos = end;
        Some(name)
    }

    fn remember(&mut self, node: Node) -> Node {
        self.subs.push(node.clone());
        node
    }

    fn node(&mut self) -> Option<Node> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let node = self.node_unbounded();
        self.depth -= 1;
        node
    }

    fn node_unbounded(&mut self) -> Option<Node> {
        match self.peek()? {
            b'S' => self.substitution(),
            b'P' => {
                self.pos += 1;
                let Node { ty, quals, nesting } = self.node()?;
                let pointer = ParamType::Pointer {
                    address_space: quals.address_space.unwrap_or(0),
                    pointee: Box::new(ty),
                    is_const: quals.is_const,
                    is_volatile: quals.is_volatile,
                };
                Some(self.remember(Node::wrapping(pointer, nesting)?))
            }
            b'U' | b'r' | b'V' | b'K' => self.qualified(),
            b'0'..=b'9' => {
                let name = self.source_name()?;
                let ty = if ENUM_NAMES.contains(&name) {
                    ParamType::Enum(name.to_owned())
                } else {
                    ParamType::Other(name.to_owned())
                };
                Some(self.remember(Node::plain(ty)))
            }
            _ if self.eat("Dv") => {
                let lanes = self.number()?;
                if !self.eat("_") || !matches!(lanes, 2 | 3 | 4 | 8 | 16) {
                    return None;
                }
                let (kind, bits) = self.builtin().filter(|&(_, bits)| bits > 0)?;
                let lanes = u32::try_from(lanes).ok()?;
                let ty = ParamType::Scalar { kind, bits, lanes };
                Some(self.remember(Node::plain(ty)))
            }
            _ => {
                let (kind, bits) = self.builtin()?;
                let ty = ParamType::Scalar {
                    kind,
                    bits,
                    lanes: 1,
                };
                Some(Node::plain(ty))
            }
        }
    }

    /// Builtin types are never substitution candidates, so they are not remembered.
    fn builtin(&mut self) -> Option<(ScalarKind, u32)> {
        use ScalarKind::*;
        if self.eat("Dh") {
            return Some((Float, 16));
        }
        let scalar = match self.peek()? {
            b'v' => (Other, 0),
            b'b' => (Bool, 8),
            // OpenCL defines plain `char` as signed.
            b'c' | b'a' => (Signed, 8),
            b'h' => (Unsigned, 8),
            b's' => (Signed, 16),
            b't' => (Unsigned, 16),
            b'i' => (Signed, 32),
            b'j' => (Unsigned, 32),
            b'l' => (Signed, 64),
            b'm' => (Unsigned, 64),
            b'f' => (Float, 32),
            b'd' => (Float, 64),
            _ => return None,
        };
        self.pos += 1;
        Some(scalar)
    }

    /// `S_` is the first candidate, `S<base-36 seq>_` the seq+2nd.
    fn substitution(&mut self) -> Option<Node> {
        self.pos += 1;
        let digits = self
            .rest()
            .bytes()
            .take_while(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
            .count();
        let seq = &self.rest()[..digits];
        let index = if seq.is_empty() {
            0
        } else {
            usize::from_str_radix(seq, 36).ok()?.checked_add(1)?
        };
        self.pos += digits;
        if !self.eat("_") {
            return None;
        }
        self.subs.get(index).cloned()
    }

    /// Vendor (`U3AS1`) and CV qualifiers, or `U7_Atomic`, which clang mangles like a vendor
    /// qualifier but which is a type of its own. A qualifier set and its type form one
    /// substitution candidate, as in clang's `mangleType(QualType)`.
    fn qualified(&mut self) -> Option<Node> {
        let mut quals = Quals::default();
        let mut any = false;
        loop {
            match self.peek()? {
                b'r' => self.pos += 1,
                b'V' => {
                    self.pos += 1;
                    quals.is_volatile = true;
                }
                b'K' => {
                    self.pos += 1;
                    quals.is_const = true;
                }
                b'U' if !self.rest().starts_with("U7_Atomic") => {
                    self.pos += 1;
                    quals.address_space = Some(address_space(self.source_name()?)?);
                }
                _ => break,
            }
            any = true;
        }
        if !any {
            if !self.eat("U7_Atomic") {
                return None;
            }
            let inner = self.node()?;
            let atomic = ParamType::Atomic(Box::new(inner.ty));
            return Some(self.remember(Node::wrapping(atomic, inner.nesting)?));
        }
        let inner = self.node()?;
        let merged = Quals {
            address_space: quals.address_space.or(inner.quals.address_space),
            is_const: quals.is_const || inner.quals.is_const,
            is_volatile: quals.is_volatile || inner.quals.is_volatile,
        };
        Some(self.remember(Node {
            quals: merged,
            ..inner
        }))
    }
}

/// Clang mangles target address spaces as `AS<n>` for SPIR targets; the `CL*` spellings are
/// what it uses when a target does not map address spaces, accepted for robustness.
fn address_space(qualifier: &str) -> Option<u32> {
    let number = match qualifier {
        "CLprivate" => 0,
        "CLglobal" => 1,
        "CLconstant" => 2,
        "CLlocal" => 3,
        "CLgeneric" => 4,
        _ => qualifier.strip_prefix("AS")?.parse().ok()?,
    };
    (number <= 4).then_some(number)
}

/// Demangles `_Z<len><name><params>` as clang emits for OpenCL builtins (Itanium ABI subset:
/// builtin types v b c a h s t i j l m f d Dh (half), `Dv<N>_` vectors, P pointers, K/V
/// qualifiers, `U3AS<N>` address-space qualifiers, `U7_Atomic`, `S_` / `S<seq>_` substitutions,
/// `<len><name>` named types like `12memory_order`). Returns None for anything else.
pub fn demangle(mangled: &str) -> Option<Demangled> {
    let mut parser = Parser::new(mangled.strip_prefix("_Z")?);
    let name = parser.source_name()?.to_owned();
    // A lone `v` is the Itanium spelling of an empty parameter list.
    if parser.rest() == "v" {
        return Some(Demangled {
            name,
            params: Vec::new(),
        });
    }
    let mut params = Vec::new();
    while parser.peek().is_some() {
        let ty = parser.node()?.ty;
        if matches!(ty, ParamType::Scalar { bits: 0, .. }) {
            return None;
        }
        params.push(ty);
    }
    (!params.is_empty()).then_some(Demangled { name, params })
}
