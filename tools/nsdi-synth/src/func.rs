//! One function: first a small C++ AST with its source lines (line and column numbers come from
//! the text as it is written), then its IR in -O0 style (allocas, `#dbg_declare`, loads and
//! stores) or -O2 style (SSA values, `#dbg_value`, phis, inlined call chains), and its metadata
//! region: the DISubprogram at `base`, the parameters' DILocalVariables at `base + 1 ..`, then
//! blocks, variables and locations in the order they are first used.
//!
//! Everything depends only on the model, the seed, the function index and the `FnInfo` of
//! functions with a smaller index, so the driver can generate a function twice (once for the
//! code, once for the metadata) and get the same bytes.

use crate::model::*;
use crate::rng::Rng;
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::hash::{BuildHasherDefault, Hasher};

/// Which half of a function the caller keeps: the driver's first pass writes code, the second
/// metadata. The other half's text is not formatted at all (ids are still allocated).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    Code,
    Meta,
}

/// A String that can be switched off: formatting into it then costs nothing.
struct Sink {
    s: String,
    on: bool,
}

impl Sink {
    fn new(on: bool, cap: usize) -> Sink {
        Sink {
            s: if on {
                String::with_capacity(cap)
            } else {
                String::new()
            },
            on,
        }
    }
    fn push_str(&mut self, x: &str) {
        if self.on {
            self.s.push_str(x);
        }
    }
    fn len(&self) -> usize {
        self.s.len()
    }
    fn insert_str(&mut self, at: usize, x: &str) {
        if self.on {
            self.s.insert_str(at, x);
        }
    }
}

impl fmt::Write for Sink {
    fn write_str(&mut self, x: &str) -> fmt::Result {
        self.push_str(x);
        Ok(())
    }
    fn write_fmt(&mut self, args: fmt::Arguments<'_>) -> fmt::Result {
        if self.on {
            self.s.write_fmt(args)
        } else {
            Ok(())
        }
    }
}

/// FxHash: the location map's keys are a few u32s; SipHash is needlessly slow for them.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(*b as u64);
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64);
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

type LocMap = HashMap<(u32, u32, u32, u32), u32, BuildHasherDefault<Fx>>;

/// What later functions need to know to call or inline this one.
#[derive(Clone, Copy)]
pub struct FnInfo {
    pub sp: u32,
    /// First statement (line, column).
    pub first: (u32, u32),
    /// The return statement (or the closing brace of a kernel).
    pub ret_at: (u32, u32),
    /// The call to its "primary callee": (callee, line, column).
    pub call: Option<(usize, u32, u32)>,
    /// A lexical block at the top level of its body: (metadata id, line, column).
    pub inner: Option<(u32, u32, u32)>,
}

pub struct FnOut {
    pub code: String,
    /// The DISubprogram node (id `base`), then `meta` (ids `base + 1 ..`).
    pub sp_line: String,
    pub meta: String,
    pub text: String,
    pub count: u32,
    pub lines: u32,
    pub info: FnInfo,
    pub used_fma: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum VK {
    S(Ty),
    /// `__global float *`, const or not.
    GPtr(bool),
    Obj(usize),
    This(usize),
}

struct Var {
    name: String,
    kind: VK,
    scope: usize,
    line: u32,
    col: u32,
    arg: u32,
    ro: bool,
    md: Option<u32>,
}

struct Scope {
    parent: usize,
    line: u32,
    col: u32,
    md: u32,
}

#[derive(Clone, Copy)]
enum Leaf {
    Var(usize),
    I(i32),
    F(usize),
    Field(usize),
    /// `in[gid]`
    In,
    /// `kTable[gid & 7]`
    Table,
    /// The template value parameter `N`.
    N,
}

#[derive(Clone, Copy)]
struct Lf {
    leaf: Leaf,
    col: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Xor,
    And,
    Shl,
    FAdd,
    FSub,
    FMul,
}

const IOPS: [Op; 6] = [Op::Add, Op::Sub, Op::Mul, Op::Xor, Op::And, Op::Shl];
const FOPS: [Op; 3] = [Op::FAdd, Op::FSub, Op::FMul];
const IASSIGN: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Xor];

impl Op {
    fn ty(self) -> Ty {
        match self {
            Op::FAdd | Op::FSub | Op::FMul => Ty::F32,
            _ => Ty::I32,
        }
    }
    fn ir(self) -> &'static str {
        match self {
            Op::Add => "add nsw",
            Op::Sub => "sub nsw",
            Op::Mul => "mul nsw",
            Op::Xor => "xor",
            Op::And => "and",
            Op::Shl => "shl",
            Op::FAdd => "fadd",
            Op::FSub => "fsub",
            Op::FMul => "fmul",
        }
    }
    fn c(self) -> &'static str {
        match self {
            Op::Add | Op::FAdd => "+",
            Op::Sub | Op::FSub => "-",
            Op::Mul | Op::FMul => "*",
            Op::Xor => "^",
            Op::And => "&",
            Op::Shl => "<<",
        }
    }
    fn name(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Sub => "sub",
            Op::Mul => "mul",
            Op::Xor => "xor",
            Op::And => "and",
            Op::Shl => "shl",
            Op::FAdd => "fadd",
            Op::FSub => "fsub",
            Op::FMul => "fmul",
        }
    }
}

enum Expr {
    Leaf(Lf),
    Bin {
        op: Op,
        a: Lf,
        b: Lf,
        col: u32,
    },
    Fma {
        a: Lf,
        b: Lf,
        c: Lf,
        col: u32,
    },
    Conv {
        to: Ty,
        a: Lf,
        col: u32,
    },
    /// `inline`: 0 for a call, else the depth of the inlined chain.
    Call {
        f: usize,
        args: Vec<Lf>,
        col: u32,
        inline: u8,
    },
    MCall {
        obj: usize,
        f: usize,
        args: Vec<Lf>,
        col: u32,
    },
    GlobalId {
        col: u32,
    },
}

enum Stmt {
    Decl {
        v: usize,
        e: Expr,
        line: u32,
    },
    Assign {
        v: usize,
        op: Op,
        rhs: Lf,
        line: u32,
        col: u32,
        opcol: u32,
    },
    FieldSet {
        obj: Option<usize>,
        field: usize,
        rhs: Lf,
        line: u32,
        col: u32,
    },
    ObjDecl {
        v: usize,
        line: u32,
    },
    If {
        s_if: usize,
        s_then: usize,
        lhs: Lf,
        rhs: Lf,
        line: u32,
        opcol: u32,
        vbase: usize,
        body: Vec<Stmt>,
        end: u32,
        ecol: u32,
    },
    Block {
        s: usize,
        body: Vec<Stmt>,
    },
    For(Box<ForStmt>),
    StoreOut {
        rhs: Lf,
        line: u32,
        col: u32,
    },
    Return {
        rhs: Lf,
        line: u32,
        col: u32,
    },
}

struct ForStmt {
    s_for: usize,
    s_inner: usize,
    s_body: usize,
    iv: usize,
    bound: Lf,
    line: u32,
    c_for: u32,
    c_cond: u32,
    c_inc: u32,
    vbase: usize,
    body: Vec<Stmt>,
    end: u32,
}

const WORDS: [&str; 20] = [
    "acc", "tmp", "delta", "sum", "bias", "gain", "phase", "step", "mask", "carry", "lo", "hi",
    "pivot", "level", "span", "ratio", "offset", "limit", "energy", "weight",
];

fn indent(depth: u32) -> String {
    "  ".repeat(depth as usize + 1)
}

fn col_of(s: &str) -> u32 {
    s.len() as u32 + 1
}

struct Gen<'a> {
    m: &'a Model,
    infos: &'a [FnInfo],
    i: usize,
    p: &'a FnPlan,
    r: Rng,
    cls: Option<usize>,
    is_const: bool,
    file: u32,
    vars: Vec<Var>,
    scopes: Vec<Scope>,
    visible: Vec<usize>,
    line: u32,
    header_line: u32,
    end_line: u32,
    budget: i32,
    gid: Option<usize>,
    pc: Option<usize>,
    pc_at: usize,
    call_info: Option<(usize, u32, u32)>,
    ret_at: (u32, u32),
    inner_scope: Option<usize>,
    objs: usize,
    text: String,
    // emission
    base: u32,
    next: u32,
    allocas: Sink,
    body: Sink,
    meta: Sink,
    locs: LocMap,
    ctr: u32,
    bb: String,
    env: Vec<String>,
    retained: Vec<u32>,
    this_val: &'static str,
    used_fma: bool,
}

