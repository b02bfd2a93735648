//! Diagnostics beyond the trybuild suite: each snippet yields exactly these messages.

use pattern_compiler::diag::SourceLines;
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

/// One bad source per error class of the compiler (parse, diagrams, colon lines, constraint
/// diagrams, expressions, Monte Carlo, eyes, joseki), with the message each must produce.
const CLASSES: &[(DbKind, &str, &str)] = &[
    // Lines and structure.
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n?X{O\n\n:8,-\n",
        "unexpected character `{`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;lib(*) >\n",
        "syntax error",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\ngoal_elements X\n",
        "header line `goal_elements` after the first pattern",
    ),
    (DbKind::Shapes, "O*.\n", "diagram line outside a pattern"),
    (
        DbKind::Shapes,
        ":8,-\n",
        "colon line must follow a pattern diagram",
    ),
    (
        DbKind::Shapes,
        ";lib(a)\n",
        "constraint or action line outside",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;xlib(*)>1\n>antisuji(*)\n;xlib(*)>2\n",
        "has a second constraint block",
    ),
    (
        DbKind::Shapes,
        "goal_elements XZ\n\nPattern A\n\nO*.\n\n:8,-\n",
        "lists unknown element `Z`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nPattern A\n\nX*.\n\n:8,-\n",
        "duplicate pattern name",
    ),
    (DbKind::Shapes, "Pattern A\n\n:8,-\n", "has no diagram"),
    (
        DbKind::Shapes,
        "Pattern A\n\n-----\n\n:8,-\n",
        "has no rows besides its edge",
    ),
    // Diagrams.
    (
        DbKind::Shapes,
        "Pattern A\n\nO*..\n?XO\n\n:8,-\n",
        "ragged diagram",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\n|O*.\n.XO.\n\n:8,-\n",
        "expected the edge `|`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*|.\n\n:8,-\n",
        "edge `|` drawn inside",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\n+---\n|O*\n\n:8,-\n",
        "the edge row has 4 cells",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\n----\n|O*.\n\n:8,-\n",
        "expected a corner `+`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\n+---\nO*..\n\n:8,-\n",
        "corner `+` where no vertical edge",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*Q\n\n:8,-\n",
        "unknown symbol `Q`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*%\n\n:8,-\n",
        "symbol `%` is not allowed",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO**\n\n:8,-\n",
        "at most one move",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO..\n\n:8,-\n",
        "needs a move `*`",
    ),
    (
        DbKind::Barriers,
        "Pattern A\n\nZZ\n\n:8,-\n",
        "has no elements",
    ),
    // Colon lines.
    (DbKind::Shapes, "Pattern A\n\nO*.\n", "has no colon line"),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n:8,-\n",
        "more than one colon line",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:7,-\n",
        "unknown symmetry `7`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:|,-\n",
        "is declared with symmetry `|`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,c!\n",
        "unknown class `!`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-,shap(2)\n",
        "unknown value `shap`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-,value(x)\n",
        "`value` needs a number",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-,wedge_helper\n",
        "helper `wedge_helper` is not declared",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-,a b,value(1)\n",
        "unexpected `a b` on the colon line",
    ),
    // Constraint diagrams.
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n?XO\n\n:8,-\n\nO*a\n\n;xlib(a)>1\n",
        "the constraint diagram has 1 rows",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nO*ab\n\n;xlib(a)>1\n",
        "constraint diagram row has 4 cells",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nX*a\n\n;xlib(a)>1\n",
        "differs from the pattern here",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nO*t\n\n;xlib(t)>1\n",
        "`t` cannot be used as a label",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\na*a\n\n;xlib(a)>1\n",
        "label `a` marks both",
    ),
    // Expressions.
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;-status(B)\n",
        "a status cannot be used",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;antisuji(*) + 1\n",
        "is an action macro",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;B\n",
        "label `B` is a point",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;xlib > 1\n",
        "must be called with arguments",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;DAED\n",
        "unknown name `DAED`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;status(B) == 1\n",
        "cannot compare a status",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;lib(B) ? status(B) : 1\n",
        "the branches of `?:`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;oplay_atack(*)\n",
        "unknown autohelper `oplay_atack`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;xlib(*, *)\n",
        "`xlib` takes 1 argument",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;oplay_attack(?,B)\n",
        "not as its first move",
    ),
    (
        DbKind::Connections,
        "Pattern A\n\nO..\n\n:8,-\n\n;xlib(*)\n",
        "the pattern has no move `*`",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;lib(*)\n",
        "`*` is the (empty) move point",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;lib(a)\n",
        "the pattern has no constraint diagram",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*a\n\n;lib(c)\n",
        "label `c` is not in the constraint diagram",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*a\n\n;lib(a)\n",
        "label `a` is on an empty point",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n;xlib(1)\n",
        "argument 1 of `xlib` must be a label",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n;status(B)\n",
        "a constraint must be a condition",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\nB*.\n\n>return status(B)\n",
        "`return` needs a condition",
    ),
    (
        DbKind::Shapes,
        "Pattern A\n\nO*.\n\n:8,-\n\n>1\n",
        "an action statement must be an autohelper call",
    ),
    // Monte Carlo.
    (DbKind::MonteCarlo, "OOO\nO*O\n\n:10\n", "exactly 3x3"),
    (
        DbKind::MonteCarlo,
        "*OO\nOOO\nOOO\n\n:10\n",
        "its move `*` at the centre",
    ),
    (
        DbKind::MonteCarlo,
        "OOO\nO*O\nOOO\n\n:x\n",
        "starts with a move value",
    ),
    (
        DbKind::MonteCarlo,
        "OOO\nO*O\nOOO\n\n:10,nera\n",
        "unknown Monte Carlo property `nera`",
    ),
    // Eyes.
    (DbKind::Eyes, "Pattern E\n\n:1122\n", "has no vertices"),
    (
        DbKind::Eyes,
        "Pattern E\n\n..\n\n:2211\n",
        "must not decrease",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n..\n\n:3,1\n",
        "expected `:max,min`",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n..\n\n:12\n",
        "expected an eye value like",
    ),
    (DbKind::Eyes, "Pattern E\n\n..\n", "has no colon line"),
    (
        DbKind::Eyes,
        "Pattern E\n\n..\n\n:1122\n:1122\n",
        "an eye shape has one colon line",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n.................................\n\n:1122\n",
        "the matcher takes at most",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n.. .\n\n:1122\n",
        "is not connected",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n@..\n\n:1122\n",
        "its vital points are not",
    ),
    (
        DbKind::Eyes,
        "Pattern E\n\n...\n\n:1122\n\nPattern F\n\n..\n .\n\n:1122\n",
        "has the same graph",
    ),
    // Joseki.
    (
        DbKind::Joseki,
        "Pattern J\n\n+----\n|.x..\n|.X*.\n\n:8,J\n",
        "`x` is not allowed in a joseki pattern",
    ),
    (
        DbKind::Joseki,
        "Pattern J\n\n+----\n|.X*.\n\n:8,J,value(3)\n",
        "`value` is not allowed in a joseki pattern",
    ),
    (
        DbKind::Joseki,
        "Pattern J\n\n|.X*.\n\n:8,J\n",
        "must be drawn in a corner",
    ),
];

