//! What a producer learns of the types the emitter wrote ([`NsdiEmitter::written_type`]):
//! records with their `DebugTypeMember`s, typedefs and qualifiers, arrays, and what is left
//! out (a member written with a forward reference, a variable never written).
//!
//! [`NsdiEmitter::written_type`]: crate::debug::NsdiEmitter::written_type

use crate::debug::{WrittenMember, WrittenType};
use crate::di::{DiBuilder, DiFlags, DiModule, DwAte, LocalVariableId, TypeId};

use super::{after_variables, linked_list_node, opencl_unit};

/// `struct point { float x; float y; }` and locals of it through `typedef const struct point
/// cpoint`, as `struct point[4]`, as `typedef float real`, and one of `struct point` never
/// written.
struct Points {
    di: DiModule,
    float: TypeId,
    point: TypeId,
    through_typedef: LocalVariableId,
    array: LocalVariableId,
    real: LocalVariableId,
    unwritten: LocalVariableId,
}

fn points() -> Points {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let point = di.composite_type(
        gimli::DW_TAG_structure_type,
        "point",
        Some(unit.into()),
        file,
        1,
        64,
        DiFlags(0),
    );
    let x = di.member(point, "x", file, 1, float, 32, 0);
    let y = di.member(point, "y", file, 1, float, 32, 32);
    di.set_elements(point, &[x, y]);
    let constant = di.qualified_type(gimli::DW_TAG_const_type, point);
    let cpoint = di.typedef("cpoint", constant, file, 2, unit.into());
    let array = di.array_type(point, &[4], false);
    let real = di.typedef("real", float, file, 3, unit.into());
    let ty = di.subroutine_type(None, &[]);
    let k = di.function(unit, "k", file, 4, ty, DiFlags(0));
    let through_typedef = di.local_variable(k.into(), "c", file, 5, cpoint);
    let array = di.local_variable(k.into(), "a", file, 6, array);
    let real = di.local_variable(k.into(), "r", file, 7, real);
    let unwritten = di.local_variable(k.into(), "u", file, 8, point);
    Points {
        di: di.finish(),
        float,
        point,
        through_typedef,
        array,
        real,
        unwritten,
    }
}

#[test]
fn records_typedefs_qualifiers_and_arrays() {
    let p = points();
    let emitter = after_variables(&p.di, false, &[p.through_typedef, p.array, p.real]);

    // `cpoint` names a non-basic type, so it is no instruction: the qualifier is what was
    // written for it.
    assert_eq!(
        emitter.written_variable_type(p.through_typedef),
        WrittenType::Alias(Some(p.point))
    );
    let members = [
        WrittenMember {
            name: "x",
            ty: Some(p.float),
        },
        WrittenMember {
            name: "y",
            ty: Some(p.float),
        },
    ];
    assert_eq!(
        emitter.written_type(Some(p.point)),
        WrittenType::Record(members.to_vec())
    );
    assert_eq!(
        emitter.written_variable_type(p.array),
        WrittenType::Array(Some(p.point))
    );
    // A typedef of a basic type is a DebugTypedef, of a type that is nothing more.
    assert_eq!(
        emitter.written_variable_type(p.real),
        WrittenType::Alias(Some(p.float))
    );
    assert_eq!(emitter.written_type(Some(p.float)), WrittenType::Other);
    assert_eq!(emitter.written_type(None), WrittenType::Other);
    assert_eq!(
        emitter.written_variable_type(p.unwritten),
        WrittenType::Other
    );
}

/// `struct node { struct node *next; int value; }`, with a local of `struct node *` and one of
/// `struct node`.
fn linked_list() -> (DiModule, TypeId, TypeId, [LocalVariableId; 2]) {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let (node, pointer) = linked_list_node(&mut di, file, unit);
    let ty = di.subroutine_type(None, &[]);
    let k = di.function(unit, "k", file, 5, ty, DiFlags(0));
    let head = di.local_variable(k.into(), "head", file, 6, pointer);
    let first = di.local_variable(k.into(), "first", file, 7, node);
    (di.finish(), node, pointer, [head, first])
}

#[test]
fn a_member_written_with_a_forward_reference_is_left_out() {
    let (di, node, pointer, variables) = linked_list();
    // Lowered from the pointer: `next` names the pointer before its instruction is written.
    let with = after_variables(&di, true, &variables);
    let WrittenType::Record(members) = with.written_type(Some(node)) else {
        panic!("node is a record");
    };
    let names: Vec<&str> = members.iter().map(|m| m.name).collect();
    assert_eq!(names, ["value"]);

    // Without forward references the back edge names 'void' and `next` is an OpExtInst.
    let without = after_variables(&di, false, &variables);
    let WrittenType::Record(members) = without.written_type(Some(node)) else {
        panic!("node is a record");
    };
    assert_eq!(members[0].name, "next");
    assert_eq!(members[0].ty, Some(pointer));
    assert_eq!(members[1].name, "value");
}
