//! The facts of the DWARF LLVM wrote: subprograms with code, local variables with their type
//! and function, members with their offsets, and each function's line rows. Read with gimli
//! alone; nothing here knows our importer's DI.

use std::collections::BTreeSet;

use gimli::{AttributeValue, DwTag, UnitOffset, constants as c};

use super::object::Reader;
use super::{DwarfError, Facts, Line, Variable};

/// How many links (type wrappers, specifications, abstract origins) one lookup follows.
const MAX_LINKS: usize = 64;

type Unit<'a> = gimli::Unit<Reader<'a>>;
type Dwarf<'a> = gimli::Dwarf<Reader<'a>>;
type Entry<'a> = gimli::DebuggingInformationEntry<Reader<'a>>;

fn err(e: gimli::Error) -> DwarfError {
    DwarfError::Dwarf(e.to_string())
}

/// What an open DIE on the walk's stack is to its children.
enum Context {
    /// A concrete function (subprogram with code, or inlined instance): its name.
    Function(String),
    /// A structure, class or union: its rendering.
    Composite(String),
    /// A lexical block: its variables are its function's.
    Block,
    /// Anything else.
    Other,
}

/// Reads the facts of every unit.
pub(super) fn read(dwarf: &Dwarf<'_>) -> Result<Facts, DwarfError> {
    let mut facts = Facts::default();
    let mut ranges: Vec<(u64, u64, String)> = Vec::new();
    let mut units = dwarf.units();
    while let Some(header) = units.next().map_err(err)? {
        let unit = dwarf.unit(header).map_err(err)?;
        let u = unit.unit_ref(dwarf);
        let mut stack: Vec<(isize, Context)> = Vec::new();
        let mut entries = unit.entries();
        while let Some(entry) = entries.next_dfs().map_err(err)? {
            let depth = entry.depth();
            while stack.last().is_some_and(|(d, _)| *d >= depth) {
                stack.pop();
            }
            let tag = entry.tag();
            let context = match tag {
                c::DW_TAG_subprogram | c::DW_TAG_inlined_subroutine => {
                    let mut has_code = false;
                    let name = function_name(dwarf, &unit, entry)?;
                    let mut r = u.die_ranges(entry).map_err(err)?;
                    while let Some(range) = r.next().map_err(err)? {
                        has_code = true;
                        if tag == c::DW_TAG_subprogram {
                            ranges.push((range.begin, range.end, name.clone()));
                        }
                    }
                    if has_code {
                        facts.functions.insert(name.clone());
                        Context::Function(name)
                    } else {
                        Context::Other
                    }
                }
                c::DW_TAG_structure_type | c::DW_TAG_class_type | c::DW_TAG_union_type => {
                    Context::Composite(render_type(dwarf, &unit, entry.offset())?)
                }
                c::DW_TAG_lexical_block => Context::Block,
                // docs/MAPPING.md: a base class is a member of its subobject, named after the
                // base (NSDI has no DebugTypeInheritance spirv-val accepts).
                c::DW_TAG_inheritance => {
                    if let Some((_, Context::Composite(composite))) = stack.last()
                        && let Some(AttributeValue::UnitRef(o)) = entry.attr_value(c::DW_AT_type)
                    {
                        let base = unit.entry(o).map_err(err)?;
                        let name = string_attr(dwarf, &unit, &base, c::DW_AT_name)?;
                        match member_location_bytes(entry) {
                            Some(bytes) => {
                                facts.members.insert((composite.clone(), name, bytes * 8));
                            }
                            // A virtual base: found through the vtable at run time.
                            None => {
                                facts.virtual_bases.insert((composite.clone(), name));
                            }
                        }
                    }
                    Context::Other
                }
                c::DW_TAG_variable | c::DW_TAG_formal_parameter => {
                    // Through lexical blocks only: a parameter of a method declared in a class
                    // inside the function is not the function's.
                    let function = stack.iter().rev().find_map(|(_, c)| match c {
                        Context::Block => None,
                        Context::Function(f) => Some(Some(f.clone())),
                        _ => Some(None),
                    });
                    let function = function.flatten();
                    if let Some(function) = function
                        && !is_static_storage(entry)
                    {
                        let (origin_unit, origin) = origin(dwarf, &unit, entry)?;
                        let origin_unit = origin_unit.as_ref().unwrap_or(&unit);
                        let name = string_attr(dwarf, origin_unit, &origin, c::DW_AT_name)?;
                        let ty = match origin.attr_value(c::DW_AT_type) {
                            Some(AttributeValue::UnitRef(o)) => render_type(dwarf, origin_unit, o)?,
                            Some(AttributeValue::DebugInfoRef(o)) => {
                                match unit_holding(dwarf, o)? {
                                    Some((u, o)) => render_type(dwarf, &u, o)?,
                                    None => "void".to_owned(),
                                }
                            }
                            _ => "void".to_owned(),
                        };
                        facts.variables.insert(Variable { function, name, ty });
                    }
                    Context::Other
                }
                c::DW_TAG_member => {
                    if let Some((_, Context::Composite(composite))) = stack.last()
                        && !entry.has_attr(c::DW_AT_external)
                        && !entry.has_attr(c::DW_AT_declaration)
                    {
                        let name = string_attr(dwarf, &unit, entry, c::DW_AT_name)?;
                        facts
                            .members
                            .insert((composite.clone(), name, member_bit_offset(entry)));
                    }
                    Context::Other
                }
                _ => Context::Other,
            };
            if entry.has_children() {
                stack.push((depth, context));
            }
        }
        read_lines(dwarf, &unit, &ranges, &mut facts)?;
    }
    Ok(facts)
}

