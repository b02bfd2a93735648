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
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

/// Expand a checked database (and its DFA, if it has one) into Rust items.
pub fn expand(
    module: &Ident,
    db: &Checked,
    dfa: &DfaTables,
    track_file: Option<&str>,
) -> TokenStream {
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

    // Variants (12 bytes: pattern u32, transform u8, pad, residual count u16, residual start
    // u32) and residual elements (3 bytes: dr, dc, mask), as byte strings.
    let mut vbytes: Vec<u8> = Vec::with_capacity(12 * dfa.variants.len());
    let mut rbytes: Vec<u8> = Vec::new();
    for (v, res) in dfa.variants.iter().zip(&dfa.residuals) {
        vbytes.extend(v.pattern.to_le_bytes());
        vbytes.push(v.transform);
        vbytes.push(0);
        vbytes.extend((res.len() as u16).to_le_bytes());
        vbytes.extend(((rbytes.len() / 3) as u32).to_le_bytes());
        for &(r, c, m) in res {
            rbytes.extend([r as i8 as u8, c as i8 as u8, m]);
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
        // Tables as little-endian byte strings: one token each, so rustc handles databases of
        // thousands of patterns quickly.
        let bytes = |v: &[u32]| {
            Literal::byte_string(&v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())
        };
        // Variant ids in the attribute lists take 2 bytes when they fit.
        let narrow = dfa.variants.len() <= u16::MAX as usize;
        let att_width: u8 = if narrow { 2 } else { 4 };
        let att = if narrow {
            Literal::byte_string(
                &d.att
                    .iter()
                    .flat_map(|&x| (x as u16).to_le_bytes())
                    .collect::<Vec<u8>>(),
            )
        } else {
            bytes(&d.att)
        };
        let (trans, att_start) = (bytes(&d.transitions), bytes(&d.att_start));
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
        let nm = &e.name;
        let vs = e.vertices.iter().map(|&(r, c, ch)| {
            let (r, c) = (r as i8, c as i8);
            quote!((#r, #c, #ch))
        });
        let [a, b, c, d] = e.value;
        quote!(#p::EyeShape { name: #nm, vertices: &[#(#vs),*], value: [#a, #b, #c, #d] })
    });

    // Constraints and actions.
    let caps = db.caps();
    let bounds = caps.iter().map(|c| {
        let t = Ident::new(c.trait_name(), Span::call_site());
        quote!(+ #p::autohelper::#t)
    });
    let bounds = quote!(?Sized #(#bounds)*);
    let mut fns = Vec::new();
    let mut constraint_arms = Vec::new();
    let mut action_arms = Vec::new();
    for (i, pat) in db.patterns.iter().enumerate() {
        let idx = i as u32;
        if let Some(e) = &pat.constraint {
            let f = format_ident!("constraint_{}", i);
            let lets = label_lets(pat, e_labels(std::slice::from_ref(e)));
            let body = to_bool(e);
            let pname = &pat.name;
            fns.push(quote! {
                #[doc = #pname]
                #[allow(unused_variables, unused_parens, clippy::all)]
                fn #f<H: #bounds>(h: &mut H, m: &#p::Match) -> bool {
                    let o = m.color;
                    #(#lets)*
                    #body
                }
            });
            constraint_arms.push(quote!(#idx => #f(h, m),));
        }
        if let Some(a) = &pat.action {
            let f = format_ident!("action_{}", i);
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
            let lets = label_lets(pat, e_labels(&exprs));
            let pname = &pat.name;
            fns.push(quote! {
                #[doc = #pname]
                #[allow(unused_variables, unused_parens, clippy::all)]
                fn #f<H: #bounds>(h: &mut H, m: &#p::Match) -> bool {
                    let o = m.color;
                    #(#lets)*
                    #body
                }
            });
            action_arms.push(quote!(#idx => #f(h, m),));
        }
    }

    quote! {
        #[allow(clippy::all, clippy::pedantic)]
        pub mod #module {
            #track
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

            /// Constraints and actions of this database.
            pub struct Helpers;

            impl<H: #bounds> #p::Autohelpers<H> for Helpers {
                #[allow(unused_variables)]
                fn constraint(&self, h: &mut H, m: &#p::Match) -> bool {
                    match m.pattern { #(#constraint_arms)* _ => true }
                }
                #[allow(unused_variables)]
                fn action(&self, h: &mut H, m: &#p::Match) -> bool {
                    match m.pattern { #(#action_arms)* _ => true }
                }
            }

            #(#fns)*
        }
    }
}

/// Append one pattern in the layout `engine::patterns::Patterns` decodes.
fn encode_pattern(pat: &CPattern, t: &mut Vec<u8>, s: &mut String) {
    let mut str16 = |t: &mut Vec<u8>, x: &str| {
        t.extend((x.len() as u16).to_le_bytes());
        s.push_str(x);
    };
    str16(t, &pat.name);
    t.extend(pat.pos.line.to_le_bytes());
    t.extend((pat.elements.len() as u16).to_le_bytes());
    for e in &pat.elements {
        t.extend([e.dr as i8 as u8, e.dc as i8 as u8, e.mask]);
    }
    match pat.move_at {
        Some((r, c)) => t.extend([1, r as i8 as u8, c as i8 as u8]),
        None => t.push(0),
    }
    t.push(pat.transforms.len() as u8);
    t.extend(&pat.transforms);
    t.extend((pat.symmetry as u32).to_le_bytes());
    str16(t, &pat.classes);
    t.push(pat.values.len() as u8);
    for (n, v) in &pat.values {
        str16(t, n);
        t.extend((*v as f32).to_bits().to_le_bytes());
    }
    match &pat.helper {
        Some(h) => {
            t.push(1);
            str16(t, h);
        }
        None => t.push(0),
    }
    t.push(pat.marks.len() as u8);
    for &(c, (r, cc)) in &pat.marks {
        t.extend((c as u32).to_le_bytes());
        t.extend([r as i8 as u8, cc as i8 as u8]);
    }
    t.push(pat.mc.len() as u8);
    for r in &pat.mc {
        t.extend(r.value.to_le_bytes());
        t.extend(r.flags.to_le_bytes());
        t.extend([r.ocap.0, r.ocap.1, r.xcap.0, r.xcap.1]);
    }
    t.push(pat.constraint.is_some() as u8);
    t.push(pat.action.is_some() as u8);
}

fn e_labels(es: &[Expr]) -> Vec<String> {
    fn walk(e: &Expr, out: &mut Vec<String>) {
        match &e.kind {
            ExprKind::Name(n) if n.len() == 1 && !out.contains(n) => out.push(n.clone()),
            ExprKind::Call(_, a) => a.iter().for_each(|x| walk(x, out)),
            ExprKind::Unary(_, a) => walk(a, out),
            ExprKind::Binary(_, a, b) => {
                walk(a, out);
                walk(b, out)
            }
            ExprKind::Cond(a, b, c) => {
                walk(a, out);
                walk(b, out);
                walk(c, out)
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    es.iter().for_each(|e| walk(e, &mut out));
    out
}

fn label_ident(l: &str) -> Ident {
    if l == "*" {
        format_ident!("l_star")
    } else {
        format_ident!("l_{}", l)
    }
}

fn label_lets(pat: &CPattern, used: Vec<String>) -> Vec<TokenStream> {
    used.iter()
        .map(|l| {
            let at = if l == "*" {
                pat.move_at.unwrap()
            } else {
                let ch = l.chars().next().unwrap();
                pat.labels.iter().find(|x| x.0 == ch).unwrap().1
            };
            let (r, c) = (at.0 as i8, at.1 as i8);
            let id = label_ident(l);
            quote!(let #id = m.point(#r, #c);)
        })
        .collect()
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
            let f = Ident::new(name, Span::call_site());
            let pts: Vec<TokenStream> = args.iter().map(point_arg).collect();
            match a.arity {
                Arity::Fixed(_) => quote!(h.#f(o #(, #pts)*)),
                Arity::AtLeastOne(_) => quote!(h.#f(o, &[#(#pts),*])),
                Arity::Play { targets } => {
                    let (moves, tg) = pts.split_at(pts.len() - targets);
                    quote!(h.#f(o, &[#(#moves),*] #(, #tg)*))
                }
            }
        }
    }
}

/// Kinds that get a DFA (eye shapes are matched as graphs, chapter 8.6).
pub fn has_dfa(kind: DbKind) -> bool {
    kind != DbKind::Eyes
}