pub fn generate(
    m: &Model,
    infos: &[FnInfo],
    i: usize,
    base: u32,
    start_line: u32,
    pass: Pass,
) -> FnOut {
    let p = &m.fns[i];
    let (cls, is_const) = match p.kind {
        Kind::Method(c, mi) => (Some(c), m.classes[c].methods[mi].is_const),
        _ => (None, false),
    };
    let mut g = Gen {
        m,
        infos,
        i,
        p,
        r: Rng::stream(m.seed, 1000 + i as u64),
        cls,
        is_const,
        file: m.parts[p.file],
        vars: Vec::new(),
        scopes: Vec::new(),
        visible: Vec::new(),
        line: start_line,
        header_line: start_line,
        end_line: start_line,
        budget: 0,
        gid: None,
        pc: None,
        pc_at: usize::MAX,
        call_info: None,
        ret_at: (start_line, 1),
        inner_scope: None,
        objs: 0,
        text: String::new(),
        base,
        next: base + 1,
        allocas: Sink::new(pass == Pass::Code, 512),
        body: Sink::new(pass == Pass::Code, 8192),
        meta: Sink::new(pass == Pass::Meta, 8192),
        locs: LocMap::default(),
        ctr: 0,
        bb: String::from("entry"),
        env: Vec::new(),
        retained: Vec::new(),
        this_val: if p.o2 { "%this" } else { "%this1" },
        used_fma: false,
    };
    let stmts = g.build();
    let code = g.emit(&stmts);
    let sp_line = g.sp_line(pass == Pass::Meta);
    let info = FnInfo {
        sp: base,
        first: (g.header_line + 1, 3),
        ret_at: g.ret_at,
        call: g.call_info,
        inner: g
            .inner_scope
            .map(|s| (g.scopes[s].md, g.scopes[s].line, g.scopes[s].col)),
    };
    FnOut {
        code,
        sp_line,
        count: g.next - base,
        lines: g.line - start_line,
        meta: g.meta.s,
        text: g.text,
        info,
        used_fma: g.used_fma,
    }
}

