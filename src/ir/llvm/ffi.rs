//! Declarations of the C++ DI wrapper (`src/ir/wrapper/di_wrapper.h`) and a safe owner for its
//! table.

use std::borrow::Cow;
use std::cell::{Cell, OnceCell, RefCell, RefMut};
use std::ffi::{CStr, c_char};
use std::ptr::NonNull;

use llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

use crate::di::{DiRecord, DiSource, FieldRef, NodeListRef};

#[repr(C)]
struct NsdiDiTable {
    _private: [u8; 0],
}

#[repr(C)]
struct NsdiDiField {
    name: *const c_char,
    kind: u32,
    bit_width: u32,
    int_value: u64,
    data: *const std::ffi::c_void,
    len: usize,
}

#[repr(C)]
#[derive(Default, Clone, Copy)]
pub(super) struct NsdiDbgIntrinsic {
    pub kind: u32,
    pub variable: i64,
    pub expression: i64,
    pub is_arg_list: i32,
    pub assign_id: i64,
    pub address_expression: i64,
}

/// One debug record, as the call LLVM's conversion would make of it (`NsdiDbgRecord`).
#[repr(C)]
#[derive(Clone, Copy)]
pub(super) struct NsdiDbgRecord {
    pub fields: NsdiDbgIntrinsic,
    pub location: i64,
    record: *const std::ffi::c_void,
}

impl Default for NsdiDbgRecord {
    fn default() -> Self {
        NsdiDbgRecord {
            fields: NsdiDbgIntrinsic::default(),
            location: -1,
            record: std::ptr::null(),
        }
    }
}

unsafe extern "C" {
    fn nsdi_dbg_intrinsic_declaration(module: LLVMModuleRef, kind: u32) -> LLVMValueRef;
    fn nsdi_dbg_records(
        table: *const NsdiDiTable,
        inst: LLVMValueRef,
        out: *mut NsdiDbgRecord,
        cap: usize,
    ) -> usize;
    fn nsdi_dbg_record_location_values(
        record: *const std::ffi::c_void,
        which: u32,
        out: *mut LLVMValueRef,
        cap: usize,
    ) -> usize;
    fn nsdi_print_dbg_record(record: *const std::ffi::c_void) -> *mut c_char;
    fn nsdi_di_collect(module: LLVMModuleRef) -> *mut NsdiDiTable;
    fn nsdi_di_free(table: *mut NsdiDiTable);
    fn nsdi_di_node_count(table: *const NsdiDiTable) -> u32;
    fn nsdi_di_node_kind(table: *const NsdiDiTable, node: u32) -> *const c_char;
    fn nsdi_di_node_is_distinct(table: *const NsdiDiTable, node: u32) -> i32;
    fn nsdi_di_node_fields(
        table: *mut NsdiDiTable,
        node: u32,
        count: *mut u32,
    ) -> *const NsdiDiField;
    fn nsdi_di_node_index(table: *const NsdiDiTable, md: LLVMMetadataRef) -> i64;
    fn nsdi_di_value_dbg(table: *const NsdiDiTable, value: LLVMValueRef) -> i64;
    fn nsdi_di_global_expressions(
        table: *const NsdiDiTable,
        global: LLVMValueRef,
        out: *mut i64,
        cap: usize,
    ) -> usize;
    fn nsdi_dbg_intrinsic(
        table: *const NsdiDiTable,
        call: LLVMValueRef,
        out: *mut NsdiDbgIntrinsic,
    );
    fn nsdi_dbg_location_values(
        call: LLVMValueRef,
        which: u32,
        out: *mut LLVMValueRef,
        cap: usize,
    ) -> usize;
    fn nsdi_reqd_work_group_size(function: LLVMValueRef, kind: u32, size: *mut u32) -> i32;
    fn nsdi_kernel_arg_is_const(function: LLVMValueRef, kind: u32, index: u32) -> i32;
    fn nsdi_module_dwarf_version(module: LLVMModuleRef) -> u32;
    fn nsdi_module_debug_info_version(module: LLVMModuleRef) -> u32;
}

/// The wrapper's node table for one module; freed on drop. Valid while the module lives, which
/// the borrow in `DiTable::collect`'s caller guarantees (the table never outlives the import).
pub(super) struct DiTable {
    table: NonNull<NsdiDiTable>,
    /// Held by the one [`TableNode`] alive: the wrapper builds a node's fields into buffers that
    /// the next node's reuse (`nsdi_di_node_fields`).
    field_buffers: RefCell<()>,
}

fn index(raw: i64) -> Option<u32> {
    u32::try_from(raw).ok()
}

