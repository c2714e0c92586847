//! The names OpenCL reserves for builtins: a body-less function in these namespaces that
//! [`classify`](super::classify) does not recognise is a builtin nsdi does not implement, and is
//! refused; any other body-less function is an ordinary function of another module, imported.

use super::demangle;

/// Builtin families by name prefix (OpenCL C 3.0 section 6.15 and the clang/SPIR-V lowering
/// names), with what to call them in a diagnostic.
const PREFIXES: &[(&str, &str)] = &[
    ("sub_group_", "OpenCL sub-group function"),
    ("intel_sub_group_", "Intel sub-group extension function"),
    ("work_group_", "OpenCL work-group function"),
    ("read_image", "OpenCL image function"),
    ("write_image", "OpenCL image function"),
    ("get_image_", "OpenCL image function"),
    ("read_pipe", "OpenCL pipe function"),
    ("write_pipe", "OpenCL pipe function"),
    ("reserve_read_pipe", "OpenCL pipe function"),
    ("reserve_write_pipe", "OpenCL pipe function"),
    ("commit_read_pipe", "OpenCL pipe function"),
    ("commit_write_pipe", "OpenCL pipe function"),
    ("get_pipe_", "OpenCL pipe function"),
    ("async_work_group_", "OpenCL async copy function"),
    ("enqueue_kernel", "OpenCL device-side enqueue function"),
    ("enqueue_marker", "OpenCL device-side enqueue function"),
    ("get_kernel_", "OpenCL device-side enqueue function"),
    ("ndrange_", "OpenCL device-side enqueue function"),
    ("atomic_", "OpenCL atomic function"),
    ("atom_", "OpenCL atomic function"),
    ("vload", "OpenCL vector load function"),
    ("vstore", "OpenCL vector store function"),
    ("convert_", "OpenCL conversion function"),
    ("__spirv_", "SPIR-V friendly IR builtin"),
    ("__clc_", "libclc internal function"),
    ("__builtin_", "compiler builtin"),
    ("__enqueue_kernel", "OpenCL device-side enqueue function"),
    ("__get_kernel_", "OpenCL device-side enqueue function"),
    ("__translate_sampler_initializer", "OpenCL sampler function"),
];

/// Builtins with a name of their own.
const NAMES: &[(&str, &str)] = &[
    ("barrier", "OpenCL synchronization function"),
    ("mem_fence", "OpenCL synchronization function"),
    ("read_mem_fence", "OpenCL synchronization function"),
    ("write_mem_fence", "OpenCL synchronization function"),
    ("wait_group_events", "OpenCL async copy function"),
    ("prefetch", "OpenCL async copy function"),
    ("retain_event", "OpenCL device-side enqueue function"),
    ("release_event", "OpenCL device-side enqueue function"),
    ("create_user_event", "OpenCL device-side enqueue function"),
    ("is_valid_event", "OpenCL device-side enqueue function"),
    (
        "set_user_event_status",
        "OpenCL device-side enqueue function",
    ),
    (
        "capture_event_profiling_info",
        "OpenCL device-side enqueue function",
    ),
    ("is_valid_reserve_id", "OpenCL pipe function"),
    ("shuffle", "OpenCL vector function"),
    ("shuffle2", "OpenCL vector function"),
    ("vec_step", "OpenCL vector function"),
    ("dot", "OpenCL geometric function"),
    ("get_fence", "OpenCL address space function"),
    ("get_default_queue", "OpenCL device-side enqueue function"),
];

/// When `name` (a body-less callee that is not a recognised builtin) is in a namespace OpenCL
/// reserves for builtins: the builtin's name and family, e.g. `("sub_group_barrier", "OpenCL
/// sub-group function")`. `None`: an ordinary function defined in another module.
pub fn reserved_builtin(name: &str) -> Option<(String, &'static str)> {
    let base = if name.starts_with("__") {
        name.to_owned()
    } else {
        demangle(name)?.name
    };
    let family = NAMES
        .iter()
        .find(|(n, _)| *n == base)
        .or_else(|| PREFIXES.iter().find(|(p, _)| base.starts_with(p)))
        .map(|(_, family)| *family)
        .or_else(|| {
            super::WORK_ITEMS
                .iter()
                .any(|(n, _, _)| *n == base)
                .then_some("OpenCL work-item function")
        })
        .or_else(|| {
            super::opencl_std::instruction(&base).map(|_| "OpenCL math, integer or common function")
        })?;
    Some((base, family))
}

#[cfg(test)]
mod tests {
    use super::reserved_builtin;

    #[test]
    fn builtin_namespaces_are_reserved() {
        assert_eq!(
            reserved_builtin("_Z17sub_group_barrierj"),
            Some(("sub_group_barrier".to_owned(), "OpenCL sub-group function"))
        );
        assert!(reserved_builtin("_Z21work_group_reduce_addi").is_some());
        assert!(reserved_builtin("_Z11read_imagef14ocl_image2d_roDv2_i").is_some());
        assert!(reserved_builtin("__spirv_ControlBarrier").is_some());
        // sqrt with a parameter list nsdi does not map is still OpenCL's sqrt.
        assert!(reserved_builtin("_Z4sqrtPi").is_some());
    }

    #[test]
    fn user_functions_are_not() {
        assert_eq!(reserved_builtin("_Z6helperPU3AS1fi"), None);
        assert_eq!(reserved_builtin("_ZN2ns6helperEi"), None);
        assert_eq!(reserved_builtin("__user_helper"), None);
        assert_eq!(reserved_builtin("helper"), None);
        assert_eq!(reserved_builtin("_Z9get_valuei"), None);
    }
}
