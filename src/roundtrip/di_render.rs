//! The DI side of the comparison: DI nodes rendered the way `render.rs` renders NSDI
//! (`ptr<global>(struct Particle)`, `fn f > block ./k.cl:40:7`), from the DI model alone and
//! this module's own tables (LLVM's DIFlags, DWARF address spaces, DW_ATE and DW_LANG codes to
//! what NSDI says), not the emitter's: a mapping mistake in the emitter shows up as a
//! difference. Also the index that finds the DI node an NSDI instruction describes.

use std::cell::Cell;
use std::collections::{HashMap, HashSet};

use crate::di::{
    DiCompositeType, DiFlags, DiModule, DiNode, DiNodeId, DiOperand, DiSpFlags, DiSubprogram,
    FileId, TypeId,
};
use crate::nsdi::{flags, mapping};

use super::reader::ModuleFlavour;
use super::render::{MAX_TYPE_NODES, flag_names};

/// How deep a type rendering goes before it says `...` (as the NSDI side's).
const MAX_TYPE_DEPTH: u32 = 64;

/// LLVM's `DIFlagTypePassByValue` and `DIFlagTypePassByReference` (the DI model names no
/// constant for them).
const DI_FLAG_TYPE_PASS_BY_VALUE: u32 = 1 << 22;
const DI_FLAG_TYPE_PASS_BY_REFERENCE: u32 = 1 << 23;

/// DIFlags and the DebugInfoFlags NSDI says for them (the access values are swapped).
const FLAG_MAP: &[(u32, u32)] = &[
    (DiFlags::FWD_DECL, flags::FWD_DECL),
    (DiFlags::ARTIFICIAL, flags::ARTIFICIAL),
    (DiFlags::EXPLICIT, flags::EXPLICIT),
    (DiFlags::PROTOTYPED, flags::PROTOTYPED),
    (DiFlags::OBJECT_POINTER, flags::OBJECT_POINTER),
    (DiFlags::STATIC_MEMBER, flags::STATIC_MEMBER),
    (DiFlags::LVALUE_REFERENCE, flags::LVALUE_REFERENCE),
    (DiFlags::RVALUE_REFERENCE, flags::RVALUE_REFERENCE),
    (DiFlags::ENUM_CLASS, flags::IS_ENUM_CLASS),
    (DI_FLAG_TYPE_PASS_BY_VALUE, flags::TYPE_PASS_BY_VALUE),
    (
        DI_FLAG_TYPE_PASS_BY_REFERENCE,
        flags::TYPE_PASS_BY_REFERENCE,
    ),
];

/// DIFlags rendered as NSDI's DebugInfoFlags would be ([`flag_names`]), with `extra` NSDI bits
/// (a subprogram's definition, local and optimized flags come from its DISPFlags).
pub fn di_flag_names(f: DiFlags, extra: u32) -> String {
    let mut bits = extra;
    bits |= match f.0 & DiFlags::PUBLIC {
        DiFlags::PRIVATE => flags::IS_PRIVATE,
        DiFlags::PROTECTED => flags::IS_PROTECTED,
        DiFlags::PUBLIC => flags::IS_PUBLIC,
        _ => flags::NONE,
    };
    for (di, nsdi) in FLAG_MAP {
        if f.0 & di == *di {
            bits |= nsdi;
        }
    }
    flag_names(u64::from(bits))
}

/// DIFlags of a type or variable rendered like DebugInfoFlags.
pub fn di_flags(f: DiFlags) -> String {
    di_flag_names(f, flags::NONE)
}

/// The NSDI flags a subprogram's DISPFlags add: definition (when `definition`), local to the
/// unit, optimized.
pub fn subprogram_flag_bits(sp: &DiSubprogram, definition: bool) -> u32 {
    let mut bits = flags::NONE;
    if definition {
        bits |= flags::IS_DEFINITION;
    }
    if sp.sp_flags.contains(DiSpFlags::LOCAL_TO_UNIT) {
        bits |= flags::IS_LOCAL;
    }
    if sp.sp_flags.contains(DiSpFlags::OPTIMIZED) {
        bits |= flags::IS_OPTIMIZED;
    }
    bits
}

