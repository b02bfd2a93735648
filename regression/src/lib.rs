//! Regression harness.
