//! Function bodies lowered on several threads, with the output of one (`-j N`).
//!
//! The order of ids is the sequential lowering's: the module's counter gives them as each
//! function asks, interleaving the function's own values with the types, constants and strings
//! it is the first to need. So a worker cannot number a body itself. It lowers the function on
//! a copy of the module's tables ([`SpirvModule::fork`]), where every id it allocates is local
//! (from [`LOCAL_BASE`]) and every type, constant, string or import the tables lack is
//! provisional: named by a local id and its key, not created. The main thread takes the
//! functions in module order: one a worker lowered is merged by replaying its local ids in
//! order against the module ([`replay`]): a provisional entity is looked up and made if still
//! missing (exactly what the function would have done here, names and decorations included,
//! in their place among the function's), any other local id takes the next id; the words are
//! renumbered where they hold a local id. The main thread lowers functions itself, on the
//! module, from the front; workers take them from the back.
//!
//! The same bytes for any number of threads follow from one property: a function that creates
//! nothing outside the types, constants, strings and imports above, lowered on a copy of the
//! tables as they were before any body, gives the same instructions as lowered on the module
//! later (the tables only grow, and what it finds was there already). A function that writes
//! anything else module-scope (an imported declaration, a handler's write it did not turn into
//! a request), that names or decorates a provisional entity, or whose lowering fails,
//! is lowered again on the module, in its turn; its worker starts again from a fresh copy.
//! Which thread lowers which function changes the time, never the output.
//!
//! Handlers take part through [`AsmPrinterHandler::forks`]. A handler's copy on a worker may
//! leave module-scope work to the original: it records a request (`DebugTarget::request`,
//! which takes a place in the function's order and may stand for an id), and the merge hands
//! it to the original ([`AsmPrinterHandler::replay_request`]) at that place, so the original
//! does what it would have done lowering the body itself (the NSDI handler's DebugFunctions,
//! variables, blocks and inlined-at chains: `debug::requests`). What the copy produced besides
//! instructions (remarks) goes to the original before the function's requests, which place it.
//! The Vulkan flavour, whose structurizer leaves one body per kernel, and a printer with a
//! handler that does not fork, lower sequentially.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Word;

use super::LowerError;
use super::asm_printer::PrinterState;
use super::function::FunctionLowering;
use super::handler::AsmPrinterHandler;
use super::spirv::{ConstKey, Interned, LOCAL_BASE, SpeculativeCode, TypeKey};
use crate::ir::FuncId;

/// A worker's stack: the size of the thread nsdi-llc lowers on, so a function that fits on
/// one fits on the other.
const WORKER_STACK: usize = 512 << 20;

type Handler<'m> = Box<dyn AsmPrinterHandler + 'm>;
type SendHandler<'m> = Box<dyn AsmPrinterHandler + Send + 'm>;
type Outputs = Vec<Option<Box<dyn Any + Send>>>;
/// Each local id's id, and per provisional entity the names and decorations making it wrote.
type Replayed = (Vec<Word>, Vec<(usize, usize)>);

/// What a worker made of one function.
enum Outcome {
    /// Lowered; merge it.
    Lowered(Box<SpeculativeCode>, Outputs),
    /// Lower it again on the module.
    Again,
}

/// A worker's copies: the printer's tables and the handlers, and a pristine set of handlers
/// to start again from after a function that changed them.
struct Worker<'m> {
    st: PrinterState<'m>,
    handlers: Vec<Handler<'m>>,
    pristine: Vec<SendHandler<'m>>,
    builtin_vars: std::collections::BTreeMap<&'static str, Word>,
    imported: std::collections::BTreeMap<u32, ()>,
}

/// The functions claimed so far, and what the workers made of them.
struct Shared {
    /// The main thread takes functions from the front (in order, lowering them on the module),
    /// the workers from the back: they meet where the work is split evenly. Positions from
    /// `.0` up to `.1` (excluded) are unclaimed.
    unclaimed: Mutex<(usize, usize)>,
    stop: AtomicBool,
    outcomes: Mutex<Vec<Option<Outcome>>>,
    ready: Condvar,
}

/// Whether the printer may lower function bodies on workers: the Kernel flavour, with handlers
/// that all fork.
pub(super) fn applies(st: &PrinterState<'_>, handlers: &[Handler<'_>]) -> bool {
    !st.flavour.is_vulkan() && handlers.iter().all(|h| h.forks())
}

