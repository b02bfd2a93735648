//! The eye-shape graphs the compiler emits for the matcher (manual 8.6), and the errors for
//! eye shapes that would make no sense as a local game.

use pattern_compiler::eyes::EyeKind;
use pattern_compiler::{check, DbKind};

fn errors(text: &str) -> Vec<String> {
    match check("t.db", DbKind::Eyes, text) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn graph_data_of_a_shape() {
    let c = check("t.db", DbKind::Eyes, "Pattern P\n\n X\n(.@x\n\n:1122\n").unwrap();
    let e = &c.eyes[0];
    let g = &e.graph;
    assert_eq!(e.pos.line, 1);
    assert_eq!(
        g.kinds,
        [
            EyeKind::Attacker,
            EyeKind::Marginal,
            EyeKind::Empty,
            EyeKind::Empty,
            EyeKind::AttackerOrEmpty
        ]
    );
    assert_eq!(g.attack, [false, true, false, true, false]);
    assert_eq!(g.defense, [false, true, false, true, false]);
    // X at (0,1) touches the `.` at (1,1); the row is a path.
    assert_eq!(g.neighbours, [0b00100, 0b00100, 0b01011, 0b10100, 0b01000]);
    assert_eq!(g.edges, 4);
    // Degrees 1, 1, 3, 2, 1 and one marginal vertex.
    assert_eq!(g.signature, 3 << 6 | 1 << 12 | 1 << 18 | 1 << 54);
    // A stone or marginal vertex first (the rarest kinds), then always a neighbour of what is
    // placed.
    assert_eq!(g.order[0], 0);
    let mut placed = 1u32 << g.order[0];
    for &v in &g.order[1..] {
        assert_ne!(
            g.neighbours[v as usize] & placed,
            0,
            "vertex {v} has a placed neighbour"
        );
        placed |= 1 << v;
    }
    assert_eq!(placed, 0b11111);
}

#[test]
fn disconnected_shape() {
    assert_eq!(
        errors("Pattern A\n\n.. .\n\n:2,2\n\nPattern B\n\n.\n\n.\n\n:1,1\n"),
        [
            "t.db:3:4: eye shape `A` is not connected: this vertex is not adjacent to the rest (an eye space is one connected local game; write two shapes)",
        ]
    );
    // A blank line ends the diagram, so B is one vertex and its second row a syntax matter;
    // a diagonal neighbour is not a neighbour:
    assert_eq!(
        errors("Pattern C\n\n.\n .\n\n:2,2\n"),
        [
            "t.db:4:2: eye shape `C` is not connected: this vertex is not adjacent to the rest (an eye space is one connected local game; write two shapes)",
        ]
    );
}

#[test]
fn asymmetric_vital_points() {
    assert_eq!(
        errors("Pattern A\n\n@..\n\n:1122\n"),
        [
            "t.db:3:3: eye shape `A` is symmetric but its vital points are not: this vertex is equivalent to `@` at line 3, column 1",
        ]
    );
    // `x` may stand for an empty vertex, so it is equivalent to `.` here.
    assert_eq!(
        errors("Pattern B\n\n@.x\n\n:1122\n"),
        [
            "t.db:3:3: eye shape `B` is symmetric but its vital points are not: this vertex is equivalent to `@` at line 3, column 1",
        ]
    );
    // Attack and defense points that respect the symmetry are fine.
    assert!(errors("Pattern C\n\n.@.\n\n:1122\n\nPattern D\n\n<!<\n\n:0022\n").is_empty());
}

#[test]
fn same_graph_twice() {
    assert_eq!(
        errors("Pattern A\n\n....\n\n:2222\n\nPattern B\n\n...\n  .\n\n:1222\n\nPattern C\n\n..\n..\n\n:1111\n"),
        [
            "t.db:7:9: eye shape `B` has the same graph as eye shape `A` (line 1); it could never be matched",
        ]
    );
    // Different kinds are different shapes, even when one could shadow the other (`x`).
    assert!(errors(
        "Pattern A\n\n...\n\n:1122\n\nPattern B\n\n..!\n\n:0111\n\nPattern C\n\nX..\n\n:1122\n"
    )
    .is_empty());
}

#[test]
fn too_many_vertices() {
    let row = ".".repeat(33);
    assert_eq!(
        errors(&format!("Pattern Long\n\n{row}\n\n:2222\n")),
        ["t.db:1:9: eye shape `Long` has 33 vertices; the matcher takes at most 32"]
    );
}