/// The line of `rendered` after the source line `line` (as `N | text`): its underline.
fn underline_of<'a>(rendered: &'a str, line: u32, text: &str) -> Option<(usize, &'a str)> {
    let lines: Vec<&str> = rendered.lines().collect();
    let i = lines.iter().position(|l| {
        l.trim_start().starts_with(&format!("{line} |")) && l.trim_end().ends_with(text.trim_end())
    })?;
    let bar = lines[i].find('|')?;
    Some((bar + 2, lines.get(i + 1)?))
}

#[test]
fn every_error_class_shows_its_line_a_caret_and_a_hint_where_one_helps() {
    let mut without_hint = Vec::new();
    for &(kind, text, want) in CLASSES {
        let diags = check("t.db", kind, text).expect_err(want);
        let d = diags
            .iter()
            .find(|d| d.message.contains(want))
            .unwrap_or_else(|| panic!("no `{want}` among {diags:?}"));
        let lines = SourceLines::new(text);
        let source = lines
            .line(d.pos.line)
            .expect("the error is on a line of the source");
        let rendered = d.render(&lines, false);
        assert!(rendered.starts_with(&format!("error: {d}")), "{rendered}");
        // The source line, and under it a caret at the error's column, `^` as wide as the
        // offending text.
        let (at, underline) = underline_of(&rendered, d.pos.line, source)
            .unwrap_or_else(|| panic!("source line {} not shown:\n{rendered}", d.pos.line));
        let col = at + d.pos.col as usize - 1;
        assert_eq!(
            underline.get(col..col + 1),
            Some("^"),
            "caret under column {}:\n{rendered}",
            d.pos.col
        );
        let width = underline[col..].chars().take_while(|&c| c == '^').count();
        if d.end.line == d.pos.line {
            let avail = source.chars().count() + 1 - d.pos.col as usize;
            assert_eq!(
                width,
                ((d.end.col - d.pos.col) as usize).min(avail).max(1),
                "{rendered}"
            );
        }
        if let Some((name, at)) = &d.pattern {
            if at.line < d.pos.line {
                assert!(
                    rendered.contains(&format!("in pattern `{name}`")),
                    "{rendered}"
                );
            }
        }
        match &d.hint {
            Some(h) => assert!(rendered.ends_with(&format!("= help: {h}")), "{rendered}"),
            None => without_hint.push(d.message.clone()),
        }
    }
    // Where the message says it all there is no hint; these are the only ones.
    assert_eq!(
        without_hint,
        [
            "syntax error: expected an expression",
            "pattern `A` has no elements",
            "`value` needs a number, as in `value(3)`",
            "helper `wedge_helper` is not declared (declared: none); list it in `helpers = [...]` of the database's `pattern_db!` (check-patterns: `--helpers`)",
            "a status cannot be used with `-` (compare it with ALIVE, DEAD, CRITICAL or UNKNOWN)",
            "the branches of `?:` have different types (status and integer)",
            "`?` (tenuki) is only allowed in the move sequence of `oplay_attack`, and not as its first move",
            "eye shape `E` has no vertices",
            "expected `:max,min` with 0 <= min <= max <= 2",
            "expected an eye value like `:1122` or `:2,1`, found `12`",
            "eye shape `E` has 33 vertices; the matcher takes at most 32",
        ]
    );
}