impl DiTable {
    /// Every DI node of `module`, numbered, with its fields.
    pub fn collect(module: LLVMModuleRef) -> DiTable {
        // SAFETY: `module` is a live module owned by the caller's inkwell Module; the wrapper
        // only reads it and never returns null.
        DiTable::own(unsafe { nsdi_di_collect(module) })
    }

    /// A table with no nodes: every lookup answers "none" (a module loaded without its DI).
    pub fn empty() -> DiTable {
        // SAFETY: the wrapper takes a null module as "collect nothing" and returns an empty
        // table, never null.
        DiTable::own(unsafe { nsdi_di_collect(std::ptr::null_mut()) })
    }

    fn own(table: *mut NsdiDiTable) -> DiTable {
        DiTable {
            table: NonNull::new(table).expect("invariant: nsdi_di_collect never returns null"),
            field_buffers: RefCell::new(()),
        }
    }

    /// Node `index`'s LLVM class name ("DILocation", ...); empty when out of range.
    pub fn kind(&self, index: u32) -> &CStr {
        // SAFETY: the table is live; the wrapper returns a NUL-terminated string it keeps for
        // the table's lifetime ("" out of range).
        unsafe { CStr::from_ptr(nsdi_di_node_kind(self.ptr(), index)) }
    }

    fn ptr(&self) -> *const NsdiDiTable {
        self.table.as_ptr()
    }

    pub fn node_index(&self, md: LLVMMetadataRef) -> Option<u32> {
        // SAFETY: table live; `md` is only compared as a pointer key.
        index(unsafe { nsdi_di_node_index(self.ptr(), md) })
    }

    pub fn value_dbg(&self, value: LLVMValueRef) -> Option<u32> {
        // SAFETY: table live; `value` is a live value of the same module.
        index(unsafe { nsdi_di_value_dbg(self.ptr(), value) })
    }

    pub fn global_expressions(&self, global: LLVMValueRef) -> Vec<u32> {
        // SAFETY: table live; `out` has `out.len()` writable slots.
        filled(4, 0i64, |out| unsafe {
            nsdi_di_global_expressions(self.ptr(), global, out.as_mut_ptr(), out.len())
        })
        .into_iter()
        .filter_map(index)
        .collect()
    }

    /// The debug records attached before `inst`, in order (none for a non-instruction).
    pub fn dbg_records(&self, inst: LLVMValueRef) -> Vec<NsdiDbgRecord> {
        // Most instructions have none: no allocation for them.
        // SAFETY: table live; `inst` a live value; `out` has `out.len()` writable slots.
        filled(0, NsdiDbgRecord::default(), |out| unsafe {
            nsdi_dbg_records(self.ptr(), inst, out.as_mut_ptr(), out.len())
        })
    }

    /// How many debug records are attached before `inst`.
    pub fn dbg_record_count(&self, inst: LLVMValueRef) -> usize {
        // SAFETY: table live; with no room the wrapper only counts.
        unsafe { nsdi_dbg_records(self.ptr(), inst, std::ptr::null_mut(), 0) }
    }

    pub fn dbg_intrinsic(&self, call: LLVMValueRef) -> NsdiDbgIntrinsic {
        let mut out = NsdiDbgIntrinsic::default();
        // SAFETY: table live; `call` is a live instruction; `out` is a valid destination.
        unsafe { nsdi_dbg_intrinsic(self.ptr(), call, &mut out) };
        out
    }
}

pub(super) fn node_ref(raw: i64) -> Option<u32> {
    index(raw)
}

/// The SSA values a debug intrinsic's location operand names (`which` 1: dbg.assign address).
pub(super) fn dbg_location_values(call: LLVMValueRef, which: u32) -> Vec<LLVMValueRef> {
    // SAFETY: `call` is a live debug intrinsic call; `out` has `out.len()` writable slots.
    filled(4, std::ptr::null_mut(), |out| unsafe {
        nsdi_dbg_location_values(call, which, out.as_mut_ptr(), out.len())
    })
}

/// What a wrapper call that writes up to `out.len()` items and returns how many there are
/// wrote: called again with room for all when the first guess (`guess` items) was short.
fn filled<T: Clone>(guess: usize, fill: T, mut write: impl FnMut(&mut [T]) -> usize) -> Vec<T> {
    let mut out = vec![fill.clone(); guess];
    loop {
        let n = write(&mut out);
        if n <= out.len() {
            out.truncate(n);
            return out;
        }
        out.resize(n, fill.clone());
    }
}

