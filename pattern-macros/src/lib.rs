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
//! with `include_str!`, so editing it rebuilds.
//!
//! Every error of the source becomes one `compile_error!`: its first line
//! `file:line:column: message`, then the offending line of the `.db` source with a caret or
//! underline under the spot, the pattern's line and a hint (`Diagnostic::render_body`, no
//! colours). rustc points it at the `file = "..."` literal, or at the `text` key of an inline
//! source (a one-line caret rather than the whole literal). A database with errors still
//! expands to its module, with no patterns but the same items and types
//! (`codegen::expand_empty`), so the crate's code that uses the module compiles and the build
//! shows only the `.db` errors.
//!
//! `helpers = [a, b]` declares the helper functions the colon lines may name (manual 9.4);
//! naming any other is an error at its `file:line:column`. The module then has a trait
//! `ColonHelpers` with one method per declared helper for the crate to implement (see
//! `pattern_compiler::colon_helpers`).

use proc_macro::TokenStream;
use proc_macro2::Span;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
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
    let mut text: Option<(Span, syn::LitStr)> = None;
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
            ) => match key.as_str() {
                "kind" => kind = Some(s.clone()),
                "file" => file = Some(s.clone()),
                // Errors of an inline source point at the `text` key: one line, where the
                // literal would underline the whole source.
                _ => text = Some((a.path.span(), s.clone())),
            },
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
            let src = match std::fs::read_to_string(&path) {
                Ok(src) => src,
                Err(e) => {
                    let error =
                        syn::Error::new(f.span(), format!("cannot read {}: {e}", path.display()))
                            .to_compile_error();
                    let module =
                        pattern_compiler::codegen::expand_empty(&name, kind, None, &helpers);
                    return Ok(quote::quote!(#error #module));
                }
            };
            (f.value(), src, f.span(), Some(path.display().to_string()))
        }
        (None, Some((key, t))) => (format!("<inline {name}>"), t.value(), key, None),
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
            // Each error with its source line and caret; then the module without patterns, so
            // the code that uses it does not add errors of its own.
            let lines = pattern_compiler::diag::SourceLines::new(&source);
            let errors = diags.iter().map(|d| {
                let message = format!("{d}\n{}", d.render_body(&lines));
                syn::Error::new(span, message.trim_end()).to_compile_error()
            });
            let module =
                pattern_compiler::codegen::expand_empty(&name, kind, track.as_deref(), &helpers);
            Ok(quote::quote!(#(#errors)* #module))
        }
    }
}