/// DW_ATE encodings by the name of the NSDI encoding they map to.
pub fn encoding_name(ate: u8) -> &'static str {
    use gimli::constants as c;
    match gimli::DwAte(ate) {
        c::DW_ATE_address => "address",
        c::DW_ATE_boolean => "boolean",
        c::DW_ATE_float => "float",
        c::DW_ATE_signed => "signed",
        c::DW_ATE_signed_char => "signed char",
        c::DW_ATE_unsigned => "unsigned",
        c::DW_ATE_unsigned_char => "unsigned char",
        _ => "unspecified",
    }
}

/// DWARF 6 language codes LLVM 19 knows and gimli does not name.
const DW_LANG_GLSL: u16 = 0x34;
const DW_LANG_GLSL_ES: u16 = 0x35;
const DW_LANG_HLSL: u16 = 0x36;
const DW_LANG_OPENCL_CPP: u16 = 0x37;
const DW_LANG_CPP_FOR_OPENCL: u16 = 0x38;
const DW_LANG_SYCL: u16 = 0x39;

/// DW_LANG codes by the NSDI language family they map to (`render::language_family_name`).
pub fn language_family(dw_lang: u16) -> &'static str {
    use gimli::constants as c;
    match dw_lang {
        DW_LANG_GLSL => return "GLSL",
        DW_LANG_GLSL_ES => return "ESSL",
        DW_LANG_HLSL => return "HLSL",
        DW_LANG_OPENCL_CPP => return "OpenCL C++",
        DW_LANG_CPP_FOR_OPENCL => return "C++ for OpenCL",
        DW_LANG_SYCL => return "SYCL",
        _ => {}
    }
    match gimli::DwLang(dw_lang) {
        c::DW_LANG_OpenCL
        | c::DW_LANG_C89
        | c::DW_LANG_C
        | c::DW_LANG_C99
        | c::DW_LANG_C11
        | c::DW_LANG_C17 => "OpenCL C",
        c::DW_LANG_C_plus_plus
        | c::DW_LANG_C_plus_plus_03
        | c::DW_LANG_C_plus_plus_11
        | c::DW_LANG_C_plus_plus_14
        | c::DW_LANG_C_plus_plus_17
        | c::DW_LANG_C_plus_plus_20 => "C++ for OpenCL",
        c::DW_LANG_Rust => "Rust",
        c::DW_LANG_Zig => "Zig",
        _ => "Unknown",
    }
}

/// An integer value as NSDI writes it (docs/MAPPING.md: a static member's initializer, a
/// template value parameter): a 32-bit constant when it fits `i32` or `u32` (a negative one
/// as its two's complement), else 64-bit.
pub fn int_constant_value(v: i64) -> u64 {
    if i32::try_from(v).is_ok() || u32::try_from(v).is_ok() {
        u64::from(v as u32)
    } else {
        v as u64
    }
}

/// The width and bits of a floating-point constant in LLVM's assembly syntax: `float
/// 1.500000e+00`, `double 0x3FB99999A0000000` (hex digits are the value as a double, for a
/// `float` too), `half 0xH3C00`. `None` for other types (`bfloat`, `x86_fp80`, ...) or text.
pub fn float_constant_bits(text: &str) -> Option<(u32, u64)> {
    let (ty, value) = text.trim().split_once(' ')?;
    let value = value.trim();
    if ty == "half" {
        let hex = value.strip_prefix("0xH")?;
        return u16::from_str_radix(hex, 16)
            .ok()
            .map(|b| (16, u64::from(b)));
    }
    let double = match value.strip_prefix("0x") {
        Some(hex) => f64::from_bits(u64::from_str_radix(hex, 16).ok()?),
        None => value.parse::<f64>().ok()?,
    };
    match ty {
        "float" => Some((32, u64::from((double as f32).to_bits()))),
        "double" => Some((64, double.to_bits())),
        _ => None,
    }
}

