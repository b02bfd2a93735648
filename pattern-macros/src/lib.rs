//! Thin proc-macro front for `pattern-compiler` (the pest_derive / pest_generator split).
//!
//! ```text
//! pattern_db!(name = shapes, kind = "shapes", file = "db/shapes.db");
//! pattern_db!(name = tiny, kind = "monte_carlo", text = r#"
//! OOO
//! O*O
//! OO?
//! :0
//! "#);
//! pattern_db!(name = shapes, kind = "shapes", file = "db/shapes.db", helpers = [wedge_helper]);
//! ```
//! expands to `pub mod NAME { pub static DATABASE: engine::patterns::Database; pub struct
//! Helpers; .. }`. A `file` is read relative to the invoking crate's `Cargo.toml` and tracked
//! with `include_str!`, so editing it rebuilds. Every error of the source becomes one
//! `compile_error!` naming `file:line:column`.
//!
//! `helpers = [a, b]` declares the helper functions the colon lines may name (manual 9.4);
//! naming any other is an error at its `file:line:column`. The module then has a trait
//! `ColonHelpers` with one method per declared helper for the crate to implement (see
//! `pattern_compiler::colon_helpers`).

use proc_macro::TokenStream;
use proc_macro2::Span;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Lit, MetaNameValue, Token};

#[proc_macro]
pub fn pattern_db(input: TokenStream) -> TokenStream {
    match expand(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn expand(input: proc_macro2::TokenStream) -> syn::Result<proc_macro2::TokenStream> {
    let args = Punctuated::<MetaNameValue, Token![,]>::parse_terminated.parse2(input)?;
    let mut name = None;
    let mut kind = None;
    let mut file = None;
    let mut text = None;
    let mut helpers: Vec<syn::Ident> = Vec::new();
    for a in &args {
        let key = a
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        match (key.as_str(), &a.value) {
            ("name", Expr::Path(p)) if p.path.get_ident().is_some() => {
                name = p.path.get_ident().cloned()
            }
            (
                "kind" | "file" | "text",
                Expr::Lit(ExprLit {
                    lit: Lit::Str(s), ..
                }),
            ) => {
                let slot = match key.as_str() {
                    "kind" => &mut kind,
                    "file" => &mut file,
                    _ => &mut text,
                };
                *slot = Some(s.clone());
            }
            ("helpers", Expr::Array(list)) => {
                for e in &list.elems {
                    match e {
                        Expr::Path(p) if p.path.get_ident().is_some() => {
                            let id = p.path.get_ident().unwrap().clone();
                            if helpers.contains(&id) {
                                return Err(syn::Error::new_spanned(
                                    e,
                                    format!("helper `{id}` is declared twice"),
                                ));
                            }
                            helpers.push(id);
                        }
                        _ => {
                            return Err(syn::Error::new_spanned(
                                e,
                                "a helper is a function name, as in `helpers = [wedge_helper]`",
                            ))
                        }
                    }
                }
            }
            _ => return Err(syn::Error::new_spanned(
                a,
                "expected `name = IDENT`, `kind = \"...\"`, `file = \"...\"`, `text = \"...\"` or `helpers = [NAME, ...]`",
            )),
        }
    }
    let name = name.ok_or_else(|| syn::Error::new(Span::call_site(), "missing `name = IDENT`"))?;
    let kind_lit =
        kind.ok_or_else(|| syn::Error::new(Span::call_site(), "missing `kind = \"...\"`"))?;
    let kind: pattern_compiler::DbKind = kind_lit
        .value()
        .parse()
        .map_err(|e: pattern_compiler::KindError| syn::Error::new(kind_lit.span(), e))?;
    let (source_name, source, span, track) = match (file, text) {
        (Some(f), None) => {
            let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_string());
            let path = std::path::Path::new(&dir).join(f.value());
            let src = std::fs::read_to_string(&path).map_err(|e| {
                syn::Error::new(f.span(), format!("cannot read {}: {e}", path.display()))
            })?;
            (f.value(), src, f.span(), Some(path.display().to_string()))
        }
        (None, Some(t)) => (format!("<inline {name}>"), t.value(), t.span(), None),
        _ => {
            return Err(syn::Error::new(
                Span::call_site(),
                "give exactly one of `file = \"...\"` or `text = \"...\"`",
            ))
        }
    };
    let names: Vec<String> = helpers.iter().map(|h| h.to_string()).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    match pattern_compiler::compile_declared(&source_name, kind, &source, &names) {
        Ok(c) => Ok(pattern_compiler::codegen::expand_declared(
            &name,
            &c.checked,
            &c.dfa,
            track.as_deref(),
            &helpers,
        )),
        Err(diags) => {
            let mut it = diags.iter().map(|d| syn::Error::new(span, d.to_string()));
            let mut first = it.next().unwrap();
            for e in it {
                first.combine(e);
            }
            Err(first)
        }
    }
}
