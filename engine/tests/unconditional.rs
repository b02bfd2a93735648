//! Unconditional status around two-stone potential sekis. The expected answers are GNU Go
//! 3.8's on the same hand-made positions (probed as a black box over GTP).

use engine::unconditional::{compute_unconditional_status, UncondStatus};
use engine::{Board, Color, Point};

fn statuses(rows: &[&str], points: &[&str]) -> Vec<UncondStatus> {
    let mut b = Board::from_rows(rows);
    let st = compute_unconditional_status(&mut b);
    points
        .iter()
        .map(|s| st[Point::parse_vertex(s, b.size()).unwrap().idx()])
        .collect()
}

use UncondStatus::{Alive, BlackTerritory, Dead, Undecided};

/// The white corner group shares five liberties with the black pair C8-C7 inside it: a
/// seki, not dead white stones in black territory.
#[test]
fn pair_with_five_liberties_is_a_potential_seki() {
    let rows = [
        "OO.OOX.X.",
        "O.XOOXXXX",
        "O.X.OXXXX",
        "OO.OOXX.X",
        "OOOOOXXXX",
        "XXXXXXXXX",
        "XXXXXXXXX",
        "X.XXXXXXX",
        "XXXX.XXXX",
    ];
    let got = statuses(&rows, &["A9", "C8", "C9", "D7", "F9", "G9"]);
    assert_eq!(
        got,
        [
            Undecided,
            Undecided,
            Undecided,
            Undecided,
            Alive,
            BlackTerritory
        ]
    );
}

/// Four liberties, the ends of the pair and one side point of each stone on opposite
/// sides: still a potential seki.
#[test]
fn pair_with_crossed_liberties_is_a_potential_seki() {
    let rows = [
        "OO.OOX.X.",
        "O.XOOXXXX",
        "OOX.OXXXX",
        "OO.OOXX.X",
        "OOOOOXXXX",
        "XXXXXXXXX",
        "XXXXXXXXX",
        "X.XXXXXXX",
        "XXXX.XXXX",
    ];
    let got = statuses(&rows, &["A9", "C8", "B8"]);
    assert_eq!(got, [Undecided, Undecided, Undecided]);
}

/// Both side liberties at the upper stone: filling three liberties leaves a crossed five
/// (a killing shape), so the white group is dead and the pair lives by its territory.
#[test]
fn pair_with_a_killing_shape_leaves_white_dead() {
    let rows = [
        "OO.OOX.X.",
        "O.X.OXXXX",
        "OOXOOXXXX",
        "OO.OOXX.X",
        "OOOOOXXXX",
        "XXXXXXXXX",
        "XXXXXXXXX",
        "X.XXXXXXX",
        "XXXX.XXXX",
    ];
    let got = statuses(&rows, &["A9", "C8", "C9", "B8"]);
    assert_eq!(got, [Dead, Alive, BlackTerritory, BlackTerritory]);
}

/// The stones around the pair form two white strings, each capturable on its own by the
/// pair's owner: dead, as GNU Go says.
#[test]
fn pair_next_to_two_white_strings_leaves_them_dead() {
    let rows = [
        "X.XX.XXXX",
        "XXXXXXOOO",
        "XXXXXXO.O",
        "XXXXXXOX.",
        "XXXXXO.X.",
        "XXXXXOO.O",
        "XXXXXXOOO",
        "XXXXXXXXX",
        "X.XXXXX.X",
    ];
    let got = statuses(&rows, &["G8", "F4", "H6", "H7"]);
    assert_eq!(got, [Dead, Dead, Alive, BlackTerritory]);
}

/// No stone invincible for its owner is reported dead, whatever the order of the colours.
#[test]
fn invincible_stones_are_never_dead() {
    let rows = [
        "OO.OOX.X.",
        "O.XOOXXXX",
        "O.X.OXXXX",
        "OO.OOXX.X",
        "OOOOOXXXX",
        "XXXXXXXXX",
        "XXXXXXXXX",
        "X.XXXXXXX",
        "XXXX.XXXX",
    ];
    let mut b = Board::from_rows(&rows);
    let st = compute_unconditional_status(&mut b);
    for p in b.points() {
        if b.color(p) == Color::Black && st[p.idx()] == Dead {
            panic!("black stone {p:?} reported dead");
        }
    }
}

