//! The module-wide part of the generated program: class hierarchy, templates, the plan of every
//! function (kind, signature, file), and the metadata nodes that do not belong to one function
//! (compile unit, files, basic and class types, kernel argument tuples, module flags).
//!
//! Metadata ids are plain counters: the global nodes take `0..first_fn_md`, each function then
//! takes a contiguous region in function order (see `func.rs`).

use crate::rng::Rng;
use std::fmt::Write as _;

/// clang's expression for a variable in the private address space of the SPIR target.
pub const EXPR: &str = "!DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)";
pub const PRODUCER: &str = "nsdi-synth (clang-19 -x clcpp -g style)";
pub const DIR: &str = ".";
pub const DATALAYOUT: &str =
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1";

/// Float constants exactly representable in binary: (C++ spelling, LLVM spelling).
pub const FCONST: [(&str, &str); 8] = [
    ("0.5f", "5.000000e-01"),
    ("1.5f", "1.500000e+00"),
    ("2.0f", "2.000000e+00"),
    ("0.25f", "2.500000e-01"),
    ("3.0f", "3.000000e+00"),
    ("0.75f", "7.500000e-01"),
    ("1.25f", "1.250000e+00"),
    ("4.0f", "4.000000e+00"),
];
/// `kTable`, the program-scope `__constant` array kernels read from.
pub const TABLE: [usize; 8] = [6, 0, 3, 2, 1, 5, 4, 7];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    I32,
    F32,
}

impl Ty {
    pub fn ir(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::F32 => "float",
        }
    }
    pub fn c(self) -> &'static str {
        match self {
            Ty::I32 => "int",
            Ty::F32 => "float",
        }
    }
    pub fn mangle(self) -> char {
        match self {
            Ty::I32 => 'i',
            Ty::F32 => 'f',
        }
    }
}

/// Free-function signatures: (return type, parameter types).
pub const SIGS: [(Ty, &[Ty]); 5] = [
    (Ty::I32, &[Ty::I32, Ty::I32]),
    (Ty::F32, &[Ty::F32, Ty::I32]),
    (Ty::F32, &[Ty::F32, Ty::F32]),
    (Ty::I32, &[Ty::I32]),
    (Ty::F32, &[Ty::I32, Ty::F32]),
];

const CLASS_NOUNS: [&str; 16] = [
    "Particle", "Emitter", "Field", "Grid", "Cell", "Probe", "Sensor", "Lattice", "Cluster",
    "Segment", "Spline", "Voxel", "Photon", "Packet", "Sampler", "Tracer",
];
const TMPL_NOUNS: [&str; 6] = ["Ring", "Box", "Span", "Pair", "Stack", "Window"];
const FIELD_WORDS: [&str; 10] = [
    "count", "weight", "rate", "bias", "scale", "mass", "level", "phase", "gain", "spread",
];
const METHOD_WORDS: [&str; 12] = [
    "update", "scaled", "blend", "score", "advance", "decay", "probe", "measure", "mix", "clampTo",
    "reduce", "apply",
];
const VERBS: [&str; 12] = [
    "blend",
    "accumulate",
    "smooth",
    "warp",
    "fold",
    "scatter",
    "gather",
    "damp",
    "shade",
    "filter",
    "reduce",
    "integrate",
];
const NOUNS: [&str; 12] = [
    "weight", "sample", "energy", "phase", "level", "range", "delta", "field", "flux", "tone",
    "drift", "pulse",
];

pub enum OwnField {
    Scalar(String, Ty),
    Ptr(String),
    Array(String, Ty, u32),
}

/// A scalar field reachable from an object (own or inherited, or an array element).
pub struct FieldRef {
    pub text: String,
    pub ty: Ty,
    /// GEP indices after the leading `i32 0`, e.g. `, i32 0, i32 2`.
    pub gep: String,
}

pub struct Method {
    pub name: String,
    pub ret: Ty,
    pub param: Option<Ty>,
    pub is_const: bool,
    pub line: u32,
    pub mangled: String,
    pub md_decl: u32,
    pub md_type: u32,
    /// The function that defines it, if any.
    pub func: Option<usize>,
}

