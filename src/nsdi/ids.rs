//! Typed result ids of the output module, the currency between the NSDI constructors
//! ([`build`](super::build)), the views ([`view`](super::view)) and their callers.
//!
//! Every NSDI operand is an `<id>`; what it must name (an `OpString`, an `OpConstant`, a type, a
//! scope, ...) is written in the type instead of in the reader's head. A typed id is a plain
//! [`Word`] underneath: converting is free, and nothing here checks the module (the views read
//! ids from input, so a `TypeId` from a view is the id the operand *should* name a type with).
//! [`IdKind`] names the same kinds at run time, for the operand tables.

use std::fmt;

use rspirv::spirv::Word;

/// What an NSDI operand's `<id>` names; one per typed id. The operand tables
/// ([`OperandInfo::id_kind`](super::OperandInfo::id_kind)) say it per operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IdKind {
    /// Anything: a value, a variable, a function, or an NSDI instruction of several kinds.
    Any,
    /// An `OpString` ([`StringId`]).
    String,
    /// An integer or boolean `OpConstant` ([`ConstId`]).
    Const,
    /// A `DebugSource` ([`SourceId`]).
    Source,
    /// A debug type or `DebugInfoNone` ([`TypeId`]).
    Type,
    /// A scope: compile unit, function, lexical block, composite type ([`ScopeId`]).
    Scope,
    /// A `DebugFunction` ([`FunctionId`]).
    Function,
    /// A `DebugLocalVariable` ([`LocalVariableId`]).
    LocalVariable,
    /// A `DebugExpression` ([`ExpressionId`]).
    Expression,
    /// A `DebugInlinedAt` ([`InlinedAtId`]).
    InlinedAt,
}

impl IdKind {
    /// Every kind, in declaration order.
    pub const ALL: &'static [IdKind] = &[
        IdKind::Any,
        IdKind::String,
        IdKind::Const,
        IdKind::Source,
        IdKind::Type,
        IdKind::Scope,
        IdKind::Function,
        IdKind::LocalVariable,
        IdKind::Expression,
        IdKind::InlinedAt,
    ];
}

/// A typed id: a [`Word`] tagged with what it names. Implemented by [`Id`] and every `...Id`
/// here; the generic code of the constructors and views goes through it.
pub trait TypedId: Copy + fmt::Debug {
    /// What an id of this type names.
    const KIND: IdKind;
    /// Tags a raw id.
    fn from_word(word: Word) -> Self;
    /// The raw id.
    fn word(self) -> Word;
}

macro_rules! typed_ids {
    ($($(#[$doc:meta])* $name:ident => $kind:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(Word);

        impl $name {
            /// Tags a raw id.
            pub const fn from_word(word: Word) -> Self {
                $name(word)
            }

            /// The raw id.
            pub const fn word(self) -> Word {
                self.0
            }

            /// The same id, untyped.
            pub const fn id(self) -> Id {
                Id(self.0)
            }
        }

        impl TypedId for $name {
            const KIND: IdKind = IdKind::$kind;
            fn from_word(word: Word) -> Self {
                $name(word)
            }
            fn word(self) -> Word {
                self.0
            }
        }

        impl fmt::Display for $name {
            /// `%12`, as disassemblers print ids.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "%{}", self.0)
            }
        }
    )*};
}

typed_ids! {
    /// Any id: an operand that may name several kinds of thing (a variable, a value, one of
    /// several NSDI instructions).
    Id => Any;
    /// An `OpString`: names, file paths, source text, producer strings.
    StringId => String;
    /// An integer or boolean `OpConstant`: numbers, lines, columns, flags, enumerant values.
    ConstId => Const;
    /// A `DebugSource`.
    SourceId => Source;
    /// A debug type instruction (`DebugTypeBasic`, `DebugTypeComposite`, ...) or
    /// `DebugInfoNone`.
    TypeId => Type;
    /// A scope: `DebugCompilationUnit`, `DebugFunction`, `DebugLexicalBlock`(`Discriminator`),
    /// a `DebugTypeComposite` as a parent, or `DebugInfoNone`.
    ScopeId => Scope;
    /// A `DebugFunction`.
    FunctionId => Function;
    /// A `DebugLocalVariable`.
    LocalVariableId => LocalVariable;
    /// A `DebugExpression`.
    ExpressionId => Expression;
    /// A `DebugInlinedAt`.
    InlinedAtId => InlinedAt;
}

macro_rules! into_id {
    ($($name:ident),*) => {$(
        impl From<$name> for Id {
            fn from(id: $name) -> Id {
                Id(id.0)
            }
        }
    )*};
}

into_id!(
    StringId,
    ConstId,
    SourceId,
    TypeId,
    ScopeId,
    FunctionId,
    LocalVariableId,
    ExpressionId,
    InlinedAtId
);

impl TypeId {
    /// The type as a scope: a composite is the parent of its members, nested types and methods.
    pub const fn as_scope(self) -> ScopeId {
        ScopeId(self.0)
    }
}

impl FunctionId {
    /// The function as the scope of its variables, blocks and inlined code.
    pub const fn as_scope(self) -> ScopeId {
        ScopeId(self.0)
    }
}

impl From<TypeId> for ScopeId {
    fn from(ty: TypeId) -> ScopeId {
        ty.as_scope()
    }
}

impl From<FunctionId> for ScopeId {
    fn from(function: FunctionId) -> ScopeId {
        function.as_scope()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_keep_the_word() {
        let ty = TypeId::from_word(7);
        assert_eq!(ty.word(), 7);
        assert_eq!(Id::from(ty), Id::from_word(7));
        assert_eq!(ScopeId::from(ty), ScopeId::from_word(7));
        assert_eq!(FunctionId::from_word(9).as_scope().id(), Id::from_word(9));
        assert_eq!(<ConstId as TypedId>::from_word(3).word(), 3);
        assert_eq!(ConstId::KIND, IdKind::Const);
        assert_eq!(Id::KIND, IdKind::Any);
        assert_eq!(StringId::from_word(12).to_string(), "%12");
    }
}
