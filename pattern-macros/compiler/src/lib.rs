//! The pattern compiler library.
