//! The ELF object's DWARF sections, relocated: in a relocatable object every offset into
//! another debug section and every code address is a relocation (x86_64 `RELA`: the section
//! holds 0, the addend the value), so each section is read through its relocations. Code
//! sections get distinct base addresses (section index << 32), so functions in different
//! sections (`linkonce_odr` ones each have their own) never overlap.

use std::collections::{BTreeMap, HashMap};

use gimli::{EndianSlice, RunTimeEndian};
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget, SectionKind};

use super::DwarfError;

/// A section's relocations: the value to use at each relocated offset.
#[derive(Debug, Default)]
pub(super) struct Relocations(BTreeMap<usize, u64>);

impl gimli::Relocate<usize> for &Relocations {
    fn relocate_address(&self, offset: usize, value: u64) -> gimli::Result<u64> {
        Ok(self.0.get(&offset).copied().unwrap_or(value))
    }

    fn relocate_offset(&self, offset: usize, value: usize) -> gimli::Result<usize> {
        match self.0.get(&offset) {
            Some(v) => usize::try_from(*v).map_err(|_| gimli::Error::UnsupportedOffset),
            None => Ok(value),
        }
    }
}

/// A relocated section reader.
pub(super) type Reader<'a> = gimli::RelocateReader<EndianSlice<'a, RunTimeEndian>, &'a Relocations>;

/// The object's DWARF sections and their relocations, owned.
pub(super) struct Sections {
    data: HashMap<String, (Vec<u8>, Relocations)>,
    endian: RunTimeEndian,
}

/// The base address code in section `index` gets.
pub(super) fn section_base(index: usize) -> u64 {
    (index as u64) << 32
}

impl Sections {
    /// Reads the debug sections of an ELF object.
    pub(super) fn read(bytes: &[u8]) -> Result<Sections, DwarfError> {
        let file = object::File::parse(bytes).map_err(|e| DwarfError::Object(e.to_string()))?;
        let endian = if file.is_little_endian() {
            RunTimeEndian::Little
        } else {
            RunTimeEndian::Big
        };
        let mut data = HashMap::new();
        for section in file.sections() {
            let Ok(name) = section.name() else {
                continue;
            };
            if !name.starts_with(".debug_") {
                continue;
            }
            let bytes = section
                .uncompressed_data()
                .map_err(|e| DwarfError::Object(e.to_string()))?
                .into_owned();
            let mut relocations = BTreeMap::new();
            for (offset, r) in section.relocations() {
                let base = match r.target() {
                    RelocationTarget::Symbol(s) => {
                        let Ok(symbol) = file.symbol_by_index(s) else {
                            continue;
                        };
                        let section_base = match symbol.section_index() {
                            Some(i) => match file.section_by_index(i) {
                                Ok(s) if s.kind() == SectionKind::Text => section_base(i.0),
                                _ => 0,
                            },
                            None => 0,
                        };
                        section_base.wrapping_add(symbol.address())
                    }
                    RelocationTarget::Section(i) => match file.section_by_index(i) {
                        Ok(s) if s.kind() == SectionKind::Text => section_base(i.0),
                        _ => 0,
                    },
                    _ => continue,
                };
                let Ok(offset) = usize::try_from(offset) else {
                    continue;
                };
                relocations.insert(offset, base.wrapping_add(r.addend() as u64));
            }
            data.insert(name.to_owned(), (bytes, Relocations(relocations)));
        }
        Ok(Sections { data, endian })
    }

    /// The DWARF of these sections (an absent section is empty).
    pub(super) fn dwarf(&self) -> Result<gimli::Dwarf<Reader<'_>>, DwarfError> {
        let load = |id: gimli::SectionId| -> Result<Reader<'_>, gimli::Error> {
            Ok(match self.data.get(id.name()) {
                Some((bytes, relocations)) => {
                    gimli::RelocateReader::new(EndianSlice::new(bytes, self.endian), relocations)
                }
                None => gimli::RelocateReader::new(EndianSlice::new(&[], self.endian), EMPTY),
            })
        };
        gimli::Dwarf::load(load).map_err(|e| DwarfError::Dwarf(e.to_string()))
    }
}

/// The relocations of an absent section.
static EMPTY: &Relocations = &Relocations(BTreeMap::new());