/// The declarations of `llvm.dbg.declare`, `.value`, `.assign` and `.label` (indexed by the
/// record kinds 1 to 4; 0 unused), where the module has them.
pub(super) fn dbg_intrinsic_declarations(module: LLVMModuleRef) -> [LLVMValueRef; 5] {
    // SAFETY: `module` is live; the lookup only reads the module's symbol table.
    std::array::from_fn(|kind| unsafe { nsdi_dbg_intrinsic_declaration(module, kind as u32) })
}

/// The values a record's location operand (`which` 0) or dbg.assign address (1) names, as
/// [`dbg_location_values`] for a call.
pub(super) fn dbg_record_location_values(record: &NsdiDbgRecord, which: u32) -> Vec<LLVMValueRef> {
    // SAFETY: the record came from `DiTable::dbg_records` on a live instruction; `out` has
    // `out.len()` writable slots.
    filled(4, std::ptr::null_mut(), |out| unsafe {
        nsdi_dbg_record_location_values(record.record, which, out.as_mut_ptr(), out.len())
    })
}

/// The record as LLVM prints it (`#dbg_value(...)`), for diagnostics.
pub(super) fn print_dbg_record(record: &NsdiDbgRecord) -> String {
    // SAFETY: the record is live (see above); the message is copied, then freed once.
    unsafe {
        let text = nsdi_print_dbg_record(record.record);
        let s = CStr::from_ptr(text).to_string_lossy().into_owned();
        llvm_sys::core::LLVMDisposeMessage(text);
        s
    }
}

/// `!reqd_work_group_size !{i32 X, i32 Y, i32 Z}` on a kernel (`kind`: that metadata kind's id
/// in the module's context), when it has three 32-bit constants.
pub(super) fn reqd_work_group_size(function: LLVMValueRef, kind: u32) -> Option<[u32; 3]> {
    let mut size = [0u32; 3];
    // SAFETY: `function` is a live function; `size` has the three slots the wrapper writes.
    let found = unsafe { nsdi_reqd_work_group_size(function, kind, size.as_mut_ptr()) };
    (found != 0).then_some(size)
}

/// Whether `kernel_arg_type_qual` (`kind`: that metadata kind's id) qualifies parameter `index`
/// of `function` `const`: a kernel's `__global const T *` (the pointee is read only).
pub(super) fn kernel_arg_is_const(function: LLVMValueRef, kind: u32, index: u32) -> bool {
    // SAFETY: `function` is a live function; the wrapper only reads its attachment.
    unsafe { nsdi_kernel_arg_is_const(function, kind, index) != 0 }
}

pub(super) fn module_versions(module: LLVMModuleRef) -> (u32, u32) {
    // SAFETY: `module` is live; both calls only read module flags.
    unsafe {
        (
            nsdi_module_dwarf_version(module),
            nsdi_module_debug_info_version(module),
        )
    }
}

impl Drop for DiTable {
    fn drop(&mut self) {
        // SAFETY: the pointer came from nsdi_di_collect and is freed exactly once.
        unsafe { nsdi_di_free(self.table.as_ptr()) }
    }
}

/// The typed model reads the wrapper's table in place: no per-node record, no copied field
/// names, and strings are copied once, into the model.
impl DiSource for DiTable {
    type Node<'a> = TableNode<'a>;

    fn node_count(&self) -> usize {
        // SAFETY: the table is live.
        unsafe { nsdi_di_node_count(self.ptr()) as usize }
    }

    fn node(&self, index: u32) -> TableNode<'_> {
        TableNode {
            table: self,
            index,
            _buffers: self
                .field_buffers
                .try_borrow_mut()
                .expect("invariant: one TableNode of a DiTable at a time"),
            fields: OnceCell::new(),
            next: Cell::new(0),
        }
    }
}

/// One node of a [`DiTable`], borrowed. Its fields are built on the first lookup.
pub(super) struct TableNode<'a> {
    table: &'a DiTable,
    index: u32,
    /// No other node can rebuild the wrapper's field buffers while this one reads them.
    _buffers: RefMut<'a, ()>,
    fields: OnceCell<&'a [NsdiDiField]>,
    /// Where the last lookup stopped. The wrapper emits a kind's fields in the order the typed
    /// reader asks for them, so starting here finds each field at the first comparison instead
    /// of scanning every name before it.
    next: Cell<usize>,
}