/// A member's (or base's) `DW_AT_data_member_location` in bytes: a constant, or in DWARF 2 a
/// location expression that is one `DW_OP_plus_uconst N` (or empty: 0). `None` for any
/// other expression (a virtual base's, read through the vtable at run time).
fn member_location_bytes(entry: &Entry<'_>) -> Option<u64> {
    use gimli::Reader as _;
    match entry.attr_value(c::DW_AT_data_member_location) {
        None => Some(0),
        Some(AttributeValue::Exprloc(e)) => {
            let mut r = e.0;
            if r.is_empty() {
                return Some(0);
            }
            let op = r.read_u8().ok()?;
            let offset = (op == c::DW_OP_plus_uconst.0)
                .then(|| r.read_uleb128().ok())
                .flatten()?;
            r.is_empty().then_some(offset)
        }
        Some(v) => v.udata_value(),
    }
}

/// A data member's offset in bits. DWARF 4 and later give a bit field's as
/// `DW_AT_data_bit_offset`; DWARF 2 and 3 (LLVM's `useDWARF2Bitfields`) as the byte offset of
/// its storage unit (`DW_AT_data_member_location`), the unit's size (`DW_AT_byte_size`) and
/// `DW_AT_bit_offset`, counted from the unit's most significant bit: on a little-endian
/// target (the oracle's x86_64) the field starts `byte_size * 8 - bit_offset - bit_size`
/// bits into the unit.
fn member_bit_offset(entry: &Entry<'_>) -> u64 {
    let number = |a| entry.attr_value(a).and_then(|v| v.udata_value());
    if let Some(bits) = number(c::DW_AT_data_bit_offset) {
        return bits;
    }
    let unit = member_location_bytes(entry).unwrap_or(0).saturating_mul(8);
    match (
        number(c::DW_AT_bit_offset),
        number(c::DW_AT_byte_size),
        number(c::DW_AT_bit_size),
    ) {
        (Some(from_msb), Some(bytes), Some(size)) => unit.saturating_add(
            bytes
                .saturating_mul(8)
                .saturating_sub(from_msb)
                .saturating_sub(size),
        ),
        _ => unit,
    }
}