/// A subprogram's key: its linkage name, or its name when it has none.
pub fn linkage(di: &DiModule, sp: &DiSubprogram) -> String {
    di.function_linkage_name(sp).to_owned()
}

/// Renders DI types and scopes as `render.rs` renders NSDI (the checker's dialect).
#[derive(Copy, Clone)]
pub struct DiRender<'a> {
    /// The DI rendered.
    pub di: &'a DiModule,
    /// `-fdebug-prefix-map` pairs the producer applied to every file name.
    pub prefix_map: &'a [(String, String)],
    /// The typedefs, qualifiers, arrays and enums whose base renders `void`: where the
    /// emitter cuts their cycle ([`cycle_cuts`](super::cycles::cycle_cuts)).
    pub cuts: &'a HashSet<DiNodeId>,
    /// Lexical blocks on a cycle of scopes -> the function whose retained nodes reach them:
    /// where the emitter names that function instead of the unit
    /// ([`DiModule::local_scope_cycle_owners`]).
    pub cycle_owners: &'a std::collections::HashMap<DiNodeId, crate::di::SubprogramId>,
    /// The flavour of the binary compared: a Vulkan module's pointers have the storage
    /// classes of Vulkan code ([`pointer_space`]).
    pub flavour: ModuleFlavour,
}

/// What a `DebugTypePointer` of a DWARF address space says, rendered: OpenCL's address
/// spaces in the Kernel flavour; in the Vulkan flavour (docs/ROUNDTRIP.md, rule
/// `vulkan-storage-class`) the storage class the Vulkan code's pointers of that space have —
/// `global` and `constant` StorageBuffer, `local` Workgroup, private and generic Function
/// (Vulkan has no Generic storage class; a generic pointer names the variable it was cast
/// from, a function-local object).
pub fn pointer_space(flavour: ModuleFlavour, dwarf_address_space: Option<u32>) -> &'static str {
    match (flavour, dwarf_address_space) {
        (ModuleFlavour::Kernel, None | Some(0)) => "private",
        (ModuleFlavour::Kernel, Some(1)) => "global",
        (ModuleFlavour::Kernel, Some(2)) => "constant",
        (ModuleFlavour::Kernel, Some(3)) => "local",
        (ModuleFlavour::Kernel, _) => "generic",
        (ModuleFlavour::Vulkan, Some(1 | 2)) => "storage-buffer",
        (ModuleFlavour::Vulkan, Some(3)) => "local",
        (ModuleFlavour::Vulkan, _) => "private",
    }
}

/// `path` as the producer names it under `-fdebug-prefix-map` (docs/MAPPING.md, `DIFile`):
/// the last pair whose OLD is a prefix of the path replaces it with its NEW.
pub fn remap_path(prefix_map: &[(String, String)], path: &str) -> String {
    for (old, new) in prefix_map.iter().rev() {
        if let Some(rest) = path.strip_prefix(old.as_str()) {
            return format!("{new}{rest}");
        }
    }
    path.to_owned()
}

