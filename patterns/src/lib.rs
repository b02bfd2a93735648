//! Tesuji's pattern databases.