impl TableNode<'_> {
    fn fields(&self) -> &[NsdiDiField] {
        self.fields.get_or_init(|| {
            let mut count = 0u32;
            // SAFETY: the table is live; out-of-range indices read as a node without fields.
            // The returned array holds `count` fields and lives until the next
            // nsdi_di_node_fields call on the table, which needs the buffers this node holds,
            // or until the table is freed, which its borrow prevents.
            unsafe {
                let p = nsdi_di_node_fields(self.table.table.as_ptr(), self.index, &mut count);
                if p.is_null() {
                    &[][..]
                } else {
                    std::slice::from_raw_parts(p, count as usize)
                }
            }
        })
    }
}

impl DiRecord for TableNode<'_> {
    fn kind(&self) -> Cow<'_, str> {
        // SAFETY: the table is live; the wrapper returns a NUL-terminated string it keeps (a
        // C++ literal, or "unknown:<id>" stored in the table), "" for an out-of-range node.
        unsafe { CStr::from_ptr(nsdi_di_node_kind(self.table.ptr(), self.index)) }.to_string_lossy()
    }

    fn is_distinct(&self) -> bool {
        // SAFETY: the table is live.
        unsafe { nsdi_di_node_is_distinct(self.table.ptr(), self.index) != 0 }
    }

    fn field(&self, name: &str) -> FieldRef<'_> {
        let fields = self.fields();
        let n = fields.len();
        let start = self.next.get();
        for k in 0..n {
            let i = (start + k) % n;
            let f = &fields[i];
            // SAFETY: field names are NUL-terminated C++ literals (di_wrapper.h).
            if unsafe { c_name_is(f.name, name) } {
                self.next.set(i + 1);
                // SAFETY: the field comes from the live table, whose pointers are valid for the
                // lengths it states while `self` holds the field buffers (see `fields`).
                return unsafe { field_ref(f) };
            }
        }
        FieldRef::Absent
    }
}

/// Whether the C string `p` is `name`, without measuring `p` first: most comparisons fail (or
/// succeed) within a few bytes.
///
/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn c_name_is(p: *const c_char, name: &str) -> bool {
    if p.is_null() {
        return name.is_empty();
    }
    for (i, &b) in name.as_bytes().iter().enumerate() {
        // SAFETY: every byte before `i` matched a non-NUL byte of `name`, so `p` has not ended
        // before `i`.
        let c = unsafe { *p.add(i) } as u8;
        if c != b || c == 0 {
            return false;
        }
    }
    // SAFETY: as above, for the byte after the last match.
    unsafe { *p.add(name.len()) == 0 }
}

/// Borrows one field of the wrapper's storage.
///
/// # Safety
/// The field's pointers must be valid for the lengths it states for `'a` (the wrapper's
/// contract, for as long as the table lives).
unsafe fn field_ref<'a>(f: &'a NsdiDiField) -> FieldRef<'a> {
    /// `len` elements of `T` at `data`; the wrapper never pairs a null pointer with a length,
    /// but a null one reads as empty rather than undefined.
    ///
    /// # Safety
    /// As `field_ref`'s, with `T` the element type the field's kind states.
    unsafe fn slice<T>(f: &NsdiDiField) -> &[T] {
        if f.data.is_null() {
            &[]
        } else {
            // SAFETY: per the caller's contract.
            unsafe { std::slice::from_raw_parts(f.data.cast::<T>(), f.len) }
        }
    }
    // SAFETY (all arms): pointers and lengths come from the wrapper as one field, valid per the
    // caller's contract, and the kind states the element type.
    unsafe {
        match f.kind {
            1 => FieldRef::Unsigned(f.int_value),
            2 => FieldRef::Signed(f.int_value as i64),
            3 => FieldRef::Bool(f.int_value != 0),
            4 => FieldRef::String(slice::<u8>(f)),
            5 => match u32::try_from(f.int_value) {
                Ok(i) => FieldRef::Node(i),
                Err(_) => FieldRef::Absent,
            },
            6 => FieldRef::NodeList(NodeListRef::Packed(slice::<u32>(f))),
            7 => FieldRef::IntList(slice::<u64>(f)),
            8 => FieldRef::Constant {
                text: slice::<u8>(f),
                int: (f.bit_width != 0).then_some(f.int_value as i64),
            },
            _ => FieldRef::Absent,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::c_name_is;

    #[test]
    fn c_names_compare_whole() {
        // SAFETY: C string literals are NUL-terminated.
        unsafe {
            assert!(c_name_is(c"scope".as_ptr(), "scope"));
            assert!(!c_name_is(c"scopeLine".as_ptr(), "scope"));
            assert!(!c_name_is(c"scope".as_ptr(), "scopeLine"));
            assert!(!c_name_is(c"".as_ptr(), "a"));
            assert!(c_name_is(std::ptr::null(), ""));
        }
    }
}
