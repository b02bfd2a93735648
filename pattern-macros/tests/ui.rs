//! Compile-fail tests: each bad `.db` snippet must fail with the exact diagnostics pinned in
//! `tests/ui/*.stderr` (file:line:column and message), so error messages are part of the
//! contract.

#[test]
fn compile_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
