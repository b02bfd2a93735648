//! Unconditional status around two-stone potential sekis. The expected answers are GNU Go
//! 3.8's on the same hand-made positions (probed as a black box over GTP).

use engine::unconditional::{compute_unconditional_status, UncondStatus};
use engine::{Board, Color, Point};

fn board(rows: &[&str]) -> Board {
    let size = rows.len();
    let mut b = Board::new(size);
    let mut stones = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), size, "row {i} has the wrong length");
        for (j, ch) in row.chars().enumerate() {
            let c = match ch {
                'X' => Color::Black,
                'O' => Color::White,
                _ => continue,
            };
            stones.push((c, Point::new(i, j)));
        }
    }
    b.setup_stones(&stones);
    b
}

fn statuses(rows: &[&str], points: &[&str]) -> Vec<UncondStatus> {
    let mut b = board(rows);
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
    let mut b = board(&rows);
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
