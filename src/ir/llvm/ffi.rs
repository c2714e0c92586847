//! Declarations of the C++ DI wrapper (`src/ir/wrapper/di_wrapper.h`) and a safe owner for its
//! table.

use std::ffi::{CStr, c_char};
use std::ptr::NonNull;

use llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

use crate::di::{RawNode, RawValue};

#[repr(C)]
struct NsdiDiTable {
    _private: [u8; 0],
}

#[repr(C)]
struct NsdiDiField {
    name: *const c_char,
    kind: u32,
    int_value: u64,
    str_: *const c_char,
    str_len: usize,
    list: *const u32,
    ints: *const u64,
    list_len: usize,
}

#[repr(C)]
#[derive(Default)]
pub(super) struct NsdiDbgIntrinsic {
    pub kind: u32,
    pub variable: i64,
    pub expression: i64,
    pub is_arg_list: i32,
    pub assign_id: i64,
    pub address_expression: i64,
}

unsafe extern "C" {
    fn nsdi_di_collect(module: LLVMModuleRef) -> *mut NsdiDiTable;
    fn nsdi_di_free(table: *mut NsdiDiTable);
    fn nsdi_di_node_count(table: *const NsdiDiTable) -> u32;
    fn nsdi_di_node_kind(table: *const NsdiDiTable, node: u32) -> *const c_char;
    fn nsdi_di_node_is_distinct(table: *const NsdiDiTable, node: u32) -> i32;
    fn nsdi_di_field_count(table: *const NsdiDiTable, node: u32) -> u32;
    fn nsdi_di_field(table: *const NsdiDiTable, node: u32, field: u32, out: *mut NsdiDiField);
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
    fn nsdi_module_dwarf_version(module: LLVMModuleRef) -> u32;
    fn nsdi_module_debug_info_version(module: LLVMModuleRef) -> u32;
}

/// The wrapper's node table for one module; freed on drop. Valid while the module lives, which
/// the borrow in `DiTable::collect`'s caller guarantees (the table never outlives the import).
pub(super) struct DiTable(NonNull<NsdiDiTable>);

/// A string the wrapper returns from static storage (field names are C++ string literals, as
/// di_wrapper.h states), borrowed for the program's lifetime instead of copied.
///
/// # Safety
/// `p` is null or points to a NUL-terminated string that lives as long as the process.
unsafe fn static_str(p: *const c_char) -> std::borrow::Cow<'static, str> {
    if p.is_null() {
        return std::borrow::Cow::Borrowed("");
    }
    // SAFETY: non-null and static per the caller's contract.
    let text: &'static CStr = unsafe { CStr::from_ptr(p) };
    match text.to_str() {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => std::borrow::Cow::Owned(text.to_string_lossy().into_owned()),
    }
}

fn index(raw: i64) -> Option<u32> {
    u32::try_from(raw).ok()
}

impl DiTable {
    pub fn collect(module: LLVMModuleRef) -> DiTable {
        // SAFETY: `module` is a live module owned by the caller's inkwell Module; the wrapper
        // only reads it and never returns null.
        let table = unsafe { nsdi_di_collect(module) };
        DiTable(NonNull::new(table).expect("invariant: nsdi_di_collect never returns null"))
    }

    /// A table with no nodes: every lookup answers "none" (a module loaded without its DI).
    pub fn empty() -> DiTable {
        // SAFETY: the wrapper takes a null module as "collect nothing" and returns an empty
        // table, never null.
        let table = unsafe { nsdi_di_collect(std::ptr::null_mut()) };
        DiTable(NonNull::new(table).expect("invariant: nsdi_di_collect never returns null"))
    }

    fn ptr(&self) -> *const NsdiDiTable {
        self.0.as_ptr()
    }

    /// All nodes as records, in the wrapper's deterministic walk order.
    pub fn records(&self) -> Vec<RawNode> {
        // SAFETY: the table is live; indices are bounded by the counts the table reports, and
        // every pointer it hands out stays valid until nsdi_di_free (called in Drop), and is only
        // read within this function.
        unsafe {
            let count = nsdi_di_node_count(self.ptr());
            let mut nodes = Vec::with_capacity(count as usize);
            for node in 0..count {
                // Known class names are borrowed from the model's table; anything else (the
                // wrapper's "unknown:<id>", stored in the table) is copied.
                let kind = CStr::from_ptr(nsdi_di_node_kind(self.ptr(), node)).to_string_lossy();
                let mut raw = match crate::di::static_kind_name(&kind) {
                    Some(known) => RawNode::new(known),
                    None => RawNode::new(kind.into_owned()),
                };
                raw.distinct = nsdi_di_node_is_distinct(self.ptr(), node) != 0;
                let count = nsdi_di_field_count(self.ptr(), node);
                raw.fields.reserve_exact(count as usize);
                for f in 0..count {
                    let mut field = std::mem::zeroed::<NsdiDiField>();
                    nsdi_di_field(self.ptr(), node, f, &mut field);
                    raw.fields
                        .push((static_str(field.name), field_value(&field)));
                }
                nodes.push(raw);
            }
            nodes
        }
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
        let mut out = vec![0i64; 4];
        loop {
            // SAFETY: table live; `out` has `out.len()` writable slots.
            let n = unsafe {
                nsdi_di_global_expressions(self.ptr(), global, out.as_mut_ptr(), out.len())
            };
            if n <= out.len() {
                return out[..n].iter().filter_map(|&i| index(i)).collect();
            }
            out.resize(n, 0);
        }
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
    let mut out = vec![std::ptr::null_mut(); 4];
    loop {
        // SAFETY: `call` is a live debug intrinsic call; `out` has `out.len()` writable slots.
        let n = unsafe { nsdi_dbg_location_values(call, which, out.as_mut_ptr(), out.len()) };
        if n <= out.len() {
            out.truncate(n);
            return out;
        }
        out.resize(n, std::ptr::null_mut());
    }
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
        unsafe { nsdi_di_free(self.0.as_ptr()) }
    }
}

/// Copies one field out of the wrapper's storage.
///
/// # Safety
/// The field's pointers must be valid for the lengths it states (the wrapper's contract).
unsafe fn field_value(f: &NsdiDiField) -> RawValue {
    // SAFETY (all arms): pointers and lengths come from the wrapper as one field, valid per the
    // caller's contract; null pointers are only paired with zero lengths, which we check.
    unsafe {
        let slice_u32 = || {
            if f.list.is_null() {
                &[][..]
            } else {
                std::slice::from_raw_parts(f.list, f.list_len)
            }
        };
        let bytes = || {
            if f.str_.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(f.str_.cast::<u8>(), f.str_len).to_vec()
            }
        };
        match f.kind {
            1 => RawValue::Unsigned(f.int_value),
            2 => RawValue::Signed(f.int_value as i64),
            3 => RawValue::Bool(f.int_value != 0),
            4 => RawValue::String(bytes()),
            5 => match u32::try_from(f.int_value) {
                Ok(i) => RawValue::Node(i),
                Err(_) => RawValue::Absent,
            },
            6 => RawValue::NodeList(
                slice_u32()
                    .iter()
                    .map(|&i| (i != u32::MAX).then_some(i))
                    .collect(),
            ),
            7 => RawValue::IntList(if f.ints.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(f.ints, f.list_len).to_vec()
            }),
            8 => RawValue::Constant {
                text: String::from_utf8_lossy(&bytes()).into_owned(),
                int: (f.list_len != 0).then_some(f.int_value as i64),
            },
            _ => RawValue::Absent,
        }
    }
}