/// A function-scope `static` (its location is an address): a global in NSDI.
fn is_static_storage(entry: &Entry<'_>) -> bool {
    use gimli::Reader as _;
    match entry.attr_value(c::DW_AT_location) {
        Some(AttributeValue::Exprloc(e)) => {
            let mut r = e.0;
            matches!(r.read_u8(), Ok(op) if op == c::DW_OP_addr.0 || op == c::DW_OP_addrx.0)
        }
        _ => false,
    }
}

/// The DIE reached from `entry` through abstract origins and specifications (followed up to
/// [`MAX_LINKS`] times) until `reached` holds or no link is left, and the unit it is in when
/// that is not `unit` (a function inlined from another unit: DW_FORM_ref_addr).
fn follow_links<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &Entry<'a>,
    reached: impl Fn(&Entry<'a>) -> bool,
) -> Result<(Option<Unit<'a>>, Entry<'a>), DwarfError> {
    let mut other_unit: Option<Unit<'a>> = None;
    let mut current = entry.clone();
    for _ in 0..MAX_LINKS {
        if reached(&current) {
            break;
        }
        let next = [c::DW_AT_abstract_origin, c::DW_AT_specification]
            .into_iter()
            .find_map(|a| match current.attr_value(a) {
                Some(AttributeValue::UnitRef(o)) => Some(TypeAt::Here(o)),
                Some(AttributeValue::DebugInfoRef(o)) => Some(TypeAt::Section(o)),
                _ => None,
            });
        match next {
            None => break,
            Some(TypeAt::Here(o)) => {
                current = other_unit.as_ref().unwrap_or(unit).entry(o).map_err(err)?;
            }
            Some(TypeAt::Section(at)) => {
                let Some((u, o)) = unit_holding(dwarf, at)? else {
                    break;
                };
                current = u.entry(o).map_err(err)?;
                other_unit = Some(u);
            }
        }
    }
    Ok((other_unit, current))
}

/// The DIE that carries an entry's name and type: itself, or what its abstract origin or
/// specification names, and the unit it is in when that is not `unit`.
fn origin<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &Entry<'a>,
) -> Result<(Option<Unit<'a>>, Entry<'a>), DwarfError> {
    follow_links(dwarf, unit, entry, |e| e.has_attr(c::DW_AT_name))
}

/// A function's linkage name, else its name, through abstract origins and specifications.
fn function_name<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &Entry<'a>,
) -> Result<String, DwarfError> {
    let linkage = [c::DW_AT_linkage_name, c::DW_AT_MIPS_linkage_name];
    let (other_unit, named) = follow_links(dwarf, unit, entry, |e| {
        linkage.into_iter().any(|a| e.has_attr(a))
    })?;
    let unit = other_unit.as_ref().unwrap_or(unit);
    for a in linkage {
        if named.has_attr(a) {
            return string_attr(dwarf, unit, &named, a);
        }
    }
    string_attr(dwarf, unit, &named, c::DW_AT_name)
}

/// A string attribute's text; empty when absent.
fn string_attr<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &Entry<'a>,
    name: gimli::DwAt,
) -> Result<String, DwarfError> {
    use gimli::Reader as _;
    let Some(value) = entry.attr_value(name) else {
        return Ok(String::new());
    };
    let text = dwarf.attr_string(unit, value).map_err(err)?;
    Ok(text.to_string_lossy().map_err(err)?.into_owned())
}