impl Gen<'_> {
    // ---------------------------------------------------------------- AST and source text

    fn push_line(&mut self, s: &str) -> u32 {
        self.text.push_str(s);
        self.text.push('\n');
        self.line += 1;
        self.line - 1
    }

    fn new_var(&mut self, name: String, kind: VK, scope: usize, col: u32, arg: u32) -> usize {
        self.vars.push(Var {
            name,
            kind,
            scope,
            line: self.line,
            col,
            arg,
            ro: false,
            md: None,
        });
        self.vars.len() - 1
    }

    fn new_scope(&mut self, parent: usize, line: u32, col: u32) -> usize {
        self.scopes.push(Scope {
            parent,
            line,
            col,
            md: 0,
        });
        self.scopes.len() - 1
    }

    fn fresh(&mut self) -> String {
        format!("{}{}", self.r.pick(&WORDS), self.vars.len())
    }

    fn tyname(&self, t: Ty) -> &'static str {
        match self.p.tmpl {
            Tmpl::Type(tt) if tt == t => "T",
            _ => t.c(),
        }
    }

    fn leaf_ty(&self, l: Leaf) -> Ty {
        match l {
            Leaf::Var(v) => match self.vars[v].kind {
                VK::S(t) => t,
                _ => unreachable!("non-scalar leaf"),
            },
            Leaf::I(_) | Leaf::N => Ty::I32,
            Leaf::F(_) | Leaf::In | Leaf::Table => Ty::F32,
            Leaf::Field(f) => self.m.classes[self.cls.unwrap()].fields[f].ty,
        }
    }

    fn pick_var(&mut self, ty: Ty, assign: bool) -> Option<usize> {
        let ok = |g: &Self, v: usize| g.vars[v].kind == VK::S(ty) && !(assign && g.vars[v].ro);
        let k = self.visible.iter().filter(|&&v| ok(self, v)).count();
        if k == 0 {
            return None;
        }
        // Prefer recent variables: more def-use chains inside blocks.
        let idx = if self.r.chance(60) {
            k - 1 - self.r.below(k.min(4))
        } else {
            self.r.below(k)
        };
        self.visible
            .iter()
            .copied()
            .filter(|&v| ok(self, v))
            .nth(idx)
    }

    fn konst(&mut self, ty: Ty) -> Leaf {
        match ty {
            Ty::I32 => Leaf::I(self.r.range(1, 9) as i32),
            Ty::F32 => Leaf::F(self.r.below(FCONST.len())),
        }
    }

    fn leaf(&mut self, ty: Ty) -> Leaf {
        let r = self.r.below(100);
        if r < 60 {
            if let Some(v) = self.pick_var(ty, false) {
                return Leaf::Var(v);
            }
        }
        if r < 75 {
            if let Some(c) = self.cls {
                let fs: Vec<usize> = (0..self.m.classes[c].fields.len())
                    .filter(|&f| self.m.classes[c].fields[f].ty == ty)
                    .collect();
                if !fs.is_empty() {
                    return Leaf::Field(*self.r.pick(&fs));
                }
            }
        }
        if r < 85 && ty == Ty::F32 && self.gid.is_some() {
            return if r % 2 == 0 { Leaf::In } else { Leaf::Table };
        }
        if r < 92 && ty == Ty::I32 && matches!(self.p.tmpl, Tmpl::Value(_)) {
            return Leaf::N;
        }
        self.konst(ty)
    }

    fn push_leaf(&self, s: &mut String, leaf: Leaf) -> Lf {
        let col = col_of(s);
        match leaf {
            Leaf::Var(v) => s.push_str(&self.vars[v].name),
            Leaf::I(k) => {
                let _ = write!(s, "{k}");
            }
            Leaf::F(k) => s.push_str(FCONST[k].0),
            Leaf::Field(f) => s.push_str(&self.m.classes[self.cls.unwrap()].fields[f].text),
            Leaf::In => s.push_str("in[gid]"),
            Leaf::Table => s.push_str("kTable[gid & 7]"),
            Leaf::N => s.push('N'),
        }
        Lf { leaf, col }
    }

    /// A helper with a smaller index (optionally returning `ret`), preferably a recent one.
    fn pick_callee(&mut self, ret: Option<Ty>) -> Option<usize> {
        let list = match ret {
            Some(t) => &self.m.helpers_by_ret[ty_index(t)],
            None => &self.m.helpers,
        };
        let k = list.partition_point(|&j| j < self.i);
        if k == 0 {
            return None;
        }
        let idx = if self.r.chance(85) {
            k - 1 - self.r.below(k.min(8))
        } else {
            self.r.below(k)
        };
        Some(list[idx])
    }

    fn call_expr(&mut self, f: usize, s: &mut String) -> Expr {
        let col = col_of(s);
        let fp = &self.m.fns[f];
        s.push_str(&fp.name);
        s.push('(');
        let mut args = Vec::new();
        for (k, (_, t)) in fp.params.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            let l = self.leaf(*t);
            args.push(self.push_leaf(s, l));
        }
        s.push(')');
        let inline = if !self.p.o2 || !self.r.chance(65) {
            0
        } else if self.r.chance(80) {
            self.r.range(1, 3) as u8
        } else {
            self.r.range(4, 6) as u8
        };
        Expr::Call {
            f,
            args,
            col,
            inline,
        }
    }

    fn expr(&mut self, ty: Ty, s: &mut String) -> Expr {
        let r = self.r.below(100);
        if r < 12 {
            if let Some(f) = self.pick_callee(Some(ty)) {
                return self.call_expr(f, s);
            }
        }
        if r < 22 {
            let from = if ty == Ty::I32 { Ty::F32 } else { Ty::I32 };
            let col = col_of(s);
            s.push_str(if ty == Ty::I32 { "(int)" } else { "(float)" });
            let l = self.leaf(from);
            let a = self.push_leaf(s, l);
            return Expr::Conv { to: ty, a, col };
        }
        if r < 30 && ty == Ty::F32 {
            let l = self.leaf(ty);
            let a = self.push_leaf(s, l);
            s.push_str(" * ");
            let l = self.leaf(ty);
            let b = self.push_leaf(s, l);
            s.push(' ');
            let col = col_of(s);
            s.push_str("+ ");
            let l = self.leaf(ty);
            let c = self.push_leaf(s, l);
            return Expr::Fma { a, b, c, col };
        }
        if r < 38 {
            let l = self.leaf(ty);
            return Expr::Leaf(self.push_leaf(s, l));
        }
        let l = self.leaf(ty);
        let a = self.push_leaf(s, l);
        let op = if ty == Ty::I32 {
            *self.r.pick(&IOPS)
        } else {
            *self.r.pick(&FOPS)
        };
        s.push(' ');
        let col = col_of(s);
        s.push_str(op.c());
        s.push(' ');
        let l = if op == Op::Shl {
            Leaf::I(self.r.range(1, 4) as i32)
        } else {
            self.leaf(ty)
        };
        let b = self.push_leaf(s, l);
        Expr::Bin { op, a, b, col }
    }

    fn build(&mut self) -> Vec<Stmt> {
        let p = self.p;
        self.scopes.push(Scope {
            parent: 0,
            line: 0,
            col: 0,
            md: self.base,
        });
        match p.kind {
            Kind::Kernel => {
                let mut s = format!("__kernel void {}(", p.name);
                let specs = [
                    ("__global float *", "out", VK::GPtr(false)),
                    ("__global const float *", "in", VK::GPtr(true)),
                    ("int ", "n", VK::S(Ty::I32)),
                    ("float ", "scale", VK::S(Ty::F32)),
                ];
                for (k, (pre, nm, vk)) in specs.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(pre);
                    let v = self.new_var(nm.to_string(), *vk, 0, col_of(&s), k as u32 + 1);
                    s.push_str(nm);
                    self.visible.push(v);
                }
                s.push_str(") {");
                self.header_line = self.push_line(&s);
            }
            Kind::Helper => {
                match p.tmpl {
                    Tmpl::Type(_) => {
                        self.push_line("template <typename T>");
                    }
                    Tmpl::Value(_) => {
                        self.push_line("template <int N>");
                    }
                    Tmpl::No => {}
                }
                let short = p.name.split('<').next().unwrap();
                let mut s = format!("{} {short}(", self.tyname(p.ret.unwrap()));
                for (k, (nm, t)) in p.params.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(self.tyname(*t));
                    s.push(' ');
                    let v = self.new_var(nm.to_string(), VK::S(*t), 0, col_of(&s), k as u32 + 1);
                    s.push_str(nm);
                    self.visible.push(v);
                }
                s.push_str(") {");
                self.header_line = self.push_line(&s);
            }
            Kind::Method(c, mi) => {
                let cls = &self.m.classes[c];
                let meth = &cls.methods[mi];
                if cls.tmpl.is_some() {
                    self.push_line("template <>");
                }
                let mut s = format!("{} {}::{}(", meth.ret.c(), cls.name, meth.name);
                self.new_var("this".into(), VK::This(c), 0, 0, 1);
                if let Some((nm, t)) = p.params.get(1) {
                    s.push_str(t.c());
                    s.push(' ');
                    let v = self.new_var(nm.to_string(), VK::S(*t), 0, col_of(&s), 2);
                    s.push_str(nm);
                    self.visible.push(v);
                }
                s.push_str(if meth.is_const { ") const {" } else { ") {" });
                self.header_line = self.push_line(&s);
            }
        }
        let mut stmts = Vec::new();
        // Mostly small functions, some larger ones.
        self.budget = if self.r.chance(80) {
            self.r.range(1, 3)
        } else {
            self.r.range(4, 9)
        } as i32;
        if p.kind == Kind::Kernel {
            let line = self.line;
            let s = "  int gid = (int)get_global_id(0);";
            let v = self.new_var("gid".into(), VK::S(Ty::I32), 0, 7, 0);
            self.vars[v].ro = true;
            self.push_line(s);
            stmts.push(Stmt::Decl {
                v,
                e: Expr::GlobalId { col: 18 },
                line,
            });
            self.visible.push(v);
            self.gid = Some(v);
            let line = self.line;
            let v = self.new_var("x".into(), VK::S(Ty::F32), 0, 9, 0);
            self.push_line("  float x = in[gid];");
            stmts.push(Stmt::Decl {
                v,
                e: Expr::Leaf(Lf {
                    leaf: Leaf::In,
                    col: 13,
                }),
                line,
            });
            self.visible.push(v);
        }
        // Every function but the first calls an earlier helper (kernels included): its primary
        // callee, which -O2 functions may inline as a chain.
        self.pc = self.pick_callee(None);
        let n_top = self.r.range(1, 4);
        self.pc_at = self.r.below(n_top);
        let deep_at = if self.r.chance(35) {
            self.r.below(n_top)
        } else {
            usize::MAX
        };
        for k in 0..n_top {
            if k == self.pc_at {
                if let Some(f) = self.pc {
                    stmts.push(self.pc_call(f));
                }
            }
            if k == deep_at {
                let lv = self.r.range(2, 4) as u32;
                let s = self.nested(0, 0, lv);
                stmts.push(s);
                continue;
            }
            self.stmt(0, 0, &mut stmts);
        }
        if p.kind == Kind::Kernel && self.objs == 0 && !self.m.classes_with_fns.is_empty() {
            self.obj_group(&mut stmts);
        }
        let ind = indent(0);
        match p.ret {
            None => {
                let mut s = format!("{ind}out[gid] ");
                let col = col_of(&s);
                s.push_str("= ");
                let l = self.leaf(Ty::F32);
                let rhs = self.push_leaf(&mut s, l);
                s.push(';');
                let line = self.push_line(&s);
                stmts.push(Stmt::StoreOut { rhs, line, col });
            }
            Some(t) => {
                let mut s = format!("{ind}return ");
                let l = self.leaf(t);
                let rhs = self.push_leaf(&mut s, l);
                s.push(';');
                let line = self.push_line(&s);
                self.ret_at = (line, 3);
                stmts.push(Stmt::Return { rhs, line, col: 3 });
            }
        }
        self.end_line = self.push_line("}");
        if p.ret.is_none() {
            self.ret_at = (self.end_line, 1);
        }
        stmts
    }

    fn pc_call(&mut self, f: usize) -> Stmt {
        let t = self.m.fns[f].ret.unwrap();
        let name = self.fresh();
        let mut s = format!("{}{} ", indent(0), self.tyname(t));
        let col = col_of(&s);
        s.push_str(&name);
        s.push_str(" = ");
        let line = self.line;
        let e = self.call_expr(f, &mut s);
        if let Expr::Call { col: ccol, .. } = e {
            self.call_info = Some((f, line, ccol));
        }
        s.push(';');
        let v = self.new_var(name, VK::S(t), 0, col, 0);
        self.push_line(&s);
        self.visible.push(v);
        Stmt::Decl { v, e, line }
    }

    fn stmt(&mut self, depth: u32, scope: usize, out: &mut Vec<Stmt>) {
        self.budget -= 1;
        let r = self.r.below(100);
        let nest = depth < 7 && self.budget > 0;
        if nest && r < 9 {
            let s = self.if_stmt(depth, scope, None);
            out.push(s);
        } else if nest && r < 15 {
            let s = self.for_stmt(depth, scope, None);
            out.push(s);
        } else if nest && r < 18 {
            let s = self.block_stmt(depth, scope, None);
            out.push(s);
        } else if r < 28 && self.p.kind == Kind::Kernel && depth == 0 && self.objs < 2 {
            self.obj_group(out);
        } else if r < 36 && self.cls.is_some() && !self.is_const {
            let s = self.field_set(depth);
            out.push(s);
        } else if r < 55 {
            match self.assign(depth) {
                Some(s) => out.push(s),
                None => {
                    let s = self.decl(depth, scope);
                    out.push(s);
                }
            }
        } else {
            let s = self.decl(depth, scope);
            out.push(s);
        }
    }

    /// A chain of `levels + 1` nested if / for / plain blocks, each with a local.
    fn nested(&mut self, depth: u32, scope: usize, levels: u32) -> Stmt {
        match self.r.below(3) {
            0 => self.if_stmt(depth, scope, Some(levels)),
            1 => self.for_stmt(depth, scope, Some(levels)),
            _ => self.block_stmt(depth, scope, Some(levels)),
        }
    }

    fn body(&mut self, depth: u32, scope: usize, chain: Option<u32>) -> Vec<Stmt> {
        let mut out = Vec::new();
        match chain {
            Some(lv) => {
                let d = self.decl(depth, scope);
                out.push(d);
                if lv > 0 {
                    let s = self.nested(depth, scope, lv - 1);
                    out.push(s);
                }
                if self.r.chance(30) {
                    self.stmt(depth, scope, &mut out);
                }
            }
            None => {
                for _ in 0..self.r.range(1, 2) {
                    if self.budget <= 0 && !out.is_empty() {
                        break;
                    }
                    self.stmt(depth, scope, &mut out);
                }
            }
        }
        out
    }

    fn if_stmt(&mut self, depth: u32, scope: usize, chain: Option<u32>) -> Stmt {
        let ind = indent(depth);
        let mut ty = if self.r.chance(60) { Ty::I32 } else { Ty::F32 };
        let mut s = format!("{ind}if (");
        let var = match self.pick_var(ty, false) {
            Some(v) => Some(v),
            None => {
                ty = if ty == Ty::I32 { Ty::F32 } else { Ty::I32 };
                self.pick_var(ty, false)
            }
        };
        let l = match var {
            Some(v) => Leaf::Var(v),
            None => self.leaf(ty),
        };
        let lhs = self.push_leaf(&mut s, l);
        s.push(' ');
        let opcol = col_of(&s);
        s.push_str("> ");
        let k = self.konst(ty);
        let rhs = self.push_leaf(&mut s, k);
        s.push_str(") ");
        let bcol = col_of(&s);
        s.push('{');
        let line = self.line;
        let s_if = self.new_scope(scope, line, lhs.col);
        let s_then = self.new_scope(s_if, line, bcol);
        self.push_line(&s);
        let vbase = self.vars.len();
        let mark = self.visible.len();
        let body = self.body(depth + 1, s_then, chain);
        self.visible.truncate(mark);
        let end = self.push_line(&format!("{ind}}}"));
        if depth == 0 && self.inner_scope.is_none() {
            self.inner_scope = Some(s_then);
        }
        let ecol = ind.len() as u32 + 1;
        Stmt::If {
            s_if,
            s_then,
            lhs,
            rhs,
            line,
            opcol,
            vbase,
            body,
            end,
            ecol,
        }
    }

    fn block_stmt(&mut self, depth: u32, scope: usize, chain: Option<u32>) -> Stmt {
        let ind = indent(depth);
        let line = self.line;
        let s = self.new_scope(scope, line, ind.len() as u32 + 1);
        self.push_line(&format!("{ind}{{"));
        let mark = self.visible.len();
        let body = self.body(depth + 1, s, chain);
        self.visible.truncate(mark);
        self.push_line(&format!("{ind}}}"));
        if depth == 0 && self.inner_scope.is_none() {
            self.inner_scope = Some(s);
        }
        Stmt::Block { s, body }
    }

    fn for_stmt(&mut self, depth: u32, scope: usize, chain: Option<u32>) -> Stmt {
        let ind = indent(depth);
        let line = self.line;
        let iname = format!("i{}", self.vars.len());
        let mut s = ind.clone();
        let c_for = col_of(&s);
        s.push_str("for (int ");
        let icol = col_of(&s);
        let _ = write!(s, "{iname} = 0; {iname} ");
        let c_cond = col_of(&s);
        s.push_str("< ");
        let bl = if self.r.chance(50) {
            Leaf::I(self.r.range(2, 8) as i32)
        } else {
            match self.pick_var(Ty::I32, false) {
                Some(v) => Leaf::Var(v),
                None => Leaf::I(4),
            }
        };
        let bound = self.push_leaf(&mut s, bl);
        s.push_str("; ");
        let c_inc = col_of(&s);
        let _ = write!(s, "++{iname}) ");
        let bcol = col_of(&s);
        s.push('{');
        let s_for = self.new_scope(scope, line, c_for);
        let s_inner = self.new_scope(s_for, line, c_for);
        let s_body = self.new_scope(s_inner, line, bcol);
        let vbase = self.vars.len();
        let iv = self.new_var(iname, VK::S(Ty::I32), s_for, icol, 0);
        self.vars[iv].ro = true;
        self.push_line(&s);
        let mark = self.visible.len();
        self.visible.push(iv);
        let body = self.body(depth + 1, s_body, chain);
        self.visible.truncate(mark);
        let end = self.push_line(&format!("{ind}}}"));
        if depth == 0 && self.inner_scope.is_none() {
            self.inner_scope = Some(s_body);
        }
        Stmt::For(Box::new(ForStmt {
            s_for,
            s_inner,
            s_body,
            iv,
            bound,
            line,
            c_for,
            c_cond,
            c_inc,
            vbase,
            body,
            end,
        }))
    }

    fn decl(&mut self, depth: u32, scope: usize) -> Stmt {
        let ty = if self.r.chance(50) { Ty::I32 } else { Ty::F32 };
        let name = self.fresh();
        let mut s = format!("{}{} ", indent(depth), self.tyname(ty));
        let col = col_of(&s);
        s.push_str(&name);
        s.push_str(" = ");
        let e = self.expr(ty, &mut s);
        s.push(';');
        let line = self.line;
        let v = self.new_var(name, VK::S(ty), scope, col, 0);
        self.push_line(&s);
        self.visible.push(v);
        Stmt::Decl { v, e, line }
    }

    fn assign(&mut self, depth: u32) -> Option<Stmt> {
        let ty = if self.r.chance(50) { Ty::I32 } else { Ty::F32 };
        let v = self.pick_var(ty, true)?;
        let op = if ty == Ty::I32 {
            *self.r.pick(&IASSIGN)
        } else {
            *self.r.pick(&FOPS)
        };
        let mut s = indent(depth);
        let col = col_of(&s);
        s.push_str(&self.vars[v].name);
        s.push(' ');
        let opcol = col_of(&s);
        s.push_str(op.c());
        s.push_str("= ");
        let l = self.leaf(ty);
        let rhs = self.push_leaf(&mut s, l);
        s.push(';');
        let line = self.push_line(&s);
        Some(Stmt::Assign {
            v,
            op,
            rhs,
            line,
            col,
            opcol,
        })
    }

    fn field_set(&mut self, depth: u32) -> Stmt {
        let c = self.cls.unwrap();
        let field = self.r.below(self.m.classes[c].fields.len());
        let ty = self.m.classes[c].fields[field].ty;
        let mut s = format!("{}{} ", indent(depth), self.m.classes[c].fields[field].text);
        let col = col_of(&s);
        s.push_str("= ");
        let l = self.leaf(ty);
        let rhs = self.push_leaf(&mut s, l);
        s.push(';');
        let line = self.push_line(&s);
        Stmt::FieldSet {
            obj: None,
            field,
            rhs,
            line,
            col,
        }
    }

    /// `Class objN; objN.f = ...; T r = objN.method(...);` at the top level of a kernel.
    fn obj_group(&mut self, out: &mut Vec<Stmt>) {
        let m = self.m;
        let c = if m.classes_with_fns.is_empty() {
            self.r.below(m.classes.len())
        } else {
            *self.r.pick(&m.classes_with_fns)
        };
        let cls = &m.classes[c];
        let ind = indent(0);
        let name = format!("obj{}", self.vars.len());
        let s = format!("{ind}{} {name};", cls.name);
        let line = self.line;
        let v = self.new_var(
            name.clone(),
            VK::Obj(c),
            0,
            (ind.len() + cls.name.len() + 2) as u32,
            0,
        );
        self.push_line(&s);
        out.push(Stmt::ObjDecl { v, line });
        self.objs += 1;
        for _ in 0..self.r.range(1, 2) {
            let field = self.r.below(cls.fields.len());
            let f = &cls.fields[field];
            let mut s = format!("{ind}{name}.{} ", f.text);
            let col = col_of(&s);
            s.push_str("= ");
            let l = self.leaf(f.ty);
            let rhs = self.push_leaf(&mut s, l);
            s.push(';');
            let line = self.push_line(&s);
            out.push(Stmt::FieldSet {
                obj: Some(v),
                field,
                rhs,
                line,
                col,
            });
        }
        let defined: Vec<usize> = cls.methods.iter().filter_map(|mm| mm.func).collect();
        if !defined.is_empty() {
            let f = *self.r.pick(&defined);
            let fp = &m.fns[f];
            let t = fp.ret.unwrap();
            let rname = self.fresh();
            let mut s = format!("{ind}{} ", t.c());
            let vcol = col_of(&s);
            s.push_str(&rname);
            s.push_str(" = ");
            let col = col_of(&s);
            let _ = write!(s, "{name}.{}(", fp.name);
            let mut args = Vec::new();
            if let Some((_, pt)) = fp.params.get(1) {
                let l = self.leaf(*pt);
                args.push(self.push_leaf(&mut s, l));
            }
            s.push_str(");");
            let line = self.line;
            let rv = self.new_var(rname, VK::S(t), 0, vcol, 0);
            self.push_line(&s);
            self.visible.push(rv);
            out.push(Stmt::Decl {
                v: rv,
                e: Expr::MCall {
                    obj: v,
                    f,
                    args,
                    col,
                },
                line,
            });
        }
        self.visible.push(v);
    }

    // ---------------------------------------------------------------- metadata

    fn new_md(&mut self) -> u32 {
        self.next += 1;
        self.next - 1
    }

    fn loc(&mut self, line: u32, col: u32, scope: u32, inl: u32) -> u32 {
        if let Some(id) = self.locs.get(&(line, col, scope, inl)) {
            return *id;
        }
        let id = self.new_md();
        self.locs.insert((line, col, scope, inl), id);
        self.write_loc(id, "", line, col, scope, inl);
        id
    }

    fn distinct_loc(&mut self, line: u32, col: u32, scope: u32, inl: u32) -> u32 {
        let id = self.new_md();
        self.write_loc(id, "distinct ", line, col, scope, inl);
        id
    }

    fn write_loc(&mut self, id: u32, distinct: &str, line: u32, col: u32, scope: u32, inl: u32) {
        let _ = write!(self.meta, "!{id} = {distinct}!DILocation(line: {line}, ");
        if col > 0 {
            let _ = write!(self.meta, "column: {col}, ");
        }
        let _ = write!(self.meta, "scope: !{scope}");
        if inl > 0 {
            let _ = write!(self.meta, ", inlinedAt: !{inl}");
        }
        self.meta.push_str(")\n");
    }

    /// The metadata id of a scope, creating its DILexicalBlock (and its parents') on first use.
    fn smd(&mut self, s: usize) -> u32 {
        if self.scopes[s].md == 0 {
            let parent = self.smd(self.scopes[s].parent);
            let id = self.new_md();
            let sc = &self.scopes[s];
            let _ = writeln!(
                self.meta,
                "!{id} = distinct !DILexicalBlock(scope: !{parent}, file: !{}, line: {}, column: {})",
                self.file, sc.line, sc.col
            );
            self.scopes[s].md = id;
        }
        self.scopes[s].md
    }

    /// The DILocalVariable of a variable (None when its type cannot be described, i.e. pointers
    /// in translator-compatible mode).
    fn var_md(&mut self, v: usize) -> Option<u32> {
        if let Some(md) = self.vars[v].md {
            return Some(md);
        }
        let m = self.m;
        let ty = match self.vars[v].kind {
            VK::S(t) => Some(m.ty_md(t)),
            VK::GPtr(false) => m.fgptr,
            VK::GPtr(true) => m.cfgptr,
            VK::Obj(c) => Some(m.classes[c].md),
            VK::This(c) if !m.compat => Some(if self.is_const {
                m.classes[c].md_cptr
            } else {
                m.classes[c].md_ptr
            }),
            VK::This(_) => None,
        }?;
        let scope = self.smd(self.vars[v].scope);
        let id = self.new_md();
        let var = &self.vars[v];
        if let VK::This(_) = var.kind {
            let _ = writeln!(
                self.meta,
                "!{id} = !DILocalVariable(name: \"this\", arg: 1, scope: !{scope}, type: !{ty}, flags: DIFlagArtificial | DIFlagObjectPointer)"
            );
        } else {
            let _ = write!(
                self.meta,
                "!{id} = !DILocalVariable(name: \"{}\", ",
                var.name
            );
            if var.arg > 0 {
                let _ = write!(self.meta, "arg: {}, ", var.arg);
            }
            let _ = writeln!(
                self.meta,
                "scope: !{scope}, file: !{}, line: {}, type: !{ty})",
                self.file, var.line
            );
        }
        self.vars[v].md = Some(id);
        self.retained.push(id);
        Some(id)
    }

    fn sp_line(&mut self, on: bool) -> String {
        let p = self.p;
        let m = self.m;
        let o2 = p.o2;
        let retained = if o2 {
            let id = self.new_md();
            let _ = write!(self.meta, "!{id} = !{{");
            for (k, r) in self.retained.iter().enumerate() {
                if k > 0 {
                    self.meta.push_str(", ");
                }
                let _ = write!(self.meta, "!{r}");
            }
            self.meta.push_str("}\n");
            id
        } else {
            m.empty
        };
        let mut s = format!(
            "!{} = distinct !DISubprogram(name: \"{}\", ",
            self.base, p.name
        );
        if p.kind != Kind::Kernel {
            let _ = write!(s, "linkageName: \"{}\", ", p.mangled);
        }
        let scope = match p.kind {
            Kind::Method(c, _) => m.classes[c].md,
            _ => self.file,
        };
        let _ = write!(
            s,
            "scope: !{scope}, file: !{}, line: {}, type: !{}, scopeLine: {}, flags: DIFlagPrototyped{}, spFlags: DISPFlagDefinition{}, unit: !{}",
            self.file,
            self.header_line,
            p.sig_md,
            self.header_line,
            if o2 { " | DIFlagAllCallsDescribed" } else { "" },
            if o2 { " | DISPFlagOptimized" } else { "" },
            m.cu
        );
        if let Kind::Method(c, mi) = p.kind {
            let _ = write!(s, ", declaration: !{}", m.classes[c].methods[mi].md_decl);
        }
        match p.tmpl {
            Tmpl::Type(t) => {
                let _ = write!(s, ", templateParams: !{}", m.tparam[ty_index(t)]);
            }
            Tmpl::Value(val) => {
                let pid = self.new_md();
                let tid = self.new_md();
                let _ = writeln!(
                    self.meta,
                    "!{pid} = !DITemplateValueParameter(name: \"N\", type: !{}, value: i32 {val})\n!{tid} = !{{!{pid}}}",
                    m.t_int
                );
                let _ = write!(s, ", templateParams: !{tid}");
            }
            Tmpl::No => {}
        }
        let _ = writeln!(s, ", retainedNodes: !{retained})");
        if on { s } else { String::new() }
    }

    // ---------------------------------------------------------------- IR

    fn tmp(&mut self, prefix: &str) -> String {
        self.ctr += 1;
        format!("%{prefix}{}", self.ctr)
    }

    fn label(&mut self, name: String) {
        let _ = writeln!(self.body, "\n{name}:");
        self.bb = name;
    }

    fn param_ir(&self, v: usize) -> (&'static str, u32) {
        match self.vars[v].kind {
            VK::S(t) => (t.ir(), 4),
            VK::GPtr(_) => ("ptr addrspace(1)", 8),
            VK::This(_) => ("ptr addrspace(4)", 8),
            VK::Obj(_) => unreachable!("object parameter"),
        }
    }

    fn dbg_value(&mut self, ty: &str, val: &str, var: Option<u32>, loc: u32) {
        if let Some(md) = var {
            let _ = writeln!(
                self.body,
                "    #dbg_value({ty} {val}, !{md}, {EXPR}, !{loc})"
            );
        }
    }

    fn dbg_declare(&mut self, slot: &str, var: Option<u32>, loc: u32) {
        if let Some(md) = var {
            let _ = writeln!(
                self.body,
                "    #dbg_declare(ptr {slot}, !{md}, {EXPR}, !{loc})"
            );
        }
    }

    fn slot(&self, v: usize) -> String {
        let var = &self.vars[v];
        if var.arg > 0 {
            format!("%{}.addr", var.name)
        } else {
            format!("%{}", var.name)
        }
    }

    fn gid_val(&mut self, loc: u32) -> String {
        let g = self.gid.unwrap();
        if self.p.o2 {
            self.env[g].clone()
        } else {
            let t = self.tmp("ld");
            let _ = writeln!(
                self.body,
                "  {t} = load i32, ptr %gid, align 4, !dbg !{loc}"
            );
            t
        }
    }

    /// `__global float *` kernel argument `name` (out / in).
    fn gptr_val(&mut self, name: &str, loc: u32) -> String {
        if self.p.o2 {
            format!("%{name}")
        } else {
            let t = self.tmp("ld");
            let _ = writeln!(
                self.body,
                "  {t} = load ptr addrspace(1), ptr %{name}.addr, align 8, !dbg !{loc}"
            );
            t
        }
    }

    fn leaf_val(&mut self, l: &Lf, line: u32, scope: u32) -> String {
        match l.leaf {
            Leaf::I(k) => k.to_string(),
            Leaf::F(k) => FCONST[k].1.to_string(),
            Leaf::N => match self.p.tmpl {
                Tmpl::Value(v) => v.to_string(),
                _ => unreachable!("N outside a value template"),
            },
            Leaf::Var(v) => {
                if self.p.o2 {
                    self.env[v].clone()
                } else {
                    let loc = self.loc(line, l.col, scope, 0);
                    let t = self.tmp("ld");
                    let ty = self.leaf_ty(l.leaf).ir();
                    let slot = self.slot(v);
                    let _ = writeln!(
                        self.body,
                        "  {t} = load {ty}, ptr {slot}, align 4, !dbg !{loc}"
                    );
                    t
                }
            }
            Leaf::Field(f) => {
                let loc = self.loc(line, l.col, scope, 0);
                let cls = &self.m.classes[self.cls.unwrap()];
                let g = self.tmp("fld");
                let t = self.tmp("ld");
                let _ = writeln!(
                    self.body,
                    "  {g} = getelementptr inbounds {}, ptr addrspace(4) {}, i32 0{}, !dbg !{loc}\n  {t} = load {}, ptr addrspace(4) {g}, align 4, !dbg !{loc}",
                    cls.ir,
                    self.this_val,
                    cls.fields[f].gep,
                    cls.fields[f].ty.ir()
                );
                t
            }
            Leaf::In => {
                let loc = self.loc(line, l.col, scope, 0);
                let ptr = self.gptr_val("in", loc);
                let g = self.gid_val(loc);
                let (x, a, t) = (self.tmp("idxprom"), self.tmp("arrayidx"), self.tmp("ld"));
                let _ = writeln!(
                    self.body,
                    "  {x} = sext i32 {g} to i64, !dbg !{loc}\n  {a} = getelementptr inbounds float, ptr addrspace(1) {ptr}, i64 {x}, !dbg !{loc}\n  {t} = load float, ptr addrspace(1) {a}, align 4, !dbg !{loc}"
                );
                t
            }
            Leaf::Table => {
                let loc = self.loc(line, l.col, scope, 0);
                let g = self.gid_val(loc);
                let (n, x, a, t) = (
                    self.tmp("and"),
                    self.tmp("idxprom"),
                    self.tmp("arrayidx"),
                    self.tmp("ld"),
                );
                let _ = writeln!(
                    self.body,
                    "  {n} = and i32 {g}, 7, !dbg !{loc}\n  {x} = zext nneg i32 {n} to i64, !dbg !{loc}\n  {a} = getelementptr inbounds [8 x float], ptr addrspace(2) @kTable, i64 0, i64 {x}, !dbg !{loc}\n  {t} = load float, ptr addrspace(2) {a}, align 4, !dbg !{loc}"
                );
                t
            }
        }
    }

    fn conv(&mut self, v: &str, from: Ty, to: Ty, loc: u32) -> String {
        if from == to {
            return v.to_string();
        }
        let t = self.tmp("conv");
        let op = if to == Ty::F32 {
            "sitofp i32"
        } else {
            "fptosi float"
        };
        let _ = writeln!(self.body, "  {t} = {op} {v} to {}, !dbg !{loc}", to.ir());
        t
    }

    fn binop(&mut self, ty: Ty, a: &str, b: &str, loc: u32) -> String {
        let (name, op) = if ty == Ty::I32 {
            ("add", "add nsw i32")
        } else {
            ("fadd", "fadd float")
        };
        let t = self.tmp(name);
        let _ = writeln!(self.body, "  {t} = {op} {a}, {b}, !dbg !{loc}");
        t
    }

    fn binop_const(&mut self, ty: Ty, a: &str, loc: u32) -> String {
        let (name, op, k) = if ty == Ty::I32 {
            ("mul", "mul nsw i32", "3")
        } else {
            ("fmul", "fmul float", "1.500000e+00")
        };
        let t = self.tmp(name);
        let _ = writeln!(self.body, "  {t} = {op} {a}, {k}, !dbg !{loc}");
        t
    }

    fn call_inst(
        &mut self,
        f: usize,
        this: Option<String>,
        vals: &[(String, Ty)],
        loc: u32,
    ) -> String {
        let fp = &self.m.fns[f];
        let ret = fp.ret.unwrap();
        let t = self.tmp("call");
        let _ = write!(
            self.body,
            "  {t} = call spir_func noundef {} @{}(",
            ret.ir(),
            fp.mangled
        );
        let mut first = true;
        if let Some(this) = this {
            let c = &self.m.classes[match fp.kind {
                Kind::Method(c, _) => c,
                _ => unreachable!(),
            }];
            let _ = write!(
                self.body,
                "ptr addrspace(4) noundef nonnull align {} dereferenceable({}) {this}",
                c.align, c.size
            );
            first = false;
        }
        for (v, ty) in vals {
            if !first {
                self.body.push_str(", ");
            }
            first = false;
            let _ = write!(self.body, "{} noundef {v}", ty.ir());
        }
        let _ = writeln!(self.body, ") #6, !dbg !{loc}");
        t
    }

    /// The code of `f` inlined at call site `cs` (a distinct DILocation), following its chain of
    /// primary callees `depth` levels deep, as clang -O2 leaves it: locations in the callees'
    /// scopes with `inlinedAt` chains, their parameters as `#dbg_value`s.
    fn inline_call(&mut self, f: usize, args: &[(String, Ty)], cs: u32, depth: u8) -> String {
        let info = self.infos[f];
        let m = self.m;
        let fp = &m.fns[f];
        let ret = fp.ret.unwrap();
        let sp = info.sp;
        let l0 = self.loc(0, 0, sp, cs);
        for (k, (v, t)) in args.iter().enumerate() {
            let _ = writeln!(
                self.body,
                "    #dbg_value({} {v}, !{}, {EXPR}, !{l0})",
                t.ir(),
                sp + 1 + k as u32
            );
        }
        let lf = self.loc(info.first.0, info.first.1, sp, cs);
        let a0 = self.conv(&args[0].0, args[0].1, ret, lf);
        let mut acc = self.binop_const(ret, &a0, lf);
        if depth > 1 {
            if let Some((pc, cl, cc)) = info.call {
                let cs2 = self.distinct_loc(cl, cc, sp, cs);
                let lc = self.loc(cl, cc, sp, cs);
                let mut a2 = Vec::new();
                for (k, (_, t)) in m.fns[pc].params.iter().enumerate() {
                    let (src, st) = if k == 0 {
                        (acc.clone(), ret)
                    } else {
                        args[k % args.len()].clone()
                    };
                    a2.push((self.conv(&src, st, *t, lc), *t));
                }
                let r = self.inline_call(pc, &a2, cs2, depth - 1);
                let lr = self.loc(info.ret_at.0, info.ret_at.1, sp, cs);
                let r = self.conv(&r, m.fns[pc].ret.unwrap(), ret, lr);
                acc = self.binop(ret, &acc, &r, lr);
            }
        }
        if let Some((blk, bl, bc)) = info.inner {
            let lb = self.loc(bl, bc, blk, cs);
            acc = self.binop_const(ret, &acc, lb);
        }
        acc
    }

    fn expr_val(&mut self, e: &Expr, line: u32, scope: u32) -> String {
        match e {
            Expr::Leaf(l) => self.leaf_val(l, line, scope),
            Expr::Bin { op, a, b, col } => {
                let va = self.leaf_val(a, line, scope);
                let vb = self.leaf_val(b, line, scope);
                let loc = self.loc(line, *col, scope, 0);
                let t = self.tmp(op.name());
                let _ = writeln!(
                    self.body,
                    "  {t} = {} {} {va}, {vb}, !dbg !{loc}",
                    op.ir(),
                    op.ty().ir()
                );
                t
            }
            Expr::Fma { a, b, c, col } => {
                let va = self.leaf_val(a, line, scope);
                let vb = self.leaf_val(b, line, scope);
                let vc = self.leaf_val(c, line, scope);
                let loc = self.loc(line, *col, scope, 0);
                let t = self.tmp("fma");
                let _ = writeln!(
                    self.body,
                    "  {t} = call float @llvm.fmuladd.f32(float {va}, float {vb}, float {vc}), !dbg !{loc}"
                );
                self.used_fma = true;
                t
            }
            Expr::Conv { to, a, col } => {
                let va = self.leaf_val(a, line, scope);
                let loc = self.loc(line, *col, scope, 0);
                let from = self.leaf_ty(a.leaf);
                self.conv(&va, from, *to, loc)
            }
            Expr::Call {
                f,
                args,
                col,
                inline,
            } => {
                let mut vals = Vec::new();
                for a in args {
                    let v = self.leaf_val(a, line, scope);
                    vals.push((v, self.leaf_ty(a.leaf)));
                }
                if *inline > 0 {
                    let cs = self.distinct_loc(line, *col, scope, 0);
                    self.inline_call(*f, &vals, cs, *inline)
                } else {
                    let loc = self.loc(line, *col, scope, 0);
                    self.call_inst(*f, None, &vals, loc)
                }
            }
            Expr::MCall { obj, f, args, col } => {
                let loc = self.loc(line, *col, scope, 0);
                let cast = self.tmp("objcast");
                let _ = writeln!(
                    self.body,
                    "  {cast} = addrspacecast ptr %{} to ptr addrspace(4), !dbg !{loc}",
                    self.vars[*obj].name
                );
                let mut vals = Vec::new();
                for a in args {
                    let v = self.leaf_val(a, line, scope);
                    vals.push((v, self.leaf_ty(a.leaf)));
                }
                self.call_inst(*f, Some(cast), &vals, loc)
            }
            Expr::GlobalId { col } => {
                let loc = self.loc(line, *col, scope, 0);
                let loc2 = self.loc(line, col - 5, scope, 0);
                let (c, t) = (self.tmp("call"), self.tmp("conv"));
                let _ = writeln!(
                    self.body,
                    "  {c} = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !{loc}\n  {t} = trunc i64 {c} to i32, !dbg !{loc2}"
                );
                t
            }
        }
    }

    fn emit(&mut self, stmts: &[Stmt]) -> String {
        let p = self.p;
        let nparams = p.params.len();
        let sp = self.base;
        self.env = vec![String::new(); self.vars.len()];
        for v in 0..nparams {
            self.var_md(v);
        }
        debug_assert!(
            p.kind != Kind::Helper
                || (0..nparams).all(|v| self.vars[v].md == Some(sp + 1 + v as u32))
        );
        // Prologue.
        for v in 0..nparams {
            let (irty, align) = self.param_ir(v);
            let name = self.vars[v].name.clone();
            let md = self.vars[v].md;
            let loc = if let VK::This(_) = self.vars[v].kind {
                self.loc(0, 0, sp, 0)
            } else {
                self.loc(self.vars[v].line, self.vars[v].col, sp, 0)
            };
            if p.o2 {
                self.dbg_value(irty, &format!("%{name}"), md, loc);
                self.env[v] = format!("%{name}");
            } else {
                let _ = writeln!(
                    self.allocas,
                    "  %{name}.addr = alloca {irty}, align {align}"
                );
                let _ = writeln!(
                    self.body,
                    "  store {irty} %{name}, ptr %{name}.addr, align {align}"
                );
                self.dbg_declare(&format!("%{name}.addr"), md, loc);
            }
        }
        if !p.o2 && self.cls.is_some() {
            self.body
                .push_str("  %this1 = load ptr addrspace(4), ptr %this.addr, align 8\n");
        }
        self.stmts(stmts, 0);
        if p.ret.is_none() {
            let loc = self.loc(self.end_line, 1, sp, 0);
            let _ = writeln!(self.body, "  ret void, !dbg !{loc}");
        }

        // Assemble.
        if !self.body.on {
            return String::new();
        }
        let mut code = String::with_capacity(self.body.len() + self.allocas.len() + 512);
        let attr = match (p.kind == Kind::Kernel, p.o2) {
            (false, false) => 0,
            (true, false) => 1,
            (false, true) => 2,
            (true, true) => 3,
        };
        match p.kind {
            Kind::Kernel => {
                let _ = write!(
                    code,
                    "define dso_local spir_kernel void @{}(ptr addrspace(1) noundef align 4 %out, ptr addrspace(1) noundef align 4 %in, i32 noundef %n, float noundef %scale) #{attr} !dbg !{sp}",
                    p.mangled
                );
                let k = &self.m.karg;
                let _ = writeln!(
                    code,
                    " !kernel_arg_addr_space !{} !kernel_arg_access_qual !{} !kernel_arg_type !{} !kernel_arg_base_type !{} !kernel_arg_type_qual !{} {{",
                    k[0], k[1], k[2], k[3], k[4]
                );
            }
            _ => {
                let _ = write!(
                    code,
                    "define dso_local spir_func noundef {} @{}(",
                    p.ret.unwrap().ir(),
                    p.mangled
                );
                for (k, (nm, t)) in p.params.iter().enumerate() {
                    if k > 0 {
                        code.push_str(", ");
                    }
                    if let (0, Kind::Method(c, _)) = (k, p.kind) {
                        let cls = &self.m.classes[c];
                        let _ = write!(
                            code,
                            "ptr addrspace(4) noundef nonnull align {} dereferenceable({}) %this",
                            cls.align, cls.size
                        );
                    } else {
                        let _ = write!(code, "{} noundef %{nm}", t.ir());
                    }
                }
                let _ = writeln!(code, ") #{attr} !dbg !{sp} {{");
            }
        }
        code.push_str("entry:\n");
        code.push_str(&self.allocas.s);
        code.push_str(&self.body.s);
        code.push_str("}\n\n");
        code
    }

    fn stmts(&mut self, ss: &[Stmt], scope: usize) {
        for s in ss {
            self.stmt_ir(s, scope);
        }
    }

    fn var_ty(&self, v: usize) -> Ty {
        match self.vars[v].kind {
            VK::S(t) => t,
            _ => unreachable!("non-scalar variable"),
        }
    }

    fn stmt_ir(&mut self, s: &Stmt, scope: usize) {
        let sm = self.smd(scope);
        let o2 = self.p.o2;
        match s {
            Stmt::Decl { v, e, line } => {
                let md = self.var_md(*v);
                let ty = self.var_ty(*v).ir();
                let loc = self.loc(*line, self.vars[*v].col, sm, 0);
                if o2 {
                    let val = self.expr_val(e, *line, sm);
                    self.dbg_value(ty, &val, md, loc);
                    self.env[*v] = val;
                } else {
                    let name = self.vars[*v].name.clone();
                    let _ = writeln!(self.allocas, "  %{name} = alloca {ty}, align 4");
                    self.dbg_declare(&format!("%{name}"), md, loc);
                    let val = self.expr_val(e, *line, sm);
                    let _ = writeln!(
                        self.body,
                        "  store {ty} {val}, ptr %{name}, align 4, !dbg !{loc}"
                    );
                }
            }
            Stmt::Assign {
                v,
                op,
                rhs,
                line,
                col,
                opcol,
            } => {
                let ty = op.ty().ir();
                let cur = self.leaf_val(
                    &Lf {
                        leaf: Leaf::Var(*v),
                        col: *col,
                    },
                    *line,
                    sm,
                );
                let r = self.leaf_val(rhs, *line, sm);
                let loc = self.loc(*line, *opcol, sm, 0);
                let t = self.tmp(op.name());
                let _ = writeln!(
                    self.body,
                    "  {t} = {} {ty} {cur}, {r}, !dbg !{loc}",
                    op.ir()
                );
                if o2 {
                    let md = self.vars[*v].md;
                    let vs = self.vars[*v].scope;
                    let vl = self.smd(vs);
                    let l0 = self.loc(*line, *col, vl, 0);
                    self.dbg_value(ty, &t, md, l0);
                    self.env[*v] = t;
                } else {
                    let slot = self.slot(*v);
                    let _ = writeln!(
                        self.body,
                        "  store {ty} {t}, ptr {slot}, align 4, !dbg !{loc}"
                    );
                }
            }
            Stmt::FieldSet {
                obj,
                field,
                rhs,
                line,
                col,
            } => {
                let val = self.leaf_val(rhs, *line, sm);
                let loc = self.loc(*line, *col, sm, 0);
                let (c, ptrty, ptr) = match obj {
                    None => (
                        self.cls.unwrap(),
                        "ptr addrspace(4)",
                        self.this_val.to_string(),
                    ),
                    Some(o) => match self.vars[*o].kind {
                        VK::Obj(c) => (c, "ptr", format!("%{}", self.vars[*o].name)),
                        _ => unreachable!(),
                    },
                };
                let cls = &self.m.classes[c];
                let g = self.tmp("fld");
                let _ = writeln!(
                    self.body,
                    "  {g} = getelementptr inbounds {}, {ptrty} {ptr}, i32 0{}, !dbg !{loc}\n  store {} {val}, {ptrty} {g}, align 4, !dbg !{loc}",
                    cls.ir,
                    cls.fields[*field].gep,
                    cls.fields[*field].ty.ir()
                );
            }
            Stmt::ObjDecl { v, line } => {
                let c = match self.vars[*v].kind {
                    VK::Obj(c) => c,
                    _ => unreachable!(),
                };
                let name = self.vars[*v].name.clone();
                let cls = &self.m.classes[c];
                let _ = writeln!(
                    self.allocas,
                    "  %{name} = alloca {}, align {}",
                    cls.ir, cls.align
                );
                let md = self.var_md(*v);
                let loc = self.loc(*line, self.vars[*v].col, sm, 0);
                self.dbg_declare(&format!("%{name}"), md, loc);
            }
            Stmt::If {
                s_if,
                s_then,
                lhs,
                rhs,
                line,
                opcol,
                vbase,
                body,
                end,
                ecol,
            } => {
                let si = self.smd(*s_if);
                let lv = self.leaf_val(lhs, *line, si);
                let rv = self.leaf_val(rhs, *line, si);
                let loc = self.loc(*line, *opcol, si, 0);
                let cmp = self.tmp("cmp");
                let pred = if self.leaf_ty(lhs.leaf) == Ty::I32 {
                    "icmp sgt i32"
                } else {
                    "fcmp ogt float"
                };
                let _ = writeln!(self.body, "  {cmp} = {pred} {lv}, {rv}, !dbg !{loc}");
                self.ctr += 1;
                let n = self.ctr;
                let bloc = self.loc(*line, lhs.col, sm, 0);
                let _ = writeln!(
                    self.body,
                    "  br i1 {cmp}, label %if.then{n}, label %if.end{n}, !dbg !{bloc}"
                );
                let pre_bb = self.bb.clone();
                let pre_env = if o2 { self.env.clone() } else { Vec::new() };
                self.label(format!("if.then{n}"));
                let st = self.smd(*s_then);
                self.stmts(body, *s_then);
                let eloc = self.loc(*end, *ecol, st, 0);
                let _ = writeln!(self.body, "  br label %if.end{n}, !dbg !{eloc}");
                let then_bb = self.bb.clone();
                self.label(format!("if.end{n}"));
                if o2 {
                    self.join_phis(&pre_env, *vbase, &pre_bb, &then_bb);
                }
            }
            Stmt::Block { s, body } => {
                self.smd(*s);
                self.stmts(body, *s);
            }
            Stmt::For(f) => self.for_ir(f),
            Stmt::StoreOut { rhs, line, col } => {
                let val = self.leaf_val(rhs, *line, sm);
                let loc = self.loc(*line, 3, sm, 0);
                let ptr = self.gptr_val("out", loc);
                let g = self.gid_val(loc);
                let sloc = self.loc(*line, *col, sm, 0);
                let (x, a) = (self.tmp("idxprom"), self.tmp("arrayidx"));
                let _ = writeln!(
                    self.body,
                    "  {x} = sext i32 {g} to i64, !dbg !{loc}\n  {a} = getelementptr inbounds float, ptr addrspace(1) {ptr}, i64 {x}, !dbg !{loc}\n  store float {val}, ptr addrspace(1) {a}, align 4, !dbg !{sloc}"
                );
            }
            Stmt::Return { rhs, line, col } => {
                let val = self.leaf_val(rhs, *line, sm);
                let loc = self.loc(*line, *col, sm, 0);
                let ty = self.p.ret.unwrap().ir();
                let _ = writeln!(self.body, "  ret {ty} {val}, !dbg !{loc}");
            }
        }
    }

    /// -O2: phis at the join of an `if` for the variables declared before it that its body changed.
    fn join_phis(&mut self, pre: &[String], vbase: usize, pre_bb: &str, then_bb: &str) {
        let mut changed = Vec::new();
        for (v, old) in pre.iter().enumerate().take(vbase) {
            if !old.is_empty() && self.env[v] != *old {
                let t = self.var_ty(v).ir();
                self.ctr += 1;
                let phi = format!("%{}.{}", self.vars[v].name, self.ctr);
                let _ = writeln!(
                    self.body,
                    "  {phi} = phi {t} [ {}, %{then_bb} ], [ {old}, %{pre_bb} ]",
                    self.env[v]
                );
                self.env[v] = phi;
                changed.push(v);
            }
        }
        for v in changed {
            let md = self.vars[v].md;
            let s = self.smd(self.vars[v].scope);
            let loc = self.loc(0, 0, s, 0);
            let val = self.env[v].clone();
            self.dbg_value(self.var_ty(v).ir(), &val, md, loc);
        }
    }

    fn assigned(body: &[Stmt], vbase: usize, out: &mut Vec<usize>) {
        for s in body {
            match s {
                Stmt::Assign { v, .. } if *v < vbase && !out.contains(v) => out.push(*v),
                Stmt::If { body, .. } | Stmt::Block { body, .. } => {
                    Self::assigned(body, vbase, out)
                }
                Stmt::For(f) => Self::assigned(&f.body, vbase, out),
                _ => {}
            }
        }
    }

    fn for_ir(&mut self, f: &ForStmt) {
        let o2 = self.p.o2;
        let sf = self.smd(f.s_for);
        let si = self.smd(f.s_inner);
        let md = self.var_md(f.iv);
        let icol = self.vars[f.iv].col;
        let iname = self.vars[f.iv].name.clone();
        let iloc = self.loc(f.line, icol, sf, 0);
        self.ctr += 1;
        let n = self.ctr;
        let floc = self.loc(f.line, f.c_for, sf, 0);
        let mut phi_pos = 0;
        let mut mods = Vec::new();
        let mut hdr = Vec::new();
        let pre_bb = self.bb.clone();
        let mut pre_env = Vec::new();
        if o2 {
            self.dbg_value("i32", "0", md, iloc);
        } else {
            let _ = writeln!(self.allocas, "  %{iname} = alloca i32, align 4");
            self.dbg_declare(&format!("%{iname}"), md, iloc);
            let _ = writeln!(
                self.body,
                "  store i32 0, ptr %{iname}, align 4, !dbg !{iloc}"
            );
        }
        let _ = writeln!(self.body, "  br label %for.cond{n}, !dbg !{floc}");
        self.label(format!("for.cond{n}"));
        let cloc = self.loc(f.line, f.c_cond, si, 0);
        let iv_val;
        if o2 {
            phi_pos = self.body.len();
            Self::assigned(&f.body, f.vbase, &mut mods);
            mods.sort_unstable();
            pre_env = self.env.clone();
            self.ctr += 1;
            iv_val = format!("%{iname}.{}", self.ctr);
            self.env[f.iv] = iv_val.clone();
            self.dbg_value("i32", &iv_val, md, iloc);
            for &v in &mods {
                self.ctr += 1;
                let phi = format!("%{}.{}", self.vars[v].name, self.ctr);
                self.env[v] = phi.clone();
                hdr.push(phi.clone());
                let vmd = self.vars[v].md;
                let s = self.smd(self.vars[v].scope);
                let l0 = self.loc(0, 0, s, 0);
                self.dbg_value(self.var_ty(v).ir(), &phi, vmd, l0);
            }
        } else {
            iv_val = self.tmp("ld");
            let _ = writeln!(
                self.body,
                "  {iv_val} = load i32, ptr %{iname}, align 4, !dbg !{cloc}"
            );
        }
        let b = self.leaf_val(&f.bound, f.line, si);
        let cmp = self.tmp("cmp");
        let _ = writeln!(
            self.body,
            "  {cmp} = icmp slt i32 {iv_val}, {b}, !dbg !{cloc}\n  br i1 {cmp}, label %for.body{n}, label %for.end{n}, !dbg !{floc}"
        );
        self.label(format!("for.body{n}"));
        let sb = self.smd(f.s_body);
        self.stmts(&f.body, f.s_body);
        let ecol = self.scopes[f.s_for].col;
        let eloc = self.loc(f.end, ecol, sb, 0);
        let _ = writeln!(self.body, "  br label %for.inc{n}, !dbg !{eloc}");
        let latch_env: Vec<String> = mods.iter().map(|&v| self.env[v].clone()).collect();
        self.label(format!("for.inc{n}"));
        let incloc = self.loc(f.line, f.c_inc, si, 0);
        let inc = self.tmp("inc");
        if o2 {
            let _ = writeln!(
                self.body,
                "  {inc} = add nsw i32 {iv_val}, 1, !dbg !{incloc}"
            );
        } else {
            let t = self.tmp("ld");
            let _ = writeln!(
                self.body,
                "  {t} = load i32, ptr %{iname}, align 4, !dbg !{incloc}\n  {inc} = add nsw i32 {t}, 1, !dbg !{incloc}\n  store i32 {inc}, ptr %{iname}, align 4, !dbg !{incloc}"
            );
        }
        let start = self.loc(f.line, f.c_for, sf, 0);
        let endl = self.loc(f.end, ecol, sf, 0);
        let lp = self.new_md();
        let _ = writeln!(
            self.meta,
            "!{lp} = distinct !{{!{lp}, !{start}, !{endl}, !{}}}",
            self.m.mustprogress
        );
        let bl = self.loc(f.line, f.c_for, si, 0);
        let _ = writeln!(
            self.body,
            "  br label %for.cond{n}, !dbg !{bl}, !llvm.loop !{lp}"
        );
        if o2 {
            let mut phis =
                format!("  {iv_val} = phi i32 [ 0, %{pre_bb} ], [ {inc}, %for.inc{n} ]\n");
            for (k, &v) in mods.iter().enumerate() {
                let _ = writeln!(
                    phis,
                    "  {} = phi {} [ {}, %{pre_bb} ], [ {}, %for.inc{n} ]",
                    hdr[k],
                    self.var_ty(v).ir(),
                    pre_env[v],
                    latch_env[k]
                );
            }
            self.body.insert_str(phi_pos, &phis);
        }
        self.label(format!("for.end{n}"));
        // After the loop the variables it changed hold the header phis.
        for (v, phi) in mods.iter().zip(hdr) {
            self.env[*v] = phi;
        }
    }
}
