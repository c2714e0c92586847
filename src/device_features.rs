//! The Vulkan device features a SPIR-V module needs, read from its words: the one table from
//! capabilities to features that `nsdi-llc --reflect` (the `"device_features"` key) and the
//! runtime's check before loading a module (tools/nsdi-runtime) both use, so a host and the
//! runner agree on what a module asks of the device.
//!
//! Most capabilities map to one feature (Vulkan specification, appendix "SPIR-V Capabilities").
//! `Int64Atomics` is the exception: the feature depends on the memory the 64-bit atomics
//! touch (`shaderBufferInt64Atomics` for buffers, `shaderSharedInt64Atomics` for workgroup
//! memory), found from each atomic's pointer type.

use std::collections::{BTreeSet, HashMap};

use rspirv::spirv::{Capability, Op, StorageClass};

/// `OpCapability` operand values and the feature each one needs (`VkPhysicalDeviceFeatures`,
/// `VkPhysicalDeviceVulkan11Features` or `VkPhysicalDeviceVulkan12Features` member names).
const CAPABILITY_FEATURES: &[(u32, &str, &str)] = &[
    (Capability::Float16 as u32, "Float16", "shaderFloat16"),
    (Capability::Float64 as u32, "Float64", "shaderFloat64"),
    (Capability::Int64 as u32, "Int64", "shaderInt64"),
    (Capability::Int16 as u32, "Int16", "shaderInt16"),
    (Capability::Int8 as u32, "Int8", "shaderInt8"),
    (
        Capability::StorageImageReadWithoutFormat as u32,
        "StorageImageReadWithoutFormat",
        "shaderStorageImageReadWithoutFormat",
    ),
    (
        Capability::StorageImageWriteWithoutFormat as u32,
        "StorageImageWriteWithoutFormat",
        "shaderStorageImageWriteWithoutFormat",
    ),
    (
        Capability::StorageBuffer16BitAccess as u32,
        "StorageBuffer16BitAccess",
        "storageBuffer16BitAccess",
    ),
    (
        Capability::UniformAndStorageBuffer16BitAccess as u32,
        "UniformAndStorageBuffer16BitAccess",
        "uniformAndStorageBuffer16BitAccess",
    ),
    (
        Capability::StoragePushConstant16 as u32,
        "StoragePushConstant16",
        "storagePushConstant16",
    ),
    (
        Capability::StorageInputOutput16 as u32,
        "StorageInputOutput16",
        "storageInputOutput16",
    ),
    (
        Capability::StorageBuffer8BitAccess as u32,
        "StorageBuffer8BitAccess",
        "storageBuffer8BitAccess",
    ),
    (
        Capability::UniformAndStorageBuffer8BitAccess as u32,
        "UniformAndStorageBuffer8BitAccess",
        "uniformAndStorageBuffer8BitAccess",
    ),
    (
        Capability::StoragePushConstant8 as u32,
        "StoragePushConstant8",
        "storagePushConstant8",
    ),
    (
        Capability::VulkanMemoryModel as u32,
        "VulkanMemoryModel",
        "vulkanMemoryModel",
    ),
];

/// `Int64Atomics`.
const INT64_ATOMICS: u32 = Capability::Int64Atomics as u32;

/// Every feature name [`required`] can return, for a runtime that enables what it knows.
pub const KNOWN_FEATURES: &[&str] = &[
    "shaderFloat16",
    "shaderFloat64",
    "shaderInt64",
    "shaderInt16",
    "shaderInt8",
    "shaderStorageImageReadWithoutFormat",
    "shaderStorageImageWriteWithoutFormat",
    "storageBuffer16BitAccess",
    "uniformAndStorageBuffer16BitAccess",
    "storagePushConstant16",
    "storageInputOutput16",
    "storageBuffer8BitAccess",
    "uniformAndStorageBuffer8BitAccess",
    "storagePushConstant8",
    "vulkanMemoryModel",
    "shaderBufferInt64Atomics",
    "shaderSharedInt64Atomics",
];

