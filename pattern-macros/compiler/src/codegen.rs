//! Code generation: static tables and one function per constraint and per action.
//!
//! The output is a module:
//! ```text
//! pub mod NAME {
//!     pub static DATABASE: engine::patterns::Database = ...;   // tables, DFA
//!     pub struct Helpers;                                       // constraints and actions
//!     impl<H: ?Sized + BoardHelpers + ...> engine::patterns::Autohelpers<H> for Helpers { .. }
//! }
//! ```

use crate::ast::{Action, BinOp, DbKind, Expr, ExprKind, UnOp};
use crate::autohelpers::{self, Arity, Ty};
use crate::dfa::DfaTables;
use crate::validate::{CPattern, Checked};
use pattern_abi::dfa as abi_dfa;
use pattern_abi::tables::{Element, PatternRecord, VariantRecord, ELEMENT_BYTES, VARIANT_BYTES};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

/// Expand a checked database (and its DFA, if it has one) into Rust items.
pub fn expand(
    module: &Ident,
    db: &Checked,
    dfa: &DfaTables,
    track_file: Option<&str>,
) -> TokenStream {
    expand_declared(module, db, dfa, track_file, &[])
}

/// [`expand`] for a database declaring the colon-line helpers `helpers` (see
/// [`crate::colon_helpers`]; the idents keep the declaration's spans for rustc's errors).
pub fn expand_declared(
    module: &Ident,
    db: &Checked,
    dfa: &DfaTables,
    track_file: Option<&str>,
    helpers: &[Ident],
) -> TokenStream {
    let crate::colon_helpers::HelperCode {
        bound: helper_bound,
        call: helper_call,
        items: helper_items,
    } = crate::colon_helpers::generate(db, helpers);
    let corner = crate::corner::expand(db);
    let p = quote!(::engine::patterns);
    let name = module.to_string();
    let kind = db.kind.name();
    let track = track_file.map(|f| {
        quote!(
            const _: &str = include_str!(#f);
        )
    });

    // Pattern descriptions: one byte table and one string (decoded once at run time by
    // `engine::patterns::Patterns`), instead of thousands of statics for rustc to check.
    let mut table: Vec<u8> = Vec::new();
    let mut strings = String::new();
    for pat in &db.patterns {
        encode_pattern(pat, &mut table, &mut strings);
    }
    let n_patterns = db.patterns.len();
    let table = Literal::byte_string(&table);

    // Variants and residual elements (layouts in `pattern_abi::tables`), as byte strings.
    let mut vbytes: Vec<u8> = Vec::with_capacity(VARIANT_BYTES * dfa.variants.len());
    let mut rbytes: Vec<u8> = Vec::new();
    for (v, res) in dfa.variants.iter().zip(&dfa.residuals) {
        VariantRecord {
            pattern: v.pattern,
            transform: v.transform,
            residual_count: res.len() as u16,
            residual_start: (rbytes.len() / ELEMENT_BYTES) as u32,
        }
        .encode(&mut vbytes);
        for &(r, c, mask) in res {
            element(r, c, mask).encode(&mut rbytes);
        }
    }
    let variants = Literal::byte_string(&vbytes);
    let residuals = Literal::byte_string(&rbytes);
    let spiral = dfa.spiral[..dfa.depth.min(dfa.spiral.len())]
        .iter()
        .map(|&(r, c)| {
            let (r, c) = (r as i8, c as i8);
            quote!((#r, #c))
        });
    let n_spiral = dfa.depth.min(dfa.spiral.len());
    let radius = dfa.radius as u8;
    let mut dfa_statics = Vec::new();
    let mut dfa_items = Vec::new();
    for (k, d) in dfa.dfas.iter().enumerate() {
        let (tn, sn, an) = (
            format_ident!("TRANSITIONS_{}", k),
            format_ident!("ATT_START_{}", k),
            format_ident!("ATT_{}", k),
        );
        // Tables as little-endian byte strings (`pattern_abi::dfa`): one token each, so rustc
        // handles databases of thousands of patterns quickly. Variant ids in the attribute
        // lists take 2 bytes when they fit.
        let att_width = abi_dfa::att_width(dfa.variants.len());
        let bytes = |v: Vec<u8>| Literal::byte_string(&v);
        let att = bytes(abi_dfa::encode_att(&d.att, att_width));
        let trans = bytes(abi_dfa::encode_words(&d.transitions));
        let att_start = bytes(abi_dfa::encode_words(&d.att_start));
        let (start, match_limit) = (d.start, d.match_limit);
        dfa_statics.push(quote! {
            static #tn: &[u8] = #trans;
            static #sn: &[u8] = #att_start;
            static #an: &[u8] = #att;
        });
        dfa_items.push(quote!(#p::Dfa { transitions: #tn, start: #start, match_limit: #match_limit, att_start: #sn, att: #an, att_width: #att_width }));
    }
    let n_dfas = dfa_items.len();

    let header = |key: &str| match db.headers.iter().find(|h| h.key == key) {
        Some(h) => {
            let v = &h.value;
            quote!(Some(#v))
        }
        None => quote!(None),
    };
    let goal = header("goal_elements");
    let callback = header("callback_data");

    let eyes = db.eyes.iter().map(|e| {
        let (nm, line, g) = (&e.name, e.pos.line, &e.graph);
        let vs = e.vertices.iter().enumerate().map(|(i, &(r, c, ch))| {
            let (r, c) = (r as i8, c as i8);
            let kind = Ident::new(g.kinds[i].variant(), Span::call_site());
            let (at, df, nb) = (g.attack[i], g.defense[i], g.neighbours[i]);
            quote!(::engine::eyes::EyeVertex { row: #r, col: #c, symbol: #ch,
                kind: ::engine::eyes::EyeVertexKind::#kind, attack: #at, defense: #df, neighbours: #nb })
        });
        let (edges, sig, order) = (g.edges as u8, g.signature, &g.order);
        let [a, b, c, d] = e.value;
        quote!(::engine::eyes::EyeShape { name: #nm, line: #line, vertices: &[#(#vs),*], edges: #edges,
            signature: #sig, order: &[#(#order),*], value: [#a, #b, #c, #d] })
    });

    // Constraints and actions.
    let caps = db.caps();
    let bounds = caps.iter().map(|c| {
        let t = Ident::new(c.trait_name(), Span::call_site());
        quote!(+ #p::autohelper::#t)
    });
    let bounds = quote!(?Sized #(#bounds)*);
    // Constraints and actions are compiled once per distinct body: a *template* function
    // taking the label points, shared by every pattern whose expression is the same (the
    // labels may sit anywhere in the diagrams). Per pattern there is only data: the template
    // and the label offsets (table layout in `label_table`). Code, and so build time, grows
    // with the number of distinct expressions, not of patterns.
    let mut templates: Templates = Templates::default();
    let mut constraint_of = Vec::with_capacity(db.patterns.len());
    let mut action_of = Vec::with_capacity(db.patterns.len());
    for pat in &db.patterns {
        constraint_of.push(pat.constraint.as_ref().map(|e| {
            let labels = e_labels(std::slice::from_ref(e));
            templates.add(pat, labels, to_bool(e))
        }));
        action_of.push(pat.action.as_ref().map(|a| {
            let (exprs, body) = match a {
                Action::Return(e) => (vec![e.clone()], to_bool(e)),
                Action::Statements(st) => {
                    let calls = st.iter().map(|e| {
                        let c = gen(e);
                        quote!(let _ = #c;)
                    });
                    (st.clone(), quote!({ #(#calls)* true }))
                }
            };
            templates.add(pat, e_labels(&exprs), body)
        }));
    }
    let constraint_table = Literal::byte_string(&label_table(&constraint_of));
    let action_table = Literal::byte_string(&label_table(&action_of));
    let max_labels = templates.max_labels.max(1);
    let mut fns = Vec::new();
    let mut arms = Vec::new();
    for (k, (labels, body)) in templates.list.iter().enumerate() {
        let f = format_ident!("template_{}", k);
        let lets = labels.iter().enumerate().map(|(i, l)| {
            let id = label_ident(l);
            quote!(let #id = l[#i];)
        });
        let k = k as u32;
        fns.push(quote! {
            #[allow(unused_variables, unused_parens, clippy::all)]
            #[inline(never)]
            fn #f<H: #bounds>(h: &mut H, o: ::engine::Color, l: &Labels) -> bool {
                #(#lets)*
                #body
            }
        });
        arms.push(quote!(#k => #f(h, o, l),));
    }
    // The template call: a match per group of 64 templates under a match on the group, so no
    // function is huge (optimisers are slow on functions of thousands of branches).
    const GROUP: usize = 64;
    let mut groups = Vec::new();
    let mut group_arms = Vec::new();
    for (g, chunk) in arms.chunks(GROUP).enumerate() {
        let f = format_ident!("templates_{}", g);
        let g = g as u32;
        groups.push(quote! {
            #[inline(never)]
            fn #f<H: #bounds>(t: u32, h: &mut H, o: ::engine::Color, l: &Labels) -> bool {
                match t { #(#chunk)* _ => true }
            }
        });
        group_arms.push(quote!(#g => #f(t, h, o, l),));
    }
    let group = GROUP as u32;
    let shims = shims(db, &bounds);
    let dispatch = quote! {
        type Labels = [::engine::Point; #max_labels];

        /// Run the template of pattern `m.pattern` in `table` (see `label_table` in
        /// `pattern_compiler::codegen`); `true` if it has none.
        #[allow(unused_variables, unused_mut)]
        fn dispatch<H: #bounds>(table: &[u8], h: &mut H, m: &#p::Match) -> bool {
            let i = 4 * m.pattern as usize;
            let at = u32::from_le_bytes([table[i], table[i + 1], table[i + 2], table[i + 3]]);
            if at == u32::MAX {
                return true;
            }
            let at = at as usize;
            let t = u32::from_le_bytes([table[at], table[at + 1], table[at + 2], table[at + 3]]);
            let n = table[at + 4] as usize;
            let mut l: Labels = [::engine::Point::NONE; #max_labels];
            for (j, p) in l.iter_mut().enumerate().take(n) {
                let k = at + 5 + 2 * j;
                *p = m.point(table[k] as i8, table[k + 1] as i8);
            }
            let (o, l) = (m.color, &l);
            match t / #group { #(#group_arms)* _ => true }
        }

        #(#groups)*
    };
    let mc_table = (db.kind == DbKind::MonteCarlo).then(|| mc_table(db));
    quote! {
        #[allow(clippy::all, clippy::pedantic)]
        pub mod #module {
            #track
            #mc_table
            static SPIRAL: [(i8, i8); #n_spiral] = [#(#spiral),*];
            #(#dfa_statics)*
            static DFAS: [#p::Dfa; #n_dfas] = [#(#dfa_items),*];

            /// The compiled database.
            pub static DATABASE: #p::Database = #p::Database {
                name: #name,
                kind: #kind,
                patterns: #p::Patterns::new(#n_patterns, #table, #strings),
                variant_table: #variants,
                residual_table: #residuals,
                spiral: &SPIRAL,
                radius: #radius,
                dfas: &DFAS,
                goal_elements: #goal,
                callback_data: #callback,
                eyes: &[#(#eyes),*],
            };
            #corner

            /// Constraints and actions of this database.
            pub struct Helpers;

            impl<H: #bounds #helper_bound> #p::Autohelpers<H> for Helpers {
                fn constraint(&self, h: &mut H, m: &#p::Match) -> bool {
                    dispatch(#constraint_table, h, m) #helper_call
                }
                fn action(&self, h: &mut H, m: &#p::Match) -> bool {
                    dispatch(#action_table, h, m)
                }
            }

            #dispatch
            #helper_items
            #(#fns)*
            #(#shims)*
        }
    }
}

/// The module of a database that failed to compile: the same items as [`expand_declared`]
/// (`DATABASE`, `Helpers` and its `Autohelpers` impl, `ColonHelpers` for declared helpers,
/// `MC_TABLE` or `CORNER` by kind), with the same types, but no patterns. The proc macro emits
/// it beside the database's errors, so code using the module compiles and the build shows
/// only the `.db` errors, not a cascade of "cannot find" errors about the missing module.
pub fn expand_empty(
    module: &Ident,
    kind: DbKind,
    track_file: Option<&str>,
    helpers: &[Ident],
) -> TokenStream {
    let empty = Checked {
        file: String::new(),
        kind,
        headers: Vec::new(),
        patterns: Vec::new(),
        eyes: Vec::new(),
    };
    let dfa = crate::dfa::build(&empty);
    expand_declared(module, &empty, &dfa, track_file, helpers)
}

/// Distinct constraint/action bodies, keyed by their code and the labels they read.
#[derive(Default)]
struct Templates {
    list: Vec<(Vec<String>, TokenStream)>,
    index: std::collections::HashMap<(Vec<String>, String), u32>,
    max_labels: usize,
}

/// A pattern's use of a template: the template and the offsets of its labels, in order.
type Use = (u32, Vec<(i8, i8)>);

impl Templates {
    fn add(&mut self, pat: &CPattern, labels: Vec<String>, body: TokenStream) -> Use {
        let offsets = labels.iter().map(|l| label_offset(pat, l)).collect();
        self.max_labels = self.max_labels.max(labels.len());
        let key = (labels.clone(), body.to_string());
        let t = match self.index.get(&key) {
            Some(&t) => t,
            None => {
                let t = self.list.len() as u32;
                self.index.insert(key, t);
                self.list.push((labels, body));
                t
            }
        };
        (t, offsets)
    }
}

/// Per pattern a little-endian u32: `u32::MAX` if it has no template, else the position of
/// its entry after the index: template u32, label count u8, then `dr`, `dc` per label.
fn label_table(uses: &[Option<Use>]) -> Vec<u8> {
    let mut index = Vec::with_capacity(4 * uses.len());
    let mut data = Vec::new();
    for u in uses {
        match u {
            None => index.extend(u32::MAX.to_le_bytes()),
            Some((t, offs)) => {
                index.extend(((4 * uses.len() + data.len()) as u32).to_le_bytes());
                data.extend(t.to_le_bytes());
                data.push(offs.len() as u8);
                for &(r, c) in offs {
                    data.extend([r as u8, c as u8]);
                }
            }
        }
    }
    index.extend(data);
    index
}

/// A compiler element (offsets known to fit, checked by validation) in the ABI's form.
fn element(dr: i32, dc: i32, mask: u8) -> Element {
    Element {
        dr: dr as i8,
        dc: dc as i8,
        mask,
    }
}

/// Append one pattern in the layout `engine::patterns::Patterns` decodes
/// (`pattern_abi::tables`).
fn encode_pattern(pat: &CPattern, t: &mut Vec<u8>, s: &mut String) {
    PatternRecord {
        name: &pat.name,
        line: pat.pos.line,
        elements: pat
            .elements
            .iter()
            .map(|e| element(e.dr, e.dc, e.mask))
            .collect(),
        move_at: pat.move_at.map(|(r, c)| (r as i8, c as i8)),
        transforms: &pat.transforms,
        symmetry: pat.symmetry,
        classes: &pat.classes,
        values: pat
            .values
            .iter()
            .map(|(n, v)| (n.as_str(), *v as f32))
            .collect(),
        helper: pat.helper.as_deref(),
        marks: pat
            .marks
            .iter()
            .map(|&(c, (r, cc))| (c, r as i8, cc as i8))
            .collect(),
        mc: pat.mc.clone(),
        has_constraint: pat.constraint.is_some(),
        has_action: pat.action.is_some(),
    }
    .encode(t, s);
}

fn e_labels(es: &[Expr]) -> Vec<String> {
    let mut out = Vec::new();
    for e in es {
        e.visit(&mut |x| {
            if let ExprKind::Name(n) = &x.kind {
                if n.len() == 1 && !out.contains(n) {
                    out.push(n.clone());
                }
            }
        });
    }
    out
}

fn label_ident(l: &str) -> Ident {
    if l == "*" {
        format_ident!("l_star")
    } else {
        format_ident!("l_{}", l)
    }
}

fn label_offset(pat: &CPattern, l: &str) -> (i8, i8) {
    let at = if l == "*" {
        pat.move_at.unwrap()
    } else {
        let ch = l.chars().next().unwrap();
        pat.labels.iter().find(|x| x.0 == ch).unwrap().1
    };
    (at.0 as i8, at.1 as i8)
}

fn ty_of(e: &Expr) -> Ty {
    match &e.kind {
        ExprKind::Int(_) => Ty::Int,
        ExprKind::Float(_) => Ty::Float,
        ExprKind::Name(_) => Ty::Status,
        ExprKind::Tenuki => Ty::Unit,
        ExprKind::Call(n, _) => autohelpers::lookup(n).map_or(Ty::Unit, |a| a.ret),
        ExprKind::Unary(UnOp::Not, _) => Ty::Bool,
        ExprKind::Unary(UnOp::Neg, a) => {
            if ty_of(a) == Ty::Float {
                Ty::Float
            } else {
                Ty::Int
            }
        }
        ExprKind::Binary(op, a, b) => match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                if ty_of(a) == Ty::Float || ty_of(b) == Ty::Float {
                    Ty::Float
                } else {
                    Ty::Int
                }
            }
            _ => Ty::Bool,
        },
        ExprKind::Cond(_, a, b) => match (ty_of(a), ty_of(b)) {
            (Ty::Status, _) => Ty::Status,
            (Ty::Float, _) | (_, Ty::Float) => Ty::Float,
            _ => Ty::Int,
        },
    }
}

fn to_bool(e: &Expr) -> TokenStream {
    let g = gen(e);
    match ty_of(e) {
        Ty::Bool => g,
        Ty::Float => quote!((#g != 0.0)),
        _ => quote!((#g != 0)),
    }
}

fn to_int(e: &Expr) -> TokenStream {
    let g = gen(e);
    match ty_of(e) {
        Ty::Bool => quote!((#g as i32)),
        _ => g,
    }
}

fn to_float(e: &Expr) -> TokenStream {
    let g = gen(e);
    match ty_of(e) {
        Ty::Bool => quote!(((#g as i32) as f32)),
        Ty::Float => g,
        _ => quote!((#g as f32)),
    }
}

fn point_arg(e: &Expr) -> TokenStream {
    match &e.kind {
        ExprKind::Tenuki => quote!(::engine::Point::NONE),
        ExprKind::Name(n) => {
            let id = label_ident(n);
            quote!(#id)
        }
        _ => unreachable!("validated: arguments are labels"),
    }
}

fn gen(e: &Expr) -> TokenStream {
    match &e.kind {
        ExprKind::Int(v) => {
            let v = Literal::i32_unsuffixed((*v).clamp(i32::MIN as i64, i32::MAX as i64) as i32);
            quote!(#v)
        }
        ExprKind::Float(v) => {
            let v = Literal::f32_suffixed(*v as f32);
            quote!(#v)
        }
        ExprKind::Name(n) => {
            let v = autohelpers::STATUS_CONSTANTS
                .iter()
                .find(|c| c.0 == n)
                .map(|c| c.1)
                .unwrap_or("Unknown");
            let v = Ident::new(v, Span::call_site());
            quote!(::engine::patterns::autohelper::DragonStatus::#v)
        }
        ExprKind::Tenuki => quote!(::engine::Point::NONE),
        ExprKind::Unary(UnOp::Not, a) => {
            let a = to_bool(a);
            quote!((!#a))
        }
        ExprKind::Unary(UnOp::Neg, a) => {
            let a = if ty_of(e) == Ty::Float {
                to_float(a)
            } else {
                to_int(a)
            };
            quote!((-#a))
        }
        ExprKind::Binary(op, a, b) => {
            let (ta, tb) = (ty_of(a), ty_of(b));
            match op {
                BinOp::And => {
                    let (a, b) = (to_bool(a), to_bool(b));
                    quote!((#a && #b))
                }
                BinOp::Or => {
                    let (a, b) = (to_bool(a), to_bool(b));
                    quote!((#a || #b))
                }
                _ => {
                    let (x, y) = if ta == Ty::Status {
                        (gen(a), gen(b))
                    } else if ta == Ty::Float || tb == Ty::Float {
                        (to_float(a), to_float(b))
                    } else {
                        (to_int(a), to_int(b))
                    };
                    let float = ta == Ty::Float || tb == Ty::Float;
                    match op {
                        BinOp::Eq => quote!((#x == #y)),
                        BinOp::Ne => quote!((#x != #y)),
                        BinOp::Lt => quote!((#x < #y)),
                        BinOp::Le => quote!((#x <= #y)),
                        BinOp::Gt => quote!((#x > #y)),
                        BinOp::Ge => quote!((#x >= #y)),
                        BinOp::Add if float => quote!((#x + #y)),
                        BinOp::Sub if float => quote!((#x - #y)),
                        BinOp::Mul if float => quote!((#x * #y)),
                        BinOp::Div if float => quote!((#x / #y)),
                        BinOp::Add => quote!((#x).wrapping_add(#y)),
                        BinOp::Sub => quote!((#x).wrapping_sub(#y)),
                        BinOp::Mul => quote!((#x).wrapping_mul(#y)),
                        BinOp::Div => quote!((#x).checked_div(#y).unwrap_or(0)),
                        BinOp::And | BinOp::Or => unreachable!(),
                    }
                }
            }
        }
        ExprKind::Cond(c, a, b) => {
            let c = to_bool(c);
            let (x, y) = match ty_of(e) {
                Ty::Status => (gen(a), gen(b)),
                Ty::Float => (to_float(a), to_float(b)),
                _ => (to_int(a), to_int(b)),
            };
            quote!((if #c { #x } else { #y }))
        }
        ExprKind::Call(name, args) => {
            let a = autohelpers::lookup(name).expect("validated");
            let pts: Vec<TokenStream> = args.iter().map(point_arg).collect();
            let f = shim_ident(name);
            match a.arity {
                Arity::Fixed(_) => quote!(#f(h, o #(, #pts)*)),
                Arity::AtLeastOne(_) => quote!(#f(h, o, &[#(#pts),*])),
                Arity::Play { targets } => {
                    let (moves, tg) = pts.split_at(pts.len() - targets);
                    quote!(#f(h, o, &[#(#moves),*] #(, #tg)*))
                }
            }
        }
    }
}

fn shim_ident(name: &str) -> Ident {
    format_ident!("ah_{}", name)
}

/// The autohelpers the database calls, each behind one non-inlined generic function: the
/// engine's implementation is compiled once per database instead of inlined into every
/// template that calls it.
fn shims(db: &Checked, bounds: &TokenStream) -> Vec<TokenStream> {
    fn walk(e: &Expr, out: &mut Vec<String>) {
        e.visit(&mut |x| {
            if let ExprKind::Call(n, _) = &x.kind {
                if !out.contains(n) {
                    out.push(n.clone());
                }
            }
        });
    }
    let mut names = Vec::new();
    for pat in &db.patterns {
        if let Some(e) = &pat.constraint {
            walk(e, &mut names);
        }
        match &pat.action {
            Some(Action::Return(e)) => walk(e, &mut names),
            Some(Action::Statements(st)) => st.iter().for_each(|e| walk(e, &mut names)),
            None => {}
        }
    }
    names.sort();
    names
        .iter()
        .map(|name| {
            let a = autohelpers::lookup(name).expect("validated");
            let (f, m) = (shim_ident(name), Ident::new(name, Span::call_site()));
            let ret = match a.ret {
                Ty::Bool => quote!(-> bool),
                Ty::Int => quote!(-> i32),
                Ty::Float => quote!(-> f32),
                Ty::Status => quote!(-> ::engine::patterns::autohelper::DragonStatus),
                Ty::Unit => quote!(),
            };
            let pt = quote!(::engine::Point);
            // The points of the call, for a pattern inspection's trace.
            let (params, args, traced) = match a.arity {
                Arity::Fixed(k) => {
                    let ids: Vec<Ident> = (0..k.len()).map(|i| format_ident!("p{}", i)).collect();
                    (
                        quote!(#(, #ids: #pt)*),
                        quote!(#(, #ids)*),
                        quote!(vec![#(#ids),*]),
                    )
                }
                Arity::AtLeastOne(_) => (
                    quote!(, points: &[#pt]),
                    quote!(, points),
                    quote!(points.to_vec()),
                ),
                Arity::Play { targets } => {
                    let ids: Vec<Ident> = (0..targets).map(|i| format_ident!("t{}", i)).collect();
                    (
                        quote!(, moves: &[#pt] #(, #ids: #pt)*),
                        quote!(, moves #(, #ids)*),
                        quote!([moves, &[#(#ids),*]].concat()),
                    )
                }
            };
            let trace = quote!(::engine::patterns::autohelper::Trace);
            quote! {
                #[inline(never)]
                #[allow(clippy::let_unit_value, clippy::unit_arg)]
                fn #f<H: #bounds>(h: &mut H, o: ::engine::Color #params) #ret {
                    let r = h.#m(o #args);
                    if #trace::tracing(h) {
                        #trace::record(h, ::engine::patterns::autohelper::TracedCall {
                            name: #name,
                            args: #traced,
                            value: format!("{:?}", r),
                        });
                    }
                    r
                }
            }
        })
        .collect()
}

/// A Monte Carlo database's value table (see [`crate::mc`]) as `MC_TABLE`.
fn mc_table(db: &Checked) -> TokenStream {
    let t = crate::mc::build_table(db);
    let (class, rows) = (
        Literal::byte_string(&t.class_bytes()),
        Literal::byte_string(&t.row_bytes()),
    );
    let needs = Literal::byte_string(&t.needs);
    quote! {
        /// The value table of chapter 14: neighbourhood code and properties to move value.
        pub static MC_TABLE: ::engine::mc::McTable<'static> =
            ::engine::mc::McTable::new(#class, #rows, #needs);
    }
}

/// Kinds that get a DFA (eye shapes are matched as graphs, chapter 8.6).
pub fn has_dfa(kind: DbKind) -> bool {
    kind != DbKind::Eyes
}
