//! Thin proc-macro front for `pattern-compiler`.
