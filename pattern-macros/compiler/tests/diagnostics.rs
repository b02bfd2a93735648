//! Diagnostics beyond the trybuild suite: each snippet yields exactly these messages.

use pattern_compiler::{check, check_declared, DbKind};

fn errors(kind: DbKind, text: &str) -> Vec<String> {
    match check("t.db", kind, text) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn expression_errors() {
    let e = errors(
        DbKind::Shapes,
        "Pattern A\n\nO*.\n?XO\n\n:8,-\n\nO*a\n?BO\n\n;xplay_attack(?,a,B) && antisuji(a)\n;&& -status(B) && a\n",
    );
    assert_eq!(
        e,
        [
            "t.db:11:15: `?` (tenuki) is only allowed in the move sequence of `xplay_attack`, and not as its first move",
            "t.db:11:25: `antisuji` is an action macro; it can only be used on an action (`>`) line",
            "t.db:12:6: a status cannot be used with `-` (compare it with ALIVE, DEAD, CRITICAL or UNKNOWN)",
            "t.db:12:19: label `a` is a point, not a value; pass it to an autohelper",
        ]
    );
}

#[test]
fn pattern_errors() {
    let e = errors(
        DbKind::Shapes,
        "Pattern A\n\nO*.\n?XO\n\n:|,-\n\nPattern B\n\nX*.\n\n:8,-,bogus(3),shape(x)\n\nX*t\n\n;lib(t)\n",
    );
    assert_eq!(
        e,
        [
            "t.db:6:2: pattern `A` is declared with symmetry `|` but its diagram does not have it",
            "t.db:12:6: unknown value `bogus` (expected one of terri, minterri, maxterri, value, minvalue, maxvalue, shape, followup)",
            "t.db:12:15: `shape` needs a number, as in `shape(3)`",
            // `lib(t)` is not reported: the constraint diagram is already wrong.
            "t.db:14:3: `t` cannot be used as a label",
        ]
    );
}

#[test]
fn monte_carlo_and_eye_errors() {
    let e = errors(
        DbKind::MonteCarlo,
        "OOO\nO*O\n\n:10,osafe,sometimes\n\n.*.\n...\n...\n:x\n",
    );
    assert_eq!(
        e,
        [
            "t.db:1:1: Monte Carlo patterns are exactly 3x3 (edges included); this one is 2x3",
            "t.db:4:11: unknown Monte Carlo property `sometimes`",
            "t.db:6:1: a Monte Carlo pattern has its move `*` at the centre",
            "t.db:9:2: a Monte Carlo colon line starts with a move value, not `x`",
        ]
    );
    let e = errors(
        DbKind::Eyes,
        "Pattern 1\n\n.!.\n\n:1102\n\nPattern 2\n\n..\n\n:3,1\n",
    );
    assert_eq!(
        e,
        [
            "t.db:5:2: eye value `1102` must not decrease from left to right",
            "t.db:11:2: expected `:max,min` with 0 <= min <= max <= 2",
        ]
    );
}

#[test]
fn structure_errors() {
    let e = errors(
        DbKind::Shapes,
        "?X?\n\nPattern A\n\nO*.\n\n:8,-\ngoal_elements X\n\nPattern B\n\n.*.\n\n",
    );
    assert_eq!(
        e,
        [
            "t.db:1:1: diagram line outside a pattern (missing `Pattern NAME` line?)",
            "t.db:8:1: header line `goal_elements` after the first pattern",
            "t.db:10:9: pattern `B` has no colon line",
        ]
    );
}

#[test]
fn colon_line_helpers_must_be_declared() {
    let text = "Pattern A\n\nO*.\n?XO\n\n:8,C,wedge_helper\n\nPattern B\n\nX*.\n\n:8,-,shape(2),cut_helper\n\nPattern C\n\nX*O\n\n:8,-,NULL\n";
    // Nothing declared: both helpers are reported, each at its colon-line item.
    assert_eq!(
        errors(DbKind::Shapes, text),
        [
            "t.db:6:6: helper `wedge_helper` is not declared (declared: none); list it in `helpers = [...]` of the database's `pattern_db!` (check-patterns: `--helpers`)",
            "t.db:12:15: helper `cut_helper` is not declared (declared: none); list it in `helpers = [...]` of the database's `pattern_db!` (check-patterns: `--helpers`)",
        ]
    );
    let e: Vec<String> = match check_declared(
        "t.db",
        DbKind::Shapes,
        text,
        &["wedge_helper", "seki_helper"],
    ) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| d.to_string()).collect(),
    };
    assert_eq!(
        e,
        ["t.db:12:15: helper `cut_helper` is not declared (declared: wedge_helper, seki_helper); list it in `helpers = [...]` of the database's `pattern_db!` (check-patterns: `--helpers`)"]
    );
    let c = check_declared(
        "t.db",
        DbKind::Shapes,
        text,
        &["wedge_helper", "cut_helper"],
    )
    .unwrap();
    let helpers: Vec<Option<&str>> = c.patterns.iter().map(|p| p.helper.as_deref()).collect();
    assert_eq!(helpers, [Some("wedge_helper"), Some("cut_helper"), None]);
}

#[test]
fn joseki_patterns_are_corner_patterns() {
    let e = errors(
        DbKind::Joseki,
        "Pattern A\n\n+----\n|.o..\n|.X*?\n\n:8,J,terri(2),shape(1)\n\nPattern B\n\n-----\n..X*.\n\n:8,J\n\nPattern C\n\n|..X\n|.*O\n\n:8,J\n",
    );
    assert_eq!(
        e,
        [
            "t.db:4:3: `o` is not allowed in a joseki pattern: the corner matcher (9.18) takes only `O`, `X`, `.` and the move `*`",
            "t.db:5:5: `?` is not allowed in a joseki pattern: the corner matcher (9.18) takes only `O`, `X`, `.` and the move `*`",
            "t.db:7:6: `terri` is not allowed in a joseki pattern: the corner matcher (9.18) supports only `shape(x)`",
            "t.db:11:1: joseki pattern `B` must be drawn in a corner (one horizontal and one vertical edge): the corner matcher (9.18) matches only there",
            "t.db:18:1: joseki pattern `C` must be drawn in a corner (one horizontal and one vertical edge): the corner matcher (9.18) matches only there",
        ]
    );
}