/// Lowers the functions of `order` (defined functions, in module order) with up to `jobs`
/// threads (the main thread lowers too unless `main_lowers` is false, for tests); `before`
/// runs on the main thread before each function is taken (checks and decorations the
/// sequential loop makes there).
pub(super) fn lower_functions<'m>(
    st: &mut PrinterState<'m>,
    handlers: &mut [Handler<'m>],
    order: &[FuncId],
    (jobs, main_lowers): (usize, bool),
    mut before: impl FnMut(&mut PrinterState<'m>, FuncId) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    let workers = if st.spv.bound() < LOCAL_BASE / 2 {
        jobs.saturating_sub(1).min(order.len().saturating_sub(1))
    } else {
        0
    };
    let mut copies = Vec::with_capacity(workers);
    for _ in 0..workers {
        let Some(pristine) = handlers
            .iter()
            .map(|h| h.fork())
            .collect::<Option<Vec<_>>>()
        else {
            break;
        };
        copies.push((st.fork(), pristine));
    }
    // Without workers the main thread lowers everything (a test's `main_lowers` included).
    let main_lowers = main_lowers || copies.is_empty();
    let shared = Shared {
        unclaimed: Mutex::new((0, order.len())),
        stop: AtomicBool::new(false),
        outcomes: Mutex::new((0..order.len()).map(|_| None).collect()),
        ready: Condvar::new(),
    };
    std::thread::scope(|scope| {
        for (copy, pristine) in copies {
            let shared = &shared;
            std::thread::Builder::new()
                .name("nsdi-lower".to_owned())
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, move || work(shared, order, copy, pristine))
                .expect("invariant: the system can start a thread");
        }
        let result = merge_in_order(st, handlers, order, &shared, main_lowers, &mut before);
        shared.stop.store(true, Ordering::SeqCst);
        result
    })
}

/// The main thread: each function in order, lowered here or merged from a worker.
fn merge_in_order<'m>(
    st: &mut PrinterState<'m>,
    handlers: &mut [Handler<'m>],
    order: &[FuncId],
    shared: &Shared,
    main_lowers: bool,
    before: &mut impl FnMut(&mut PrinterState<'m>, FuncId) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    for (position, &f) in order.iter().enumerate() {
        before(st, f)?;
        let name = &st.ir.functions[f.0 as usize].name;
        let claimed_here = {
            let mut unclaimed = lock(&shared.unclaimed);
            let here = unclaimed.0 == position && position < unclaimed.1 && main_lowers;
            if here {
                unclaimed.0 += 1;
            }
            here
        };
        let outcome = if claimed_here {
            Outcome::Again
        } else {
            let mut outcomes = lock(&shared.outcomes);
            loop {
                if let Some(outcome) = outcomes[position].take() {
                    break outcome;
                }
                outcomes = shared
                    .ready
                    .wait(outcomes)
                    .unwrap_or_else(|poisoned| poisoned.into_inner());
            }
        };
        match outcome {
            Outcome::Lowered(code, outputs) => {
                for (h, output) in handlers.iter_mut().zip(outputs) {
                    if let Some(output) = output {
                        h.absorb_function_output(output);
                    }
                }
                merge(st, handlers, *code)?;
            }
            Outcome::Again => FunctionLowering::new(st, f)
                .run(handlers)
                .map_err(|e| e.in_function(name))?,
        }
    }
    Ok(())
}

/// A worker thread: claims functions in order until none is left or the main thread stops.
fn work<'m>(
    shared: &Shared,
    order: &[FuncId],
    st: PrinterState<'m>,
    pristine: Vec<SendHandler<'m>>,
) {
    let mut worker = Worker {
        builtin_vars: st.builtin_vars.clone(),
        imported: st.imported.clone(),
        st,
        handlers: Vec::new(),
        pristine,
    };
    if !worker.refork() {
        return;
    }
    while !shared.stop.load(Ordering::SeqCst) {
        let position = {
            let mut unclaimed = lock(&shared.unclaimed);
            if unclaimed.0 >= unclaimed.1 {
                return;
            }
            unclaimed.1 -= 1;
            unclaimed.1
        };
        let f = order[position];
        let lowered = catch_unwind(AssertUnwindSafe(|| worker.lower(f)));
        let (outcome, usable) = match lowered {
            Ok(Some(outcome)) => (outcome, true),
            Ok(None) => (Outcome::Again, worker.refork()),
            // The main thread lowers it again and meets the same panic, reported there.
            Err(_) => (Outcome::Again, false),
        };
        let mut outcomes = lock(&shared.outcomes);
        outcomes[position] = Some(outcome);
        drop(outcomes);
        shared.ready.notify_all();
        if !usable {
            return;
        }
    }
}