impl DiRender<'_> {
    /// A type; `None` is `void`.
    pub fn ty(&self, t: Option<TypeId>) -> String {
        self.ty_depth(t, 0, &Cell::new(MAX_TYPE_NODES))
    }

    /// The base `node` names, rendered: `void` where the emitter cuts `node`'s cycle.
    pub fn base(&self, node: DiNodeId, base: Option<TypeId>) -> String {
        if self.cuts.contains(&node) {
            return "void".to_owned();
        }
        self.ty(base)
    }

    fn ty_depth(&self, t: Option<TypeId>, depth: u32, budget: &Cell<u32>) -> String {
        if depth > MAX_TYPE_DEPTH || budget.get() == 0 {
            return "...".to_owned();
        }
        budget.set(budget.get() - 1);
        let Some(t) = self.through_transparent_typedefs(t) else {
            return "void".to_owned();
        };
        let sub = |x: Option<TypeId>| self.ty_depth(x, depth + 1, budget);
        // `t`'s own base, `void` where its cycle is cut.
        let cut = self.cuts.contains(&t.0);
        let base = |b: Option<TypeId>| if cut { None } else { b };
        use gimli::constants as c;
        match self.di.node(t.0) {
            DiNode::BasicType(b) => b.name.clone(),
            DiNode::DerivedType(d) => match gimli::DwTag(d.tag.0) {
                c::DW_TAG_pointer_type
                | c::DW_TAG_reference_type
                | c::DW_TAG_rvalue_reference_type => {
                    let space = pointer_space(self.flavour, d.dwarf_address_space);
                    let kind = match gimli::DwTag(d.tag.0) {
                        c::DW_TAG_reference_type => "ref",
                        c::DW_TAG_rvalue_reference_type => "rref",
                        _ => "ptr",
                    };
                    let extra = if d.flags.0 == 0 {
                        String::new()
                    } else {
                        format!("[{}]", di_flag_names(d.flags, 0))
                    };
                    format!("{kind}{extra}<{space}>({})", sub(d.base_type))
                }
                c::DW_TAG_const_type => format!("const({})", sub(base(d.base_type))),
                c::DW_TAG_volatile_type => format!("volatile({})", sub(base(d.base_type))),
                c::DW_TAG_restrict_type => format!("restrict({})", sub(base(d.base_type))),
                c::DW_TAG_atomic_type => format!("atomic({})", sub(base(d.base_type))),
                c::DW_TAG_typedef => {
                    // docs/MAPPING.md: only a typedef of a basic type survives (a cut one
                    // too: its base is the basic type `void`); the matrix rule turns a
                    // matrix-shaped one into a matrix (itself not a basic type).
                    let base_node = d.base_type.map(|b| self.di.node(b.0));
                    if cut || matches!(base_node, Some(DiNode::BasicType(_))) {
                        d.name.clone()
                    } else if let Some((columns, vector)) = self.matrix_typedef(d) {
                        format!("mat{columns}({})", sub(Some(vector)))
                    } else {
                        sub(d.base_type)
                    }
                }
                c::DW_TAG_ptr_to_member_type => {
                    let class = match &d.extra_data {
                        Some(DiOperand::Node(n))
                            if TypeId::accepts(self.di.node(*n).kind_name()) =>
                        {
                            sub(Some(TypeId(*n)))
                        }
                        _ => "none".to_owned(),
                    };
                    format!("memptr({}, {class})", sub(d.base_type))
                }
                _ => d.name.clone(),
            },
            DiNode::CompositeType(comp) => match gimli::DwTag(comp.tag.0) {
                c::DW_TAG_array_type => {
                    // docs/MAPPING.md: a vector of 1-4 basic components, directly or through
                    // typedefs (OpenCL's `uint4` is a vector of the typedef `uint`), names the
                    // basic type.
                    if comp.flags.contains(DiFlags::VECTOR)
                        && let [Some(s)] = comp.elements.as_slice()
                        && let Some(n) = self.count(*s)
                        && (1..=4).contains(&n)
                        && let Some(basic) = self.basic_under_typedefs(comp.base_type)
                    {
                        return format!("vec{n}({})", sub(Some(basic)));
                    }
                    let counts: Vec<String> = comp
                        .elements
                        .iter()
                        .flatten()
                        .map(|s| match self.di.node(*s) {
                            DiNode::Subrange(r) => match &r.count {
                                Some(DiOperand::Node(v)) => match self.di.node(*v) {
                                    DiNode::LocalVariable(l) => format!("var {}", l.name),
                                    _ => "0".to_owned(),
                                },
                                _ => self.count(*s).filter(|n| *n >= 0).unwrap_or(0).to_string(),
                            },
                            _ => "0".to_owned(),
                        })
                        .collect();
                    format!("{}[{}]", sub(base(comp.base_type)), counts.join("]["))
                }
                c::DW_TAG_enumeration_type => format!("enum {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_class_type => format!("class {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_union_type => format!("union {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_structure_type => format!("struct {}", self.di.composite_name(t.0, comp)),
                _ => comp.name.clone(),
            },
            DiNode::SubroutineType(s) => {
                let ret = match s.types.first() {
                    Some(Some(r)) => sub(Some(*r)),
                    _ => "void".to_owned(),
                };
                // docs/MAPPING.md: parameters past SPIR-V's instruction limit (after Flags
                // and Return Type) are left out.
                let params: Vec<String> = s
                    .types
                    .iter()
                    .skip(1)
                    .take(crate::nsdi::MAX_EXTINST_OPERANDS.saturating_sub(2))
                    .flatten()
                    .map(|p| sub(Some(*p)))
                    .collect();
                format!(
                    "fn[{}]({}) -> {ret}",
                    di_flag_names(s.flags, 0),
                    params.join(", ")
                )
            }
            DiNode::StringType(s) => s.name.clone(),
            _ => "void".to_owned(),
        }
    }

    /// `t` through the typedefs that render as their base (docs/MAPPING.md: only a typedef
    /// of a basic type, or a matrix-shaped one, survives), iteratively: a chain of 100,000
    /// typedefs is valid and renders as the innermost. A typedef where the emitter cuts a
    /// cycle names `void`, a basic type, so it survives.
    fn through_transparent_typedefs(&self, t: Option<TypeId>) -> Option<TypeId> {
        let mut current = t?;
        let mut visited: HashSet<DiNodeId> = HashSet::new();
        loop {
            let DiNode::DerivedType(d) = self.di.node(current.0) else {
                return Some(current);
            };
            if d.tag.0 != gimli::DW_TAG_typedef.0
                || self.cuts.contains(&current.0)
                || matches!(
                    d.base_type.map(|b| self.di.node(b.0)),
                    Some(DiNode::BasicType(_))
                )
                || self.matrix_typedef(d).is_some()
            {
                return Some(current);
            }
            if !visited.insert(current.0) {
                return None;
            }
            current = d.base_type?;
        }
    }

    /// The matrix rule, checked here on its own: (columns, column vector type).
    fn matrix_typedef(&self, d: &crate::di::DiDerivedType) -> Option<(u32, TypeId)> {
        let (scalar, rows, columns) = mapping::matrix_shape(&d.name)?;
        let DiNode::CompositeType(array) = self.di.node(d.base_type?.0) else {
            return None;
        };
        let [Some(sub)] = array.elements.as_slice() else {
            return None;
        };
        if array.flags.contains(DiFlags::VECTOR) || self.count(*sub)? != i64::from(columns) {
            return None;
        }
        // Through typedefs (a bounded walk: LLVM's verifier rejects typedef cycles).
        let mut element = array.base_type?;
        for _ in 0..=self.di.nodes.len() {
            let DiNode::DerivedType(t) = self.di.node(element.0) else {
                break;
            };
            if t.tag.0 != gimli::DW_TAG_typedef.0 {
                return None;
            }
            element = t.base_type?;
        }
        let DiNode::CompositeType(vector) = self.di.node(element.0) else {
            return None;
        };
        let [Some(vsub)] = vector.elements.as_slice() else {
            return None;
        };
        let DiNode::BasicType(b) = self.di.node(vector.base_type?.0) else {
            return None;
        };
        let ok = vector.flags.contains(DiFlags::VECTOR)
            && self.count(*vsub)? == i64::from(rows)
            && mapping::matrix_scalar_matches(scalar, &b.name);
        ok.then_some((columns, element))
    }

    /// The basic type `t` is, through typedefs; `None` for any other type. A bounded walk
    /// (LLVM's verifier rejects typedef cycles).
    pub fn basic_under_typedefs(&self, t: Option<TypeId>) -> Option<TypeId> {
        let mut current = t?;
        for _ in 0..=self.di.nodes.len() {
            match self.di.node(current.0) {
                DiNode::BasicType(_) => return Some(current),
                DiNode::DerivedType(d) if d.tag.0 == gimli::DW_TAG_typedef.0 => {
                    current = d.base_type?;
                }
                _ => return None,
            }
        }
        None
    }

    /// A subrange's element count: its constant `count`, or without one `upperBound -
    /// lowerBound + 1` when both are constants (a missing lower bound is C's 0), as
    /// docs/MAPPING.md says NSDI gives it.
    fn count(&self, subrange: DiNodeId) -> Option<i64> {
        let constant = |o: &Option<DiOperand>| match o {
            Some(DiOperand::Constant(k)) => k.int,
            _ => None,
        };
        match self.di.node(subrange) {
            DiNode::Subrange(s) => match &s.count {
                Some(DiOperand::Constant(k)) => k.int,
                Some(_) => None,
                None => {
                    let lower = match &s.lower_bound {
                        None => Some(0),
                        bound => constant(bound),
                    };
                    constant(&s.upper_bound)?
                        .checked_sub(lower?)?
                        .checked_add(1)
                }
            },
            _ => None,
        }
    }

    /// A scope as a path from the outermost (`fn f > block ./k.cl:4:3`); `None` is the unit.
    pub fn scope(&self, s: Option<DiNodeId>) -> String {
        let mut nested: Vec<String> = Vec::new();
        let mut visited: HashSet<DiNodeId> = HashSet::new();
        let mut current = s;
        let outermost = loop {
            let Some(s) = current else {
                break "unit".to_owned();
            };
            // docs/MAPPING.md: a scope that is its own parent (namespaces, retained blocks,
            // block files LLVM's verifier accepts in a cycle) has the compile unit as the
            // parent where the walk comes back to it; a cycle of blocks a function's retained
            // nodes reach has that function.
            if !visited.insert(s) {
                break match self.cycle_owners.get(&s) {
                    Some(owner) => format!("fn {}", linkage(self.di, self.di.subprogram(*owner))),
                    None => "unit".to_owned(),
                };
            }
            let parent = match self.di.node(s) {
                DiNode::CompileUnit(_) | DiNode::File(_) | DiNode::CommonBlock(_) => {
                    break "unit".to_owned();
                }
                DiNode::Subprogram(sp) if sp.sp_flags.contains(DiSpFlags::DEFINITION) => {
                    break format!("fn {}", linkage(self.di, sp));
                }
                DiNode::Subprogram(sp) => break format!("decl fn {}", linkage(self.di, sp)),
                DiNode::CompositeType(_) => break self.ty(Some(TypeId(s))),
                DiNode::LexicalBlock(b) => {
                    nested.push(format!(
                        "block {}:{}:{}",
                        self.file_path(b.file),
                        b.line,
                        b.column
                    ));
                    b.scope.map(|x| x.0)
                }
                // Transparent: a block file only changes the file of what it holds.
                DiNode::LexicalBlockFile(b) => b.scope.map(|x| x.0),
                DiNode::Namespace(n) => {
                    nested.push(format!("ns {} ({}:0:0)", n.name, self.file_path(None)));
                    n.scope.map(|x| x.0)
                }
                DiNode::Module(m) => {
                    let file = self.file_path(m.file);
                    nested.push(format!("ns {} ({file}:{}:0)", m.name, m.line));
                    m.scope.map(|x| x.0)
                }
                _ => break "unit".to_owned(),
            };
            current = parent;
        };
        let mut out = outermost;
        for part in nested.iter().rev() {
            out.push_str(" > ");
            out.push_str(part);
        }
        out
    }

    /// A file's path as NSDI writes it; `None` is the first unit's file, and no file at all
    /// the empty path.
    pub fn file_path(&self, f: Option<FileId>) -> String {
        let file = f.or_else(|| {
            self.di
                .compile_units
                .first()
                .and_then(|cu| self.di.compile_unit(*cu).file)
        });
        file.map_or_else(String::new, |f| self.path_of(f))
    }

    /// A DIFile's path as NSDI writes it: after the prefix map, fitted to a SPIR-V literal
    /// string (cut at a NUL, truncated past the literal limit) as the emitter fits it.
    pub fn path_of(&self, f: FileId) -> String {
        let path = remap_path(self.prefix_map, &self.di.file(f).path());
        match crate::roundtrip::fit::fit_str(&path) {
            fitted if fitted.len() == path.len() => path,
            fitted => fitted.to_owned(),
        }
    }
}

/// DI nodes indexed by the keys NSDI instructions are looked up with.
pub struct DiIndex {
    /// Subprograms by linkage name.
    pub functions: HashMap<String, Vec<DiNodeId>>,
    /// Composites (not enumerations) by rendering (`struct Particle`).
    pub composites: HashMap<String, Vec<DiNodeId>>,
    /// Enumerations by rendering (`enum Color`).
    pub enums: HashMap<String, Vec<DiNodeId>>,
    /// Global variables by linkage name, or name when they have none.
    pub globals: HashMap<String, Vec<DiNodeId>>,
    /// Local variables by (scope rendering, name, line, argument number).
    pub locals: HashMap<(String, String, u32, u32), Vec<DiNodeId>>,
    /// Subprogram declarations by the first definition (in node order) that names them as
    /// its `declaration:`.
    pub definitions: HashMap<DiNodeId, DiNodeId>,
}

impl DiIndex {
    /// Indexes every node of `side`'s DI (scopes rendered by `side`).
    pub fn new(side: DiRender<'_>) -> Self {
        let di = side.di;
        let mut index = DiIndex {
            functions: HashMap::new(),
            composites: HashMap::new(),
            enums: HashMap::new(),
            globals: HashMap::new(),
            locals: HashMap::new(),
            definitions: HashMap::new(),
        };
        for id in di.ids() {
            match di.node(id) {
                DiNode::Subprogram(sp) => {
                    index.functions.entry(linkage(di, sp)).or_default().push(id);
                    if sp.sp_flags.contains(DiSpFlags::DEFINITION)
                        && let Some(declaration) = sp.declaration
                    {
                        index.definitions.entry(declaration.0).or_insert(id);
                    }
                }
                DiNode::CompositeType(c) => {
                    let key = side.ty(Some(TypeId(id)));
                    match gimli::DwTag(c.tag.0) {
                        gimli::DW_TAG_enumeration_type => {
                            index.enums.entry(key).or_default().push(id)
                        }
                        _ => index.composites.entry(key).or_default().push(id),
                    }
                }
                DiNode::GlobalVariable(g) => {
                    let key = g.linkage_or_name().to_owned();
                    index.globals.entry(key).or_default().push(id);
                }
                DiNode::LocalVariable(v) => {
                    let key = (
                        side.scope(v.scope.map(|s| s.0)),
                        v.name.clone(),
                        v.line,
                        v.arg,
                    );
                    index.locals.entry(key).or_default().push(id);
                }
                _ => {}
            }
        }
        index
    }
}

/// The composite a DI composite renders under, for [`DiIndex::composites`]'s candidates.
pub fn composite_of(di: &DiModule, id: DiNodeId) -> Option<&DiCompositeType> {
    match di.node(id) {
        DiNode::CompositeType(c) => Some(c),
        _ => None,
    }
}
