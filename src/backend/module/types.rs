//! LLVM types to SPIR-V types (Kernel flavour), with the capabilities each one needs.
//!
//! Opaque pointers: every pointer-typed SSA value is lowered to one canonical type per address
//! space, `OpTypePointer <storage class> %char`. Instructions that access memory bitcast it to a
//! pointer to the type they access (`OpBitcast` between pointers is legal with `Addresses`). This
//! needs no pointee inference and is always valid; the cost is one bitcast per access.

use rspirv::spirv::{Capability, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::{SpirvModule, TypeKey};
use crate::ir::{Module, Type, TypeRef};

/// Storage class of an OpenCL address space as clang numbers them for SPIR targets.
pub fn storage_class(address_space: u32) -> Option<StorageClass> {
    Some(match address_space {
        0 => StorageClass::Function,
        1 => StorageClass::CrossWorkgroup,
        2 => StorageClass::UniformConstant,
        3 => StorageClass::Workgroup,
        4 => StorageClass::Generic,
        _ => return None,
    })
}

/// Lowers IR types, memoized per IR type.
pub struct TypeLowering {
    cache: Vec<Option<Word>>,
    /// Logical addressing (the Vulkan flavour): pointers are not values, so a pointer type has
    /// no SPIR-V form here (the Vulkan lowering types its access chains itself).
    pub logical: bool,
}

impl TypeLowering {
    pub fn new(module: &Module) -> Self {
        TypeLowering {
            cache: vec![None; module.types.len()],
            logical: false,
        }
    }

    pub fn lower(
        &mut self,
        m: &Module,
        spv: &mut SpirvModule,
        t: TypeRef,
    ) -> Result<Word, LowerError> {
        if let Some(id) = self.cache[t.0 as usize] {
            return Ok(id);
        }
        let id = match m.ty(t) {
            Type::Void => spv.type_id(TypeKey::Void),
            Type::Int(1) => spv.type_id(TypeKey::Bool),
            &Type::Int(bits @ (8 | 16 | 32 | 64)) => {
                match bits {
                    8 => spv.require(Capability::Int8),
                    16 => spv.require(Capability::Int16),
                    64 => spv.require(Capability::Int64),
                    _ => {}
                }
                spv.type_id(TypeKey::Int(bits))
            }
            Type::Half => {
                spv.require(Capability::Float16);
                spv.type_id(TypeKey::Float(16))
            }
            Type::Float => spv.type_id(TypeKey::Float(32)),
            Type::Double => {
                spv.require(Capability::Float64);
                spv.type_id(TypeKey::Float(64))
            }
            Type::Pointer(_) if self.logical => {
                return Err(LowerError::Unsupported(
                    "pointer as a value (Logical addressing)".into(),
                ));
            }
            &Type::Pointer(space) => {
                let sc = storage_class(space).ok_or_else(|| {
                    LowerError::Unsupported(format!("pointer address space {space}"))
                })?;
                let byte = byte_type(spv);
                self.pointer_to(spv, sc, byte)
            }
            &Type::Vector { len, .. } if self.logical && len > 4 => {
                return Err(LowerError::Unsupported(format!(
                    "{len}-component vector: Vulkan vectors have 2 to 4 components (clang's SLP \
                     vectorizer makes wider ones at -O2: -fno-slp-vectorize, which nsdi-cc passes)"
                )));
            }
            &Type::Vector {
                elem,
                len,
                scalable: false,
            } if matches!(len, 2 | 3 | 4 | 8 | 16) => {
                if len >= 8 {
                    spv.require(Capability::Vector16);
                }
                let e = self.lower(m, spv, elem)?;
                spv.type_id(TypeKey::Vector(e, len))
            }
            &Type::Array { elem, len } if len > 0 => {
                let e = self.lower(m, spv, elem)?;
                let len_id = match u32::try_from(len) {
                    Ok(l) => spv.const_u32(l),
                    Err(_) => {
                        let i64_ty = self.int_type(spv, 64);
                        spv.constant_words(i64_ty, vec![len as u32, (len >> 32) as u32])
                    }
                };
                spv.type_id(TypeKey::Array(e, len_id))
            }
            Type::Struct {
                name,
                fields,
                packed,
                opaque: false,
            } => {
                let mut members = Vec::with_capacity(fields.len());
                for f in fields {
                    members.push(self.lower(m, spv, *f)?);
                }
                let id = spv.struct_type(t.0, &members);
                if let Some(name) = name {
                    spv.name(id, name);
                }
                // `CPacked` is Kernel-only; in Logical addressing (Vulkan) this plain type has
                // no layout at all (the laid-out twin of a buffer's struct carries offsets).
                if *packed && !self.logical {
                    spv.decorate(id, DecorationOperand::CPacked);
                }
                id
            }
            Type::Function {
                ret,
                params,
                vararg: false,
            } => {
                let r = self.lower(m, spv, *ret)?;
                let mut ps = Vec::with_capacity(params.len());
                for p in params {
                    ps.push(self.lower(m, spv, *p)?);
                }
                spv.type_id(TypeKey::Function(r, ps))
            }
            Type::Vector {
                scalable: false, ..
            } => {
                return Err(LowerError::Unsupported(format!(
                    "type '{}': OpenCL SPIR-V vectors have 2, 3, 4, 8 or 16 components; split \
                     the vector or use an array",
                    m.type_name(t)
                )));
            }
            Type::Array { len: 0, .. } => {
                return Err(LowerError::Unsupported(format!(
                    "type '{}': SPIR-V arrays have at least one element (runtime arrays need \
                     the Shader capability); index the element type through a pointer instead",
                    m.type_name(t)
                )));
            }
            _ => {
                return Err(LowerError::Unsupported(format!(
                    "type '{}'",
                    m.type_name(t)
                )));
            }
        };
        self.cache[t.0 as usize] = Some(id);
        Ok(id)
    }

    pub fn pointer_to(&self, spv: &mut SpirvModule, sc: StorageClass, pointee: Word) -> Word {
        if sc == StorageClass::Generic {
            spv.require(Capability::GenericPointer);
        }
        spv.type_id(TypeKey::Pointer(sc, pointee))
    }

    pub fn int_type(&self, spv: &mut SpirvModule, bits: u32) -> Word {
        match bits {
            8 => spv.require(Capability::Int8),
            16 => spv.require(Capability::Int16),
            64 => spv.require(Capability::Int64),
            _ => {}
        }
        spv.type_id(TypeKey::Int(bits))
    }
}

/// `char`, the canonical pointee of opaque pointers.
pub fn byte_type(spv: &mut SpirvModule) -> Word {
    spv.require(Capability::Int8);
    spv.type_id(TypeKey::Int(8))
}