/// A lock that a panicking worker cannot make unusable: the data is positions and results,
/// consistent at every unlock.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl<'m> Worker<'m> {
    /// Fresh handler copies and printer state after a function that may have changed them;
    /// false when a handler gives no copy.
    fn refork(&mut self) -> bool {
        let Some(copies) = self
            .pristine
            .iter()
            .map(|h| h.fork())
            .collect::<Option<Vec<_>>>()
        else {
            return false;
        };
        self.handlers = copies.into_iter().map(|h| h as Handler<'m>).collect();
        self.st.builtin_vars = self.builtin_vars.clone();
        self.st.imported = self.imported.clone();
        self.st.spv.take_speculative();
        self.st.types.forget_speculative();
        true
    }

    /// Lowers `f` on the copies; `None` when it must be lowered again on the module (and the
    /// copies made again).
    fn lower(&mut self, f: FuncId) -> Option<Outcome> {
        let lowered = FunctionLowering::new(&mut self.st, f).run(&mut self.handlers);
        let code = self.st.spv.take_speculative();
        self.st.types.forget_speculative();
        self.st.builtin_vars.clone_from(&self.builtin_vars);
        let outputs: Outputs = self
            .handlers
            .iter_mut()
            .map(|h| h.take_function_output())
            .collect();
        if lowered.is_err()
            || code.module_writes
            || self.handlers.iter().any(|h| h.must_lower_on_module())
        {
            return None;
        }
        if names_provisional(&code) {
            return Some(Outcome::Again);
        }
        Some(Outcome::Lowered(Box::new(code), outputs))
    }
}

/// Whether an `OpName` or decoration of the function targets a provisional entity: on the
/// module the function may find it made by an earlier one, and then would not name it.
fn names_provisional(code: &SpeculativeCode) -> bool {
    if code.provisional.is_empty() {
        return false;
    }
    let provisional: rustc_hash::FxHashSet<u32> =
        code.provisional.iter().filter_map(|p| p.id).collect();
    let targets = |i: &Instruction| match i.operands.first() {
        Some(Operand::IdRef(id)) => provisional.contains(id),
        _ => false,
    };
    code.names.iter().chain(&code.annotations).any(targets)
}

