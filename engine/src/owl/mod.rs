//! Life and death of whole groups (manual chapter 12). Today: the exact solver for small
//! enclosed problems (`exact`), the oracle the owl code to come is checked against and
//! will call when a problem is small enough to solve outright.

pub mod exact;