/// One feature a module needs, and the capability that asks for it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RequiredFeature {
    /// The Vulkan feature (`shaderFloat64`).
    pub feature: &'static str,
    /// The SPIR-V capability that needs it (`Float64`).
    pub capability: &'static str,
}

const OP_CAPABILITY: u32 = Op::Capability as u32;
const OP_TYPE_INT: u32 = Op::TypeInt as u32;
const OP_TYPE_POINTER: u32 = Op::TypePointer as u32;
const OP_VARIABLE: u32 = Op::Variable as u32;
const OP_ACCESS_CHAIN: u32 = Op::AccessChain as u32;
const OP_IN_BOUNDS_ACCESS_CHAIN: u32 = Op::InBoundsAccessChain as u32;
const OP_ATOMIC_LOAD: u32 = Op::AtomicLoad as u32;
const OP_ATOMIC_STORE: u32 = Op::AtomicStore as u32;
const OP_ATOMIC_XOR: u32 = Op::AtomicXor as u32;
const STORAGE_CLASS_WORKGROUP: u32 = StorageClass::Workgroup as u32;

/// The features `words` (a SPIR-V module) needs, sorted by feature name, each once. Words that
/// are no module (too short, a truncated instruction) give the features of what was read.
pub fn required(words: &[u32]) -> Vec<RequiredFeature> {
    let mut capabilities = BTreeSet::new();
    let mut int_width: HashMap<u32, u32> = HashMap::new();
    // Pointer type id -> (storage class, pointee type id).
    let mut pointer_types: HashMap<u32, (u32, u32)> = HashMap::new();
    // Pointer value id (variables, access chains) -> its pointer type id.
    let mut pointer_values: HashMap<u32, u32> = HashMap::new();
    let mut atomic_memory = BTreeSet::new();
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        let count = (first >> 16) as usize;
        let opcode = first & 0xffff;
        let Some(operands) = words.get(at + 1..at + count.max(1)) else {
            break;
        };
        match (opcode, operands) {
            (OP_CAPABILITY, [cap, ..]) => {
                capabilities.insert(*cap);
            }
            (OP_TYPE_INT, [id, width, ..]) => {
                int_width.insert(*id, *width);
            }
            (OP_TYPE_POINTER, [id, class, pointee, ..]) => {
                pointer_types.insert(*id, (*class, *pointee));
            }
            (OP_VARIABLE | OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN, [ty, id, ..]) => {
                pointer_values.insert(*id, *ty);
            }
            (OP_ATOMIC_LOAD..=OP_ATOMIC_XOR, _) => {
                let pointer = if opcode == OP_ATOMIC_STORE {
                    operands.first()
                } else {
                    operands.get(2)
                };
                let memory = pointer
                    .and_then(|p| pointer_values.get(p))
                    .and_then(|t| pointer_types.get(t))
                    .filter(|(_, pointee)| int_width.get(pointee) == Some(&64))
                    .map(|(class, _)| *class);
                if let Some(class) = memory {
                    atomic_memory.insert(class == STORAGE_CLASS_WORKGROUP);
                }
            }
            _ => {}
        }
        at += count.max(1);
    }
    let mut out: Vec<RequiredFeature> = CAPABILITY_FEATURES
        .iter()
        .filter(|(cap, ..)| capabilities.contains(cap))
        .map(|&(_, capability, feature)| RequiredFeature {
            feature,
            capability,
        })
        .collect();
    if capabilities.contains(&INT64_ATOMICS) {
        // No 64-bit atomic found (a capability declared and unused): the buffer feature, the
        // one every device with 64-bit atomics has.
        if atomic_memory.is_empty() || atomic_memory.contains(&false) {
            out.push(RequiredFeature {
                feature: "shaderBufferInt64Atomics",
                capability: "Int64Atomics",
            });
        }
        if atomic_memory.contains(&true) {
            out.push(RequiredFeature {
                feature: "shaderSharedInt64Atomics",
                capability: "Int64Atomics",
            });
        }
    }
    out.sort();
    out.dedup();
    out
}