#[test]
fn hints_name_the_nearest_autohelper_the_labels_and_the_symmetry() {
    let hint = |kind, text: &str| -> Vec<Option<String>> {
        check("t.db", kind, text)
            .unwrap_err()
            .into_iter()
            .map(|d| d.hint)
            .collect()
    };
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        hint(
            DbKind::Shapes,
            "Pattern A\n\nO*.\n\n:8,-\n\nB*a\n\n;oplay_atack(*,a,B) && xlib(c) > 1 && DAED\n"
        ),
        [
            some("did you mean `oplay_attack`?"),
            some("the constraint diagram defines `B`, `a`"),
            some("did you mean `DEAD`?"),
        ]
    );
    assert_eq!(
        hint(DbKind::Shapes, "Pattern A\n\n.O.\n.*.\n\n:-,-\n"),
        [some("the diagram's symmetry is `|`")]
    );
    assert_eq!(
        hint(DbKind::Shapes, "Pattern A\n\n.O.\nO*O\n.O.\n\n:8x,-\n"),
        [some("the diagram's symmetry is `+` or `X`")]
    );
    assert_eq!(
        hint(DbKind::Shapes, "Pattern A\n\nOX\n*.\n\n:+,-,shap(1)\n"),
        [
            some("the diagram has no symmetry: declare `8`"),
            some("did you mean `shape`?"),
        ]
    );
    assert_eq!(
        check_declared(
            "t.db",
            DbKind::Shapes,
            "Pattern A\n\nO*.\n\n:8,-,wedge_helpr\n",
            &["wedge_helper", "cut_helper"]
        )
        .unwrap_err()[0]
            .hint,
        some("did you mean `wedge_helper`?")
    );
}