/// With no invincible string anywhere there is no territory either, even where one side
/// could capture everything of the other (GNU Go: all four points undecided).
#[test]
fn no_territory_without_invincible_strings() {
    let got = statuses(&[".O", "X."], &["A1", "A2", "B1", "B2"]);
    assert_eq!(got, [Undecided; 4]);
}

/// The pair D6-D5 inside three white strings: the one holding both side points of D5
/// (C5, E5), the lower end D4 and E6 has four of the pair's liberties, so black cannot win
/// a liberty race against it: a potential seki, everything around stays undecided.
#[test]
fn pair_inside_several_strings_one_holding_four_liberties_is_a_potential_seki() {
    let rows = [
        "XXXXXXXXX",
        "XXOOOXXXX",
        "XXO.OXXXX",
        "XO.X.OXX.",
        "XO.X.OXXX",
        "XXO.OOXXX",
        "XXOOOXXXX",
        "XXXXXXXXX",
        ".X.X.X.X.",
    ];
    let got = statuses(&rows, &["C8", "B6", "C4", "D6", "D7", "C5", "D3"]);
    assert_eq!(got, [Undecided; 7]);
}

/// Four white strings around the pair, none with more than three of its liberties: black
/// can capture them one by one, so they are dead in black's territory.
#[test]
fn pair_inside_four_small_strings_leaves_them_dead() {
    let rows = [
        "XXXXXXXXX",
        "XXOOOXXXX",
        "XXO.OXXXX",
        "XO.X.OXX.",
        "XO.X.OXXX",
        "XXO.OXXXX",
        "XXOOOXXXX",
        "XXXXXXXXX",
        ".X.X.X.X.",
    ];
    let got = statuses(&rows, &["C8", "B6", "F6", "C3", "D6", "D7", "C5"]);
    assert_eq!(
        got,
        [
            Dead,
            Dead,
            Dead,
            Dead,
            Alive,
            BlackTerritory,
            BlackTerritory
        ]
    );
}

/// A white string holds four of the pair's five liberties, both side points of D5
/// among them, but the upper end D7 is also a liberty of the black wall (C7): white fills
/// it before the pair is judged, the pair has lost an end, and there is no potential seki
/// (GNU Go: white dead).
#[test]
fn end_filled_by_the_territory_fill_is_no_seki() {
    let rows = [
        "XXXXXXXXX",
        "XXOOOXXXX",
        "XXX.OXXXX",
        "XOOX.OXX.",
        "XO.X.OXXX",
        "XOO.OOXXX",
        "XXOOOXXXX",
        "XXXXXXXXX",
        ".X.X.X.X.",
    ];
    let got = statuses(&rows, &["B6", "C3", "D6", "C5", "D7"]);
    assert_eq!(got, [Dead, Dead, Alive, BlackTerritory, BlackTerritory]);
}

/// The potential seki is judged after white has filled the liberties of the invincible
/// black strings: the scattered white stones become the strings of the seki above.
#[test]
fn potential_seki_is_judged_after_the_fill() {
    let rows = [
        "XXXXXXXXX",
        "XX.OOXXXX",
        "XXO..XXXX",
        "XO.X..XX.",
        "X..X.OXXX",
        "XXO.OOXXX",
        "XXO.OXXXX",
        "XXXXXXXXX",
        ".X.X.X.X.",
    ];
    let got = statuses(&rows, &["C8", "B5", "D6", "E7", "D3", "C3"]);
    assert_eq!(got, [Undecided; 6]);
}

/// White's A9-A8 falls to black B9 and B8; white's fill then connects B8 to the black
/// stone A7 at A8 before it would self-atari at A9, so the corner is no territory.
#[test]
fn fill_prefers_connections_to_self_ataris() {
    let rows = [
        "O..OOO.XX",
        "O.OX.OXXX",
        "XOOOOOOXX",
        "..O.XXOX.",
        ".X.OO.OXX",
        "OXOOOOOXX",
        "O.OO.X.XX",
        "XXXXXXXXX",
        ".X.X.X.X.",
    ];
    let got = statuses(&rows, &["A9", "B9", "C9", "B8", "D9", "E8"]);
    assert_eq!(
        got,
        [
            Undecided,
            Undecided,
            Undecided,
            Undecided,
            Alive,
            UncondStatus::WhiteTerritory
        ]
    );
}
