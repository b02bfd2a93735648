//! Every pattern example printed in the manual (chapters 8, 9, 13, 14) is accepted, and the
//! code generator expands it.

use pattern_compiler::{compile_declared, DbKind};
use std::path::PathBuf;

fn db_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../patterns/db")
}

fn load(file: &str, kind: DbKind) -> pattern_compiler::Compiled {
    let text = std::fs::read_to_string(db_dir().join(file)).unwrap();
    // manual_shapes.db names the manual's `wedge_helper` (9.4) on a colon line.
    match compile_declared(file, kind, &text, &["wedge_helper"]) {
        Ok(c) => c,
        Err(d) => panic!(
            "{}",
            d.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}

fn names(c: &pattern_compiler::Compiled) -> Vec<&str> {
    c.checked.patterns.iter().map(|p| p.name.as_str()).collect()
}

#[test]
fn manual_shapes_examples() {
    let c = load("manual_shapes.db", DbKind::Shapes);
    assert_eq!(
        names(&c),
        [
            "EB112",
            "EB112L",
            "Wedge",
            "Conn311",
            "EJ4",
            "NotLunch",
            "JosekiLadder"
        ]
    );
    let eb = &c.checked.patterns[0];
    assert_eq!(eb.classes, "ed");
    assert_eq!(eb.transforms.len(), 8);
    // 4x5 diagram less two `?` that are not corners, plus one bottom-edge element.
    assert_eq!(eb.elements.len(), 19);
    assert_eq!(
        c.checked.patterns[2].helper.as_deref(),
        Some("wedge_helper")
    );
    let jl = &c.checked.patterns[6];
    assert_eq!(jl.classes, "sjC");
    assert_eq!(jl.values, vec![("shape".to_string(), 3.0)]);
    assert_eq!(jl.labels.len(), 4);
    let caps: Vec<&str> = c.checked.caps().iter().map(|c| c.trait_name()).collect();
    assert_eq!(
        caps,
        ["ReadingHelpers", "DragonHelpers", "MoveReasonActions"]
    );
    let code = pattern_compiler::codegen::expand(
        &quote::format_ident!("shapes"),
        &c.checked,
        &c.dfa,
        None,
    )
    .to_string();
    // Constraints are template functions shared by the patterns with the same expression.
    assert!(code.contains("fn template_0"), "constraint template");
    assert!(
        code.contains("ah_oplay_attack_either (h , o , & [l_star , l_a] , l_a , l_B)"),
        "{code}"
    );
    assert!(code.contains("ah_antisuji (h , o , l_a)"));
}

#[test]
fn edge_patterns_written_on_different_sides_are_the_same_pattern() {
    let c = load("manual_shapes.db", DbKind::Shapes);
    let norm = |i: usize| {
        let p = &c.checked.patterns[i];
        let mut forms: Vec<Vec<(i32, i32, u8)>> = (0..8)
            .map(|t| {
                let mut v: Vec<(i32, i32, u8)> = p
                    .elements
                    .iter()
                    .filter(|e| e.mask != 8 && e.mask != 7) // edges and `?` corners differ
                    .map(|e| {
                        let (r, c) = pattern_compiler::validate::transform(t, (e.dr, e.dc));
                        (r, c, e.mask)
                    })
                    .collect();
                let (mr, mc) = (
                    v.iter().map(|x| x.0).min().unwrap(),
                    v.iter().map(|x| x.1).min().unwrap(),
                );
                v.iter_mut().for_each(|x| {
                    x.0 -= mr;
                    x.1 -= mc
                });
                v.sort();
                v
            })
            .collect();
        forms.sort();
        forms
    };
    assert_eq!(norm(0), norm(1));
}

#[test]
fn manual_connection_examples_and_symmetry() {
    let c = load("manual_conn.db", DbKind::Connections);
    assert_eq!(names(&c), ["CC204", "CC205", "CB11"]);
    // `+` leaves two distinct orientations of O.O (vertical, horizontal), `\` four.
    assert_eq!(c.checked.patterns[0].transforms.len(), 2);
    assert_eq!(c.checked.patterns[1].transforms.len(), 4);
    assert_eq!(c.checked.patterns[2].marks.len(), 2);
}

#[test]
fn manual_influence_examples() {
    let c = load("manual_barriers.db", DbKind::Barriers);
    assert_eq!(names(&c), ["Nonterritory56", "Intrusion1"]);
    assert!(matches!(
        c.checked.patterns[1].action,
        Some(pattern_compiler::ast::Action::Return(_))
    ));
}

#[test]
fn manual_monte_carlo_examples() {
    let c = load("manual_mc.db", DbKind::MonteCarlo);
    assert_eq!(c.checked.patterns.len(), 6);
    let last = &c.checked.patterns[5];
    assert_eq!(last.mc.len(), 3);
    assert_eq!(last.mc[0].value, 10);
    assert_eq!(last.mc[0].ocap, (1, 1));
    assert_eq!(last.mc[0].flags, 1 << 2);
    assert_eq!(last.mc[2].ocap, (3, u8::MAX));
    assert_eq!(c.checked.patterns[4].mc[0].flags, 1 | 1 << 2 | 1 << 4);
}

#[test]
fn manual_eye_examples() {
    let c = load("manual_eyes.db", DbKind::Eyes);
    let e = &c.checked.eyes;
    assert_eq!(e.len(), 4);
    assert_eq!(e[0].value, [0, 1, 1, 1]);
    assert_eq!(
        e[0].vertices,
        vec![
            (0, 1, 'x'),
            (1, 0, 'x'),
            (1, 1, 'X'),
            (1, 2, '.'),
            (1, 3, '!')
        ]
    );
    assert_eq!(e[1].value, [1, 1, 2, 2]);
    assert_eq!(e[3].value, [1, 1, 1, 1]);
}
