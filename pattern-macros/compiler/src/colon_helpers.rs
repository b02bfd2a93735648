//! Colon-line helpers (manual 9.4): the hand-written functions a pattern names after its
//! values, as in `:8,C,wedge_helper`.
//!
//! The `pattern_db!` invocation declares the helpers a database may name
//! (`helpers = [wedge_helper, ...]`); the validator rejects any other name at its
//! `file:line:column`. The generated module then has a trait with one method per declared
//! helper,
//! ```text
//! pub trait ColonHelpers {
//!     fn wedge_helper(&mut self, pattern: &'static PatternInfo, m: &Match) -> bool;
//! }
//! ```
//! that the database's crate implements for its helper contexts (the same contexts the
//! autohelpers run in; a blanket `impl<H: BoardHelpers + ?Sized> db::ColonHelpers for H` is
//! the usual form). A missing or misspelt method is then rustc's "not all trait items
//! implemented" at that impl, naming the helper. The generated `Autohelpers::constraint`
//! evaluates the constraint first and, if it holds, calls the pattern's helper with the
//! pattern, the match (transformation, anchor, move point: `Match::point` is the manual's
//! `OFFSET`) and the context; the helper's verdict decides whether the pattern applies.

use crate::validate::Checked;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

/// Generated pieces: an extra bound for the helper context, the call appended to the
/// constraint (`&& call_helper(h, m)`), and the items (trait, table, dispatcher).
#[derive(Default)]
pub struct HelperCode {
    pub bound: TokenStream,
    pub call: TokenStream,
    pub items: TokenStream,
}

/// The code for a database declaring `helpers` (nothing when it declares none).
pub fn generate(db: &Checked, helpers: &[Ident]) -> HelperCode {
    if helpers.is_empty() {
        return HelperCode::default();
    }
    let p = quote!(::engine::patterns);
    let mut table = Vec::with_capacity(2 * db.patterns.len());
    for pat in &db.patterns {
        let k = pat
            .helper
            .as_ref()
            .and_then(|h| helpers.iter().position(|d| d == h))
            .map_or(u16::MAX, |k| k as u16);
        table.extend(k.to_le_bytes());
    }
    let table = Literal::byte_string(&table);
    let arms = helpers.iter().enumerate().map(|(k, name)| {
        let k = k as u16;
        quote!(#k => h.#name(&DATABASE.patterns[m.pattern as usize], m),)
    });
    let docs = helpers.iter().map(|name| {
        let users: Vec<&str> = db
            .patterns
            .iter()
            .filter(|pat| pat.helper.as_ref().is_some_and(|h| name == h))
            .map(|pat| pat.name.as_str())
            .collect();
        let doc = if users.is_empty() {
            "Declared; no pattern names it.".to_string()
        } else {
            format!(
                "Named by pattern{} {}.",
                if users.len() == 1 { "" } else { "s" },
                users.join(", ")
            )
        };
        quote! {
            #[doc = #doc]
            fn #name(&mut self, pattern: &'static #p::PatternInfo, m: &#p::Match) -> bool;
        }
    });
    HelperCode {
        bound: quote!(+ ColonHelpers),
        call: quote!(&&call_helper(h, m)),
        items: quote! {
            /// The helper functions this database's colon lines may name (manual 9.4),
            /// implemented by the database's crate for its helper contexts. Each gets the
            /// pattern and the match after the constraint held, and decides whether the
            /// pattern applies.
            pub trait ColonHelpers {
                #(#docs)*
            }

            /// Per pattern a little-endian u16: index of its helper, `u16::MAX` if none.
            static HELPER_OF: &[u8] = #table;

            #[inline(never)]
            fn call_helper<H: ?Sized + ColonHelpers>(h: &mut H, m: &#p::Match) -> bool {
                let i = 2 * m.pattern as usize;
                match u16::from_le_bytes([HELPER_OF[i], HELPER_OF[i + 1]]) {
                    #(#arms)*
                    _ => true,
                }
            }
        },
    }
}