/// A type as the oracle renders it ([`super::neutral`]): wrappers from the outside in, then
/// the named type.
fn render_type<'a>(
    dwarf: &Dwarf<'a>,
    start_unit: &Unit<'a>,
    offset: UnitOffset,
) -> Result<String, DwarfError> {
    let mut wrappers: Vec<super::Wrapper> = Vec::new();
    let mut next = Some(TypeAt::Here(offset));
    // The unit a type reached through another unit's reference is in (LLVM shares one type
    // among the units of a module: DW_FORM_ref_addr).
    let mut other_unit: Option<Unit<'a>> = None;
    let mut named = "void".to_owned();
    for _ in 0..MAX_LINKS {
        let o = match next {
            None => break,
            Some(TypeAt::Here(o)) => o,
            Some(TypeAt::Section(at)) => match unit_holding(dwarf, at)? {
                Some((u, o)) => {
                    other_unit = Some(u);
                    o
                }
                None => break,
            },
        };
        let unit = other_unit.as_ref().unwrap_or(start_unit);
        let entry = unit.entry(o).map_err(err)?;
        let base = match entry.attr_value(c::DW_AT_type) {
            Some(AttributeValue::UnitRef(b)) => Some(TypeAt::Here(b)),
            Some(AttributeValue::DebugInfoRef(b)) => Some(TypeAt::Section(b)),
            _ => None,
        };
        let name = string_attr(dwarf, unit, &entry, c::DW_AT_name)?;
        let wrapper = match entry.tag() {
            c::DW_TAG_pointer_type => super::Wrapper::Pointer,
            c::DW_TAG_reference_type => super::Wrapper::Reference,
            c::DW_TAG_rvalue_reference_type => super::Wrapper::RvalueReference,
            c::DW_TAG_const_type => super::Wrapper::Qualifier("const"),
            c::DW_TAG_volatile_type => super::Wrapper::Qualifier("volatile"),
            c::DW_TAG_restrict_type => super::Wrapper::Qualifier("restrict"),
            c::DW_TAG_atomic_type => super::Wrapper::Qualifier("atomic"),
            c::DW_TAG_typedef => {
                // A typedef of a basic type keeps its name; others show what they name
                // (docs/MAPPING.md: NSDI keeps only typedefs of basic types).
                let of_basic = match base {
                    Some(TypeAt::Here(b)) => {
                        unit.entry(b).map_err(err)?.tag() == c::DW_TAG_base_type
                    }
                    Some(TypeAt::Section(b)) => match unit_holding(dwarf, b)? {
                        Some((u, b)) => u.entry(b).map_err(err)?.tag() == c::DW_TAG_base_type,
                        None => false,
                    },
                    None => false,
                };
                // A vector's component is the basic type under its typedefs (docs/MAPPING.md:
                // DebugTypeVector takes a DebugTypeBasic).
                let in_vector =
                    matches!(wrappers.last(), Some(super::Wrapper::Vector(n)) if *n <= 4);
                if of_basic && !in_vector {
                    named = name;
                    break;
                }
                next = base;
                continue;
            }
            c::DW_TAG_ptr_to_member_type => {
                named = "memptr".to_owned();
                break;
            }
            c::DW_TAG_array_type => {
                let mut counts = Vec::new();
                let mut children = unit.entries_at_offset(o).map_err(err)?;
                let _ = children.next_dfs().map_err(err)?;
                while let Some(child) = children.next_dfs().map_err(err)? {
                    if child.depth() <= 0 {
                        break;
                    }
                    if child.tag() == c::DW_TAG_subrange_type {
                        let count = match (
                            child.attr_value(c::DW_AT_count),
                            child.attr_value(c::DW_AT_upper_bound),
                        ) {
                            (Some(v), _) => v.udata_value().unwrap_or(0),
                            (None, Some(v)) => {
                                // LLVM leaves the lower bound out when it is the
                                // language's default.
                                let lower = match child.attr_value(c::DW_AT_lower_bound) {
                                    Some(l) => l.sdata_value().unwrap_or(0),
                                    None => default_lower_bound(unit)?,
                                };
                                v.sdata_value()
                                    .and_then(|upper| upper.checked_sub(lower))
                                    .and_then(|span| u64::try_from(span).ok())
                                    .map_or(0, |span| span.saturating_add(1))
                            }
                            (None, None) => 0,
                        };
                        counts.push(count);
                    }
                }
                if entry.has_attr(c::DW_AT_GNU_vector) {
                    super::Wrapper::Vector(counts.first().copied().unwrap_or(0))
                } else {
                    super::Wrapper::Array(counts)
                }
            }
            tag => {
                named = named_type(tag, name);
                break;
            }
        };
        wrappers.push(wrapper);
        next = base;
    }
    Ok(super::neutral(&wrappers, &named))
}