pub struct Class {
    /// C++ name, with template arguments: `Ring2<int, 4>`.
    pub name: String,
    /// IR struct type: `%class.Grid3`.
    pub ir: String,
    pub base: Option<usize>,
    pub tmpl: Option<(Ty, u32)>,
    pub own: Vec<OwnField>,
    pub fields: Vec<FieldRef>,
    pub size: u32,
    pub align: u32,
    pub methods: Vec<Method>,
    pub md: u32,
    /// `C *` (also the type of `this` in non-const methods) and `const C *`.
    pub md_ptr: u32,
    pub md_cptr: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Kernel,
    Helper,
    /// (class, method index)
    Method(usize, usize),
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Tmpl {
    No,
    Type(Ty),
    Value(i32),
}

pub struct FnPlan {
    pub kind: Kind,
    /// -O2 style (SSA, llvm.dbg.value, inlining) instead of -O0 style (allocas, llvm.dbg.declare).
    pub o2: bool,
    pub tmpl: Tmpl,
    pub ret: Option<Ty>,
    pub params: Vec<(&'static str, Ty)>,
    /// Name in source and in DISubprogram `name:` (with template arguments).
    pub name: String,
    /// IR symbol (mangled, except for kernels).
    pub mangled: String,
    pub file: usize,
    /// The DISubroutineType.
    pub sig_md: u32,
}

/// Global metadata, numbered from 0 in creation order; part-file nodes are reserved here and
/// written by the driver once their text is complete.
#[derive(Default)]
pub struct MdTable {
    pub nodes: Vec<String>,
}

impl MdTable {
    fn add(&mut self, s: String) -> u32 {
        self.nodes.push(s);
        (self.nodes.len() - 1) as u32
    }
    fn reserve(&mut self) -> u32 {
        self.add(String::new())
    }
    fn set(&mut self, id: u32, s: String) {
        self.nodes[id as usize] = s;
    }
}

pub struct Model {
    pub n: usize,
    pub seed: u64,
    pub compat: bool,
    pub classes: Vec<Class>,
    pub fns: Vec<FnPlan>,
    /// Helpers by return type (0: int, 1: float), ascending.
    pub helpers_by_ret: [Vec<usize>; 2],
    pub helpers: Vec<usize>,
    /// Classes with at least one defined method.
    pub classes_with_fns: Vec<usize>,
    pub nfiles: usize,
    pub per_file: usize,
    pub md: MdTable,
    pub first_fn_md: u32,
    nfields: usize,
    pub types_text: String,
    pub module_text: String,
    // well-known global nodes
    pub cu: u32,
    pub file_module: u32,
    pub file_types: u32,
    pub parts: Vec<u32>,
    pub t_int: u32,
    pub t_float: u32,
    pub empty: u32,
    pub mustprogress: u32,
    pub karg: [u32; 5],
    pub flags: [u32; 4],
    pub ocl: u32,
    pub cxx: u32,
    pub ident: u32,
    pub tparam: [u32; 2],
    /// `__global float *`, `__global const float *` (None in translator-compatible mode).
    pub fgptr: Option<u32>,
    pub cfgptr: Option<u32>,
    pub gve: u32,
    pub table_line: u32,
}

pub fn ty_index(t: Ty) -> usize {
    match t {
        Ty::I32 => 0,
        Ty::F32 => 1,
    }
}

fn align_up(v: u32, a: u32) -> u32 {
    v.div_ceil(a) * a
}

/// Escape for an LLVM metadata string.
pub fn escape_into(out: &mut String, s: &str) {
    for b in s.bytes() {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

pub fn part_name(f: usize) -> String {
    format!("synth/part_{f:03}.clcpp")
}

impl Model {
    pub fn build(n: usize, seed: u64, compat: bool) -> Model {
        let mut r = Rng::stream(seed, 1);
        let nfiles = if n <= 1 { 1 } else { n.div_ceil(400).max(2) };
        let per_file = n.div_ceil(nfiles).max(1);
        let nfiles = n.div_ceil(per_file).max(1);
        let mut m = Model {
            n,
            seed,
            compat,
            classes: Vec::new(),
            fns: Vec::with_capacity(n),
            helpers_by_ret: [Vec::new(), Vec::new()],
            helpers: Vec::new(),
            classes_with_fns: Vec::new(),
            nfiles,
            per_file,
            md: MdTable::default(),
            first_fn_md: 0,
            nfields: 0,
            types_text: String::new(),
            module_text: String::new(),
            cu: 0,
            file_module: 0,
            file_types: 0,
            parts: Vec::new(),
            t_int: 0,
            t_float: 0,
            empty: 0,
            mustprogress: 0,
            karg: [0; 5],
            flags: [0; 4],
            ocl: 0,
            cxx: 0,
            ident: 0,
            tparam: [0; 2],
            fgptr: None,
            cfgptr: None,
            gve: 0,
            table_line: 0,
        };
        m.globals_head();
        m.classes_and_plan(&mut r);
        m
    }

    pub fn ty_md(&self, t: Ty) -> u32 {
        match t {
            Ty::I32 => self.t_int,
            Ty::F32 => self.t_float,
        }
    }

    pub fn file_of(&self, i: usize) -> usize {
        i / self.per_file
    }

    fn globals_head(&mut self) {
        let md = &mut self.md;
        self.cu = md.reserve();
        self.file_module = md.reserve();
        self.file_types = md.reserve();
        self.parts = (0..self.nfiles).map(|_| md.reserve()).collect();
        self.t_int =
            md.add("!DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)".into());
        self.t_float =
            md.add("!DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)".into());
        self.empty = md.add("!{}".into());
        self.mustprogress = md.add("!{!\"llvm.loop.mustprogress\"}".into());
        let space = md.add("!{i32 1, i32 1, i32 0, i32 0}".into());
        let access = md.add("!{!\"none\", !\"none\", !\"none\", !\"none\"}".into());
        let types = md.add("!{!\"float*\", !\"float*\", !\"int\", !\"float\"}".into());
        let quals = md.add("!{!\"\", !\"const\", !\"\", !\"\"}".into());
        self.karg = [space, access, types, types, quals];
        self.flags = [
            md.add("!{i32 7, !\"Dwarf Version\", i32 5}".into()),
            md.add("!{i32 2, !\"Debug Info Version\", i32 3}".into()),
            md.add("!{i32 1, !\"wchar_size\", i32 4}".into()),
            md.add("!{i32 7, !\"frame-pointer\", i32 2}".into()),
        ];
        self.ocl = md.add("!{i32 2, i32 0}".into());
        self.cxx = md.add("!{i32 1, i32 0}".into());
        self.ident = md.add(format!("!{{!\"{PRODUCER}\"}}"));
        let (ti, tf) = (self.t_int, self.t_float);
        let pi = md.add(format!(
            "!DITemplateTypeParameter(name: \"T\", type: !{ti})"
        ));
        let pf = md.add(format!(
            "!DITemplateTypeParameter(name: \"T\", type: !{tf})"
        ));
        self.tparam = [md.add(format!("!{{!{pi}}}")), md.add(format!("!{{!{pf}}}"))];
        if !self.compat {
            let cf = md.add(format!(
                "!DIDerivedType(tag: DW_TAG_const_type, baseType: !{tf})"
            ));
            self.fgptr = Some(md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{tf}, size: 64, dwarfAddressSpace: 1)"
            )));
            self.cfgptr = Some(md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{cf}, size: 64, dwarfAddressSpace: 1)"
            )));
        }
    }

    fn subroutine(&mut self, cc: &str, types: &[Option<u32>]) -> u32 {
        let st = self.md.reserve();
        let mut t = String::from("!{");
        for (k, ty) in types.iter().enumerate() {
            if k > 0 {
                t.push_str(", ");
            }
            match ty {
                Some(id) => {
                    let _ = write!(t, "!{id}");
                }
                None => t.push_str("null"),
            }
        }
        t.push('}');
        let tl = self.md.add(t);
        self.md
            .set(st, format!("!DISubroutineType(cc: {cc}, types: !{tl})"));
        st
    }

    /// Classes (with the text of types.clcpp), then the plan of every function.
    fn classes_and_plan(&mut self, r: &mut Rng) {
        let n = self.n;
        // Free-function and kernel subroutine types.
        let mut sig_md = [0u32; SIGS.len()];
        for (k, (ret, params)) in SIGS.iter().enumerate() {
            let mut types = vec![Some(self.ty_md(*ret))];
            types.extend(params.iter().map(|p| Some(self.ty_md(*p))));
            sig_md[k] = self.subroutine("DW_CC_LLVM_SpirFunction", &types);
        }
        let kernel_types: Vec<Option<u32>> = if self.compat {
            vec![None, Some(self.t_int), Some(self.t_float)]
        } else {
            vec![
                None,
                self.fgptr,
                self.cfgptr,
                Some(self.t_int),
                Some(self.t_float),
            ]
        };
        let kernel_sig = self.subroutine("DW_CC_LLVM_OpenCLKernel", &kernel_types);

        // types.clcpp text starts with kTable.
        let mut text = String::new();
        let mut line = 1u32;
        let mut push = |text: &mut String, l: &str| {
            text.push_str(l);
            text.push('\n');
            line += 1;
            line - 1
        };
        push(
            &mut text,
            &format!(
                "// synth/types.clcpp: class hierarchy of the nsdi-synth module (seed {})",
                self.seed
            ),
        );
        push(&mut text, "#pragma once");
        push(&mut text, "");
        let mut tl = String::from("__constant float kTable[8] = {");
        for (k, c) in TABLE.iter().enumerate() {
            if k > 0 {
                tl.push_str(", ");
            }
            tl.push_str(FCONST[*c].0);
        }
        tl.push_str("};");
        self.table_line = push(&mut text, &tl);
        push(&mut text, "");
        {
            let md = &mut self.md;
            let sub = md.add("!DISubrange(count: 8)".into());
            let el = md.add(format!("!{{!{sub}}}"));
            let arr = md.add(format!(
                "!DICompositeType(tag: DW_TAG_array_type, baseType: !{}, size: 256, elements: !{el})",
                self.t_float
            ));
            let gv = md.add(format!(
                "distinct !DIGlobalVariable(name: \"kTable\", scope: !{}, file: !{}, line: {}, type: !{arr}, isLocal: false, isDefinition: true)",
                self.cu, self.file_types, self.table_line
            ));
            self.gve = md.add(format!(
                "!DIGlobalVariableExpression(var: !{gv}, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))"
            ));
        }
        let globals = self.md.add(format!("!{{!{}}}", self.gve));

        // Classes until they declare about 30% of n methods (at least one class).
        let method_target = n * 3 / 10;
        let mut total_methods = 0;
        let mut c = 0;
        while c == 0 || total_methods < method_target {
            let cls = self.make_class(r, c, &mut text, &mut line);
            total_methods += cls.methods.len();
            self.classes.push(cls);
            c += 1;
        }
        self.types_text = text;

        // Function kinds: 0 is a helper, the last one a kernel, the rest shuffled.
        let mut kinds: Vec<u8> = Vec::with_capacity(n); // 0 helper, 1 kernel, 2 method
        if n >= 2 {
            let rest = n - 2;
            let nmeth = method_target.min(total_methods).min(rest);
            let nker = (n / 8).min(rest - nmeth);
            kinds.extend(std::iter::repeat_n(2u8, nmeth));
            kinds.extend(std::iter::repeat_n(1u8, nker));
            kinds.resize(rest, 0);
            for k in (1..kinds.len()).rev() {
                let j = r.below(k + 1);
                kinds.swap(k, j);
            }
            kinds.insert(0, 0);
        }
        kinds.push(1);
        let mut next_method = (0usize, 0usize);
        for (i, kind) in kinds.iter().enumerate() {
            let file = self.file_of(i);
            let o2 = r.chance(50);
            let plan = match kind {
                0 => {
                    let sig = r.below(SIGS.len());
                    let (ret, ptys) = SIGS[sig];
                    let tmpl = match r.below(100) {
                        0..15 if sig == 0 || sig == 2 => Tmpl::Type(ret),
                        15..25 => Tmpl::Value(r.range(2, 9) as i32),
                        _ => Tmpl::No,
                    };
                    let base = format!("{}_{}{}", r.pick(&VERBS), r.pick(&NOUNS), i);
                    let (mut ni, mut nf) = (0, 0);
                    let params: Vec<(&'static str, Ty)> = ptys
                        .iter()
                        .map(|t| match t {
                            Ty::I32 => {
                                ni += 1;
                                (["a", "b"][ni - 1], *t)
                            }
                            Ty::F32 => {
                                nf += 1;
                                (["x", "y"][nf - 1], *t)
                            }
                        })
                        .collect();
                    let pm: String = ptys.iter().map(|t| t.mangle()).collect();
                    let (name, mangled) = match tmpl {
                        Tmpl::No => (base.clone(), format!("_Z{}{}{}", base.len(), base, pm)),
                        Tmpl::Type(t) => (
                            format!("{base}<{}>", t.c()),
                            format!("_Z{}{}I{}ET_S0_S0_", base.len(), base, t.mangle()),
                        ),
                        Tmpl::Value(v) => (
                            format!("{base}<{v}>"),
                            format!("_Z{}{}ILi{}EE{}{}", base.len(), base, v, ret.mangle(), pm),
                        ),
                    };
                    let idx = ty_index(ret);
                    self.helpers_by_ret[idx].push(i);
                    self.helpers.push(i);
                    FnPlan {
                        kind: Kind::Helper,
                        o2,
                        tmpl,
                        ret: Some(ret),
                        params,
                        name,
                        mangled,
                        file,
                        sig_md: sig_md[sig],
                    }
                }
                1 => {
                    let name = format!("k_{}_{}{}", r.pick(&VERBS), r.pick(&NOUNS), i);
                    FnPlan {
                        kind: Kind::Kernel,
                        o2,
                        tmpl: Tmpl::No,
                        ret: None,
                        params: vec![
                            ("out", Ty::F32),
                            ("in", Ty::F32),
                            ("n", Ty::I32),
                            ("scale", Ty::F32),
                        ],
                        mangled: name.clone(),
                        name,
                        file,
                        sig_md: kernel_sig,
                    }
                }
                _ => {
                    while next_method.1 >= self.classes[next_method.0].methods.len() {
                        next_method = (next_method.0 + 1, 0);
                    }
                    let (ci, mi) = next_method;
                    next_method.1 += 1;
                    let meth = &mut self.classes[ci].methods[mi];
                    meth.func = Some(i);
                    let mut params = vec![("this", Ty::I32)];
                    if let Some(t) = meth.param {
                        params.push((if t == Ty::I32 { "k" } else { "s" }, t));
                    }
                    if self.classes_with_fns.last() != Some(&ci) {
                        self.classes_with_fns.push(ci);
                    }
                    FnPlan {
                        kind: Kind::Method(ci, mi),
                        o2,
                        tmpl: Tmpl::No,
                        ret: Some(meth.ret),
                        params,
                        name: meth.name.clone(),
                        mangled: meth.mangled.clone(),
                        file,
                        sig_md: meth.md_type,
                    }
                }
            };
            self.fns.push(plan);
        }

        let mut rt = String::from("!{");
        for (k, c) in self.classes.iter().enumerate() {
            if k > 0 {
                rt.push_str(", ");
            }
            let _ = write!(rt, "!{}", c.md);
        }
        rt.push('}');
        let retained = self.md.add(rt);
        self.md.set(
            self.cu,
            format!(
                "distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !{}, producer: \"{PRODUCER}\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !{retained}, globals: !{globals}, splitDebugInlining: false, nameTableKind: None)",
                self.file_module
            ),
        );
        let mut mt = format!(
            "// synth/module.clcpp: generated by nsdi-synth (seed {}, {} functions)\n#include \"types.clcpp\"\n",
            self.seed, n
        );
        for f in 0..self.nfiles {
            let _ = writeln!(mt, "#include \"part_{f:03}.clcpp\"");
        }
        self.module_text = mt;
        let s = self.file_node("synth/module.clcpp", &self.module_text);
        self.md.set(self.file_module, s);
        let s = self.file_node("synth/types.clcpp", &self.types_text);
        self.md.set(self.file_types, s);
        self.first_fn_md = self.md.nodes.len() as u32;
    }

    pub fn file_node(&self, name: &str, text: &str) -> String {
        let mut s = String::with_capacity(text.len() + 100);
        let _ = write!(
            s,
            "!DIFile(filename: \"{name}\", directory: \"{DIR}\", source: \""
        );
        escape_into(&mut s, text);
        s.push_str("\")");
        s
    }

    fn make_class(&mut self, r: &mut Rng, c: usize, text: &mut String, line: &mut u32) -> Class {
        let mut push = |text: &mut String, l: &str| {
            text.push_str(l);
            text.push('\n');
            *line += 1;
            *line - 1
        };
        let is_tmpl = c > 0 && r.chance(25);
        let mut own = Vec::new();
        let (name, short, is_struct, base, tmpl, ir);
        if is_tmpl {
            let t = if r.chance(50) { Ty::I32 } else { Ty::F32 };
            let nn = *r.pick(&[2u32, 4, 8]);
            short = format!("{}{}", r.pick(&TMPL_NOUNS), c);
            name = format!("{short}<{}, {nn}>", t.c());
            is_struct = true;
            base = None;
            tmpl = Some((t, nn));
            own.push(OwnField::Array("v".into(), t, nn));
            let ft = if r.chance(50) { Ty::I32 } else { Ty::F32 };
            own.push(OwnField::Scalar(format!("tag{}", self.nfields), ft));
            self.nfields += 1;
            ir = format!("%struct.{short}");
        } else {
            short = format!("{}{}", r.pick(&CLASS_NOUNS), c);
            name = short.clone();
            is_struct = r.chance(40);
            tmpl = None;
            base = if c > 0 && r.chance(65) {
                // Prefer a recent class: long inheritance chains.
                let mut b = c - 1 - r.below(c.min(3));
                while self.classes[b].tmpl.is_some() && b > 0 {
                    b -= 1;
                }
                if self.classes[b].tmpl.is_none() {
                    Some(b)
                } else {
                    None
                }
            } else {
                None
            };
            for _ in 0..r.range(1, 3) {
                // Unique in the whole module: no shadowing along an inheritance chain.
                let ft = if r.chance(50) { Ty::I32 } else { Ty::F32 };
                own.push(OwnField::Scalar(
                    format!("{}{}", r.pick(&FIELD_WORDS), self.nfields),
                    ft,
                ));
                self.nfields += 1;
            }
            if r.chance(50) {
                own.push(OwnField::Ptr("next".into()));
            }
            ir = format!("%{}.{short}", if is_struct { "struct" } else { "class" });
        }

        // Layout (bytes) and IR type, flattened scalar fields.
        let mut fields = Vec::new();
        let (mut off, mut align) = (0u32, 4u32);
        let first_own = if let Some(b) = base {
            let bc = &self.classes[b];
            for f in &bc.fields {
                fields.push(FieldRef {
                    text: f.text.clone(),
                    ty: f.ty,
                    gep: format!(", i32 0{}", f.gep),
                });
            }
            off = bc.size;
            align = bc.align;
            1
        } else {
            0
        };
        let mut offsets = Vec::new();
        for (k, f) in own.iter().enumerate() {
            let idx = first_own + k;
            let (sz, al) = match f {
                OwnField::Scalar(nm, t) => {
                    fields.push(FieldRef {
                        text: nm.clone(),
                        ty: *t,
                        gep: format!(", i32 {idx}"),
                    });
                    (4, 4)
                }
                OwnField::Ptr(_) => (8, 8),
                OwnField::Array(nm, t, cnt) => {
                    for e in 0..(*cnt).min(4) {
                        fields.push(FieldRef {
                            text: format!("{nm}[{e}]"),
                            ty: *t,
                            gep: format!(", i32 {idx}, i64 {e}"),
                        });
                    }
                    (4 * cnt, 4)
                }
            };
            off = align_up(off, al);
            offsets.push(off);
            off += sz;
            align = align.max(al);
        }
        let size = align_up(off, align);

        // Text.
        let cline = if tmpl.is_some() {
            push(
                text,
                &format!("template <typename T, int N> struct {short} {{"),
            )
        } else {
            let kw = if is_struct { "struct" } else { "class" };
            let inh = base
                .map(|b| format!(" : public {}", self.classes[b].name))
                .unwrap_or_default();
            push(text, &format!("{kw} {short}{inh} {{"))
        };
        if !is_struct {
            push(text, "public:");
        }
        let mut own_lines = Vec::new();
        for f in &own {
            let l = match f {
                OwnField::Scalar(nm, t) => format!("  {} {nm};", t.c()),
                OwnField::Ptr(nm) => format!("  __global {short} *{nm};"),
                OwnField::Array(nm, _, _) => format!("  T {nm}[N];"),
            };
            own_lines.push(push(text, &l));
        }
        let nmeth = r.range(1, 3);
        let start = r.below(METHOD_WORDS.len());
        let mut methods = Vec::new();
        for k in 0..nmeth {
            let mname = METHOD_WORDS[(start + k) % METHOD_WORDS.len()].to_string();
            let ret = if r.chance(50) { Ty::I32 } else { Ty::F32 };
            let param = if r.chance(60) {
                Some(if r.chance(50) { Ty::I32 } else { Ty::F32 })
            } else {
                None
            };
            let is_const = r.chance(50);
            let ptext = match param {
                Some(t) => format!("{} {}", t.c(), if t == Ty::I32 { "k" } else { "s" }),
                None => String::new(),
            };
            let l = push(
                text,
                &format!(
                    "  {} {mname}({ptext}){};",
                    ret.c(),
                    if is_const { " const" } else { "" }
                ),
            );
            let qual = match tmpl {
                Some((t, nn)) => format!("{}{}I{}Li{}EE", short.len(), short, t.mangle(), nn),
                None => format!("{}{}", short.len(), short),
            };
            let mangled = format!(
                "_ZNU3AS4{}{qual}{}{mname}E{}",
                if is_const { "K" } else { "" },
                mname.len(),
                param.map(|t| t.mangle()).unwrap_or('v')
            );
            methods.push(Method {
                name: mname,
                ret,
                param,
                is_const,
                line: l,
                mangled,
                md_decl: 0,
                md_type: 0,
                func: None,
            });
        }
        push(text, "};");
        push(text, "");

        // Metadata.
        let ident = match tmpl {
            Some((t, nn)) => format!("_ZTS{}{}I{}Li{}EE", short.len(), short, t.mangle(), nn),
            None => format!("_ZTS{}{}", short.len(), short),
        };
        let md_c = self.md.reserve();
        let elements = self.md.reserve();
        let (md_ptr, md_gptr, md_cptr, this_a, this_ac);
        if self.compat {
            (md_ptr, md_gptr, md_cptr, this_a, this_ac) = (0, 0, 0, 0, 0);
        } else {
            md_ptr = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{md_c}, size: 64, dwarfAddressSpace: 4)"
            ));
            // `__global C *next`: the struct <-> pointer cycle. A global pointer, not the generic
            // `C *` that types `this` (see the tool's documentation for why).
            md_gptr = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{md_c}, size: 64, dwarfAddressSpace: 1)"
            ));
            let cst = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_const_type, baseType: !{md_c})"
            ));
            md_cptr = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{cst}, size: 64, dwarfAddressSpace: 4)"
            ));
            this_a = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{md_c}, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)"
            ));
            this_ac = self.md.add(format!(
                "!DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{cst}, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)"
            ));
        }
        let public = if is_struct {
            ""
        } else {
            ", flags: DIFlagPublic"
        };
        let mut el: Vec<u32> = Vec::new();
        if !self.compat {
            if let Some(b) = base {
                let bmd = self.classes[b].md;
                el.push(self.md.add(format!(
                    "!DIDerivedType(tag: DW_TAG_inheritance, scope: !{md_c}, baseType: !{bmd}, flags: DIFlagPublic, extraData: i32 0)"
                )));
            }
            for ((f, l), o) in own.iter().zip(&own_lines).zip(&offsets) {
                let (nm, ty, bits) = match f {
                    OwnField::Scalar(nm, t) => (nm.as_str(), self.ty_md(*t), 32),
                    OwnField::Ptr(nm) => (nm.as_str(), md_gptr, 64),
                    OwnField::Array(nm, t, cnt) => {
                        let sub = self.md.add(format!("!DISubrange(count: {cnt})"));
                        let els = self.md.add(format!("!{{!{sub}}}"));
                        let arr = self.md.add(format!(
                            "!DICompositeType(tag: DW_TAG_array_type, baseType: !{}, size: {}, elements: !{els})",
                            self.ty_md(*t),
                            32 * cnt
                        ));
                        (nm.as_str(), arr, 32 * cnt)
                    }
                };
                el.push(self.md.add(format!(
                    "!DIDerivedType(tag: DW_TAG_member, name: \"{nm}\", scope: !{md_c}, file: !{}, line: {l}, baseType: !{ty}, size: {bits}{}{public})",
                    self.file_types,
                    if *o > 0 { format!(", offset: {}", o * 8) } else { String::new() }
                )));
            }
        }
        for meth in methods.iter_mut() {
            let mut types = vec![Some(self.ty_md(meth.ret))];
            if !self.compat {
                types.push(Some(if meth.is_const { this_ac } else { this_a }));
            }
            if let Some(t) = meth.param {
                types.push(Some(self.ty_md(t)));
            }
            meth.md_type = self.subroutine("DW_CC_LLVM_SpirFunction", &types);
            meth.md_decl = self.md.add(format!(
                "!DISubprogram(name: \"{}\", linkageName: \"{}\", scope: !{md_c}, file: !{}, line: {}, type: !{}, scopeLine: {}, flags: {}DIFlagPrototyped, spFlags: DISPFlagOptimized)",
                meth.name,
                meth.mangled,
                self.file_types,
                meth.line,
                meth.md_type,
                meth.line,
                if is_struct { "" } else { "DIFlagPublic | " }
            ));
            el.push(meth.md_decl);
        }
        let mut els = String::from("!{");
        for (k, e) in el.iter().enumerate() {
            if k > 0 {
                els.push_str(", ");
            }
            let _ = write!(els, "!{e}");
        }
        els.push('}');
        self.md.set(elements, els);
        let tp = match tmpl {
            Some((t, nn)) => {
                let tt = self.md.add(format!(
                    "!DITemplateTypeParameter(name: \"T\", type: !{})",
                    self.ty_md(t)
                ));
                let tv = self.md.add(format!(
                    "!DITemplateValueParameter(name: \"N\", type: !{}, value: i32 {nn})",
                    self.t_int
                ));
                let tpl = self.md.add(format!("!{{!{tt}, !{tv}}}"));
                format!(", templateParams: !{tpl}")
            }
            None => String::new(),
        };
        self.md.set(
            md_c,
            format!(
                "distinct !DICompositeType(tag: {}, name: \"{name}\", file: !{}, line: {cline}, size: {}, flags: DIFlagTypePassByValue, elements: !{elements}{tp}, identifier: \"{ident}\")",
                if is_struct { "DW_TAG_structure_type" } else { "DW_TAG_class_type" },
                self.file_types,
                size * 8
            ),
        );
        Class {
            name,
            ir,
            base,
            tmpl,
            own,
            fields,
            size,
            align,
            methods,
            md: md_c,
            md_ptr,
            md_cptr,
        }
    }

    /// `%class.X = type { ... }` lines.
    pub fn struct_types(&self, out: &mut String) {
        for c in &self.classes {
            let _ = write!(out, "{} = type {{ ", c.ir);
            let mut first = true;
            if let Some(b) = c.base {
                out.push_str(&self.classes[b].ir);
                first = false;
            }
            for f in &c.own {
                if !first {
                    out.push_str(", ");
                }
                first = false;
                match f {
                    OwnField::Scalar(_, t) => out.push_str(t.ir()),
                    OwnField::Ptr(_) => out.push_str("ptr addrspace(1)"),
                    OwnField::Array(_, t, n) => {
                        let _ = write!(out, "[{n} x {}]", t.ir());
                    }
                }
            }
            out.push_str(" }\n");
        }
    }
}
