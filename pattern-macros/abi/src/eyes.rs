//! Eye-shape graphs (manual 8.6): the limits and the quick-rejection signature the compiler
//! computes for every shape and the engine for every eye space.

/// Largest eye shape (and eye space) the graph matcher handles: adjacency is a `u32` bit set.
pub const MAX_EYE_VERTICES: usize = 32;

/// The quick-rejection invariant: the histogram of vertex degrees (above 8 counted as 8), 6
/// bits per degree 0..=8 from bit 0, and the number of marginal vertices in bits 54..60.
/// Equal graphs with equal marginal counts have equal signatures; the vertex and edge counts
/// follow from the histogram.
pub fn eye_signature(degrees: impl Iterator<Item = u32>, marginal: u32) -> u64 {
    let mut s = 0u64;
    for d in degrees {
        s += 1 << (6 * d.min(8));
    }
    s | (marginal as u64) << 54
}

#[cfg(test)]
mod tests {
    #[test]
    fn signature_counts_degrees_and_marginal_vertices() {
        // A path of three vertices, one marginal: degrees 1, 2, 1.
        let s = super::eye_signature([1, 2, 1].into_iter(), 1);
        assert_eq!(s, 2 << 6 | 1 << 12 | 1 << 54);
        assert_eq!(super::eye_signature([9].into_iter(), 0), 1 << 48);
    }
}