/// Where a type DIE is: in the unit at hand, or anywhere in `.debug_info`.
#[derive(Clone, Copy)]
enum TypeAt {
    Here(UnitOffset),
    Section(gimli::DebugInfoOffset),
}

/// The unit holding the DIE at `.debug_info` offset `at`, and the DIE's offset in it.
fn unit_holding<'a>(
    dwarf: &Dwarf<'a>,
    at: gimli::DebugInfoOffset,
) -> Result<Option<(Unit<'a>, UnitOffset)>, DwarfError> {
    let mut units = dwarf.units();
    while let Some(header) = units.next().map_err(err)? {
        if let Some(offset) = at.to_unit_offset(&header) {
            return Ok(Some((dwarf.unit(header).map_err(err)?, offset)));
        }
    }
    Ok(None)
}

/// The lower bound an array dimension of `unit` has when DWARF gives none: 1 for the languages
/// whose arrays start at 1 (Fortran, Ada, COBOL, Pascal, Modula, PL/I, Dylan, Julia), else 0
/// (LLVM writes the bound whenever it is not the language's default).
fn default_lower_bound(unit: &Unit<'_>) -> Result<i64, DwarfError> {
    let mut entries = unit.entries();
    let Some(root) = entries.next_dfs().map_err(err)? else {
        return Ok(0);
    };
    let one_based = [
        c::DW_LANG_Ada83,
        c::DW_LANG_Ada95,
        c::DW_LANG_Cobol74,
        c::DW_LANG_Cobol85,
        c::DW_LANG_Fortran77,
        c::DW_LANG_Fortran90,
        c::DW_LANG_Fortran95,
        c::DW_LANG_Fortran03,
        c::DW_LANG_Fortran08,
        c::DW_LANG_Pascal83,
        c::DW_LANG_Modula2,
        c::DW_LANG_Modula3,
        c::DW_LANG_PLI,
        c::DW_LANG_Dylan,
        c::DW_LANG_Julia,
    ];
    Ok(match root.attr_value(c::DW_AT_language) {
        Some(AttributeValue::Language(l)) if one_based.contains(&l) => 1,
        _ => 0,
    })
}

/// A named type: `struct S`, `enum E`, `fn`, or the name.
fn named_type(tag: DwTag, name: String) -> String {
    match tag {
        c::DW_TAG_structure_type => format!("struct {name}"),
        c::DW_TAG_class_type => format!("class {name}"),
        c::DW_TAG_union_type => format!("union {name}"),
        c::DW_TAG_enumeration_type => format!("enum {name}"),
        c::DW_TAG_subroutine_type => "fn".to_owned(),
        _ => name,
    }
}

/// The unit's line rows, each with the function whose code range holds its address.
fn read_lines<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    ranges: &[(u64, u64, String)],
    facts: &mut Facts,
) -> Result<(), DwarfError> {
    use gimli::Reader as _;
    let Some(program) = unit.line_program.clone() else {
        return Ok(());
    };
    let mut rows = program.rows();
    let mut seen = BTreeSet::new();
    while let Some((header, row)) = rows.next_row().map_err(err)? {
        if row.end_sequence() {
            continue;
        }
        let Some(line) = row.line() else {
            continue;
        };
        let address = row.address();
        let Some((_, _, function)) = ranges
            .iter()
            .find(|(b, e, _)| *b <= address && address < *e)
        else {
            continue;
        };
        let file = match row.file(header) {
            Some(f) => {
                let name = dwarf.attr_string(unit, f.path_name()).map_err(err)?;
                let name = name.to_string_lossy().map_err(err)?.into_owned();
                super::basename(&name).to_owned()
            }
            None => String::new(),
        };
        let column = match row.column() {
            gimli::ColumnType::LeftEdge => 0,
            gimli::ColumnType::Column(c) => c.get(),
        };
        let key = Line {
            function: function.clone(),
            file,
            line: line.get(),
            column,
        };
        if seen.insert(key.clone()) {
            facts.lines.insert(key);
        }
    }
    Ok(())
}