/// `nsdi-llc --reflect`'s JSON with `"device_features": [...]` (the feature names of
/// [`required`]) as its last key, after the entry points and any synthetic resources; JSON
/// not ending in `]}` is returned unchanged.
pub fn reflection_with_device_features(reflection_json: &str, words: &[u32]) -> String {
    let names: Vec<String> = required(words)
        .iter()
        .map(|f| format!("\"{}\"", f.feature))
        .collect();
    match reflection_json.strip_suffix("]}\n") {
        Some(head) => format!("{head}],\n\"device_features\": [{}]}}\n", names.join(", ")),
        None => reflection_json.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(opcode: u32, operands: &[u32]) -> Vec<u32> {
        let mut v = vec![((operands.len() as u32 + 1) << 16) | opcode];
        v.extend_from_slice(operands);
        v
    }

    fn module(body: &[Vec<u32>]) -> Vec<u32> {
        let mut w = vec![0x0723_0203, 0x0001_0500, 0, 100, 0];
        for i in body {
            w.extend(i);
        }
        w
    }

    fn names(words: &[u32]) -> Vec<&'static str> {
        required(words).iter().map(|f| f.feature).collect()
    }

    #[test]
    fn capabilities_map_to_their_features_sorted() {
        let w = module(&[
            inst(OP_CAPABILITY, &[1]),
            inst(OP_CAPABILITY, &[11]),
            inst(OP_CAPABILITY, &[10]),
            inst(OP_CAPABILITY, &[4448]),
            inst(OP_CAPABILITY, &[39]),
        ]);
        assert_eq!(
            names(&w),
            [
                "shaderFloat64",
                "shaderInt64",
                "shaderInt8",
                "storageBuffer8BitAccess"
            ]
        );
    }

    #[test]
    fn int64_atomics_name_the_memory_they_touch() {
        // %2 = u64, %3 = ptr StorageBuffer u64, %4 = ptr Workgroup u64.
        let types = [
            inst(OP_CAPABILITY, &[INT64_ATOMICS]),
            inst(OP_TYPE_INT, &[2, 64, 0]),
            inst(OP_TYPE_POINTER, &[3, 12, 2]),
            inst(OP_TYPE_POINTER, &[4, STORAGE_CLASS_WORKGROUP, 2]),
            inst(OP_VARIABLE, &[3, 5, 12]),
            inst(OP_VARIABLE, &[4, 6, STORAGE_CLASS_WORKGROUP]),
        ];
        let shared = [inst(234, &[2, 7, 6, 8, 9, 10])];
        let buffer = [inst(OP_ATOMIC_STORE, &[5, 8, 9, 10])];
        let w = module(&[&types[..], &shared[..]].concat());
        assert_eq!(names(&w), ["shaderSharedInt64Atomics"]);
        let w = module(&[&types[..], &buffer[..]].concat());
        assert_eq!(names(&w), ["shaderBufferInt64Atomics"]);
        let w = module(&types[..1]);
        assert_eq!(names(&w), ["shaderBufferInt64Atomics"]);
    }

    #[test]
    fn truncated_words_give_what_was_read() {
        let mut w = module(&[inst(OP_CAPABILITY, &[22])]);
        w.push((9 << 16) | OP_CAPABILITY);
        assert_eq!(names(&w), ["shaderInt16"]);
        assert!(required(&[1, 2]).is_empty());
    }

    #[test]
    fn the_key_follows_the_entry_points() {
        let w = module(&[inst(OP_CAPABILITY, &[11])]);
        assert_eq!(
            reflection_with_device_features("{\"entry_points\": [\n  {}\n]}\n", &w),
            "{\"entry_points\": [\n  {}\n],\n\"device_features\": [\"shaderInt64\"]}\n"
        );
    }
}