/// Creates (or finds) on the module what a worker's function named provisionally, and does
/// what its handlers requested, in the order it asked, giving every other local id the next
/// id: the ids the function would have had, lowered here. Returns each local id's id.
///
/// Also returns, per provisional entity, how many names and decorations making it wrote.
fn replay(
    st: &mut PrinterState<'_>,
    handlers: &mut [Handler<'_>],
    code: &SpeculativeCode,
) -> Result<Replayed, LowerError> {
    let mut map: Vec<Word> = Vec::with_capacity(code.local_count as usize);
    let mut written = Vec::with_capacity(code.provisional.len());
    let mut events = code.provisional.iter().peekable();
    for index in 0..=code.local_count {
        let mut allocated = false;
        while let Some(event) = events.next_if(|p| p.at == index) {
            let before = (st.spv.names.len(), st.spv.annotations.len());
            let id = make(st, handlers, &map, &event.what)?;
            written.push((
                st.spv.names.len() - before.0,
                st.spv.annotations.len() - before.1,
            ));
            if event.id.is_some() {
                let id = id.ok_or_else(|| {
                    LowerError::Internal("a worker's request made no id on the module".to_owned())
                })?;
                map.push(id);
                allocated = true;
                break;
            }
        }
        if !allocated && index < code.local_count {
            map.push(st.spv.id());
        }
    }
    Ok((map, written))
}

/// Finds or makes `what` on the module (its ids translated through `map`).
fn make(
    st: &mut PrinterState<'_>,
    handlers: &mut [Handler<'_>],
    map: &[Word],
    what: &Interned,
) -> Result<Option<Word>, LowerError> {
    let local = |id: Word| {
        if id >= LOCAL_BASE {
            map[(id - LOCAL_BASE) as usize]
        } else {
            id
        }
    };
    let spv = &mut st.spv;
    Ok(Some(match what {
        Interned::Type(key) => {
            let key = match key {
                TypeKey::Vector(elem, n) => TypeKey::Vector(local(*elem), *n),
                TypeKey::Array(elem, len) => TypeKey::Array(local(*elem), local(*len)),
                TypeKey::Pointer(sc, pointee) => TypeKey::Pointer(*sc, local(*pointee)),
                TypeKey::Function(ret, params) => {
                    TypeKey::Function(local(*ret), params.iter().map(|&p| local(p)).collect())
                }
                other => other.clone(),
            };
            spv.type_id(key)
        }
        Interned::Struct(key, members, name, packed) => {
            let members: Vec<Word> = members.iter().map(|&m| local(m)).collect();
            spv.struct_type(*key, &members, name.as_deref(), *packed)
        }
        Interned::Const(key) => match key {
            ConstKey::Scalar(ty, words) => spv.constant_words(local(*ty), words.clone()),
            ConstKey::Bool(value) => spv.const_bool(*value),
            ConstKey::Null(ty) => spv.const_null(local(*ty)),
            ConstKey::Undef(ty) => spv.undef(local(*ty)),
            ConstKey::Composite(ty, elems) => {
                spv.const_composite(local(*ty), elems.iter().map(|&e| local(e)).collect())
            }
        },
        Interned::String(text) => spv.string(text),
        Interned::Import(set) => spv.ext_import(set),
        Interned::Builtin(name, ty) => match st.builtin_vars.get(name) {
            Some(&v) => v,
            None => {
                let b = name
                    .parse()
                    .map_err(|_| LowerError::Invalid(format!("unknown BuiltIn {name}")))?;
                let v = super::calls::declare_builtin(st, name, b, local(*ty));
                st.builtin_vars.insert(name, v);
                v
            }
        },
        Interned::Request(handler, request) => {
            let h = handlers.get_mut(*handler).ok_or_else(|| {
                LowerError::Internal("a worker's request for no handler".to_owned())
            })?;
            let mut cx = super::handler::PrinterContext {
                ir: st.ir,
                spv: &mut st.spv,
                types: &mut st.types,
                functions: &st.functions,
                globals: &st.globals,
                func: None,
                block_open: false,
                flavour: st.flavour,
                handler: *handler,
            };
            return h.replay_request(&mut cx, request.as_ref());
        }
    }))
}

/// Appends a function a worker lowered to the module: its provisional entities found or made
/// ([`replay`]), its code renumbered, and its names and decorations, with those its entities'
/// creation wrote where the sequential lowering would have written them.
fn merge(
    st: &mut PrinterState<'_>,
    handlers: &mut [Handler<'_>],
    mut code: SpeculativeCode,
) -> Result<(), LowerError> {
    let start = (st.spv.names.len(), st.spv.annotations.len());
    let (map, written) = replay(st, handlers, &code)?;
    for h in handlers.iter_mut() {
        h.end_merge();
    }
    let made_names = st.spv.names.split_off(start.0);
    let made_annotations = st.spv.annotations.split_off(start.1);
    st.spv.merge_speculative(&mut code, &map);
    let relocate = |mut i: Instruction| {
        for operand in &mut i.operands {
            if let Operand::IdRef(id) = operand
                && *id >= LOCAL_BASE
            {
                *id = map[(*id - LOCAL_BASE) as usize];
            }
        }
        i
    };
    let name_groups = code
        .provisional
        .iter()
        .zip(&written)
        .map(|(p, w)| (p.names_at, w.0));
    interleave(
        &mut st.spv.names,
        code.names.into_iter().map(relocate),
        made_names,
        name_groups,
    );
    let annotation_groups = (code.provisional.iter())
        .zip(&written)
        .map(|(p, w)| (p.annotations_at, w.1));
    interleave(
        &mut st.spv.annotations,
        code.annotations.into_iter().map(relocate),
        made_annotations,
        annotation_groups,
    );
    Ok(())
}

/// Appends `captured` (what the function wrote, in order) with `made` (what creating its
/// provisional entities wrote, in groups of (how many captured came before, how many)).
fn interleave(
    out: &mut Vec<Instruction>,
    captured: impl Iterator<Item = Instruction>,
    made: Vec<Instruction>,
    groups: impl Iterator<Item = (usize, usize)>,
) {
    let mut made = made.into_iter();
    let mut groups = groups.filter(|&(_, count)| count > 0).peekable();
    for (position, instruction) in captured.enumerate() {
        while let Some((_, count)) = groups.next_if(|&(at, _)| at <= position) {
            out.extend(made.by_ref().take(count));
        }
        out.push(instruction);
    }
    out.extend(made);
}
