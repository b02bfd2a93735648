//! The one table of autohelper signatures (manual 9.6, 9.7, 13.12): name, arguments, result
//! type and the engine capability (trait) that answers it. The checker validates calls against
//! it and the code generator emits `h.name(o, args..)` calls on the capability trait, so the
//! Rust compiler checks every call a second time.

/// Result type of an autohelper or of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Bool,
    Int,
    Float,
    /// A dragon matcher status (`ALIVE`, `DEAD`, `CRITICAL`, `UNKNOWN`).
    Status,
    /// Action macros: no value, only allowed as an action statement.
    Unit,
}

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Bool => "boolean",
            Ty::Int => "integer",
            Ty::Float => "number",
            Ty::Status => "status",
            Ty::Unit => "action (no value)",
        }
    }

    pub fn with_article(self) -> String {
        let n = self.name();
        if n.starts_with(['a', 'e', 'i', 'o', 'u']) {
            format!("an {n}")
        } else {
            format!("a {n}")
        }
    }

    pub fn is_numeric(self) -> bool {
        matches!(self, Ty::Bool | Ty::Int | Ty::Float)
    }
}

/// What a label argument must be placed on in the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A stone (worm or dragon): `X`, `O` (or `x`, `o`, `?`, which may hold one).
    Stone,
    /// An empty intersection: `.`, `*`, `!`, `,` (or `x`, `o`, `?`).
    Empty,
    /// Any on-board point.
    Any,
}

impl ArgKind {
    pub fn describe(self) -> &'static str {
        match self {
            ArgKind::Stone => "a stone (X or O)",
            ArgKind::Empty => "an empty point",
            ArgKind::Any => "a point",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Fixed(&'static [ArgKind]),
    /// One or more points (`o_somewhere(a, b, ...)`).
    AtLeastOne(ArgKind),
    /// A move sequence (alternating colours, `?` = tenuki except first) then `targets` points.
    Play {
        targets: usize,
    },
}

impl Arity {
    pub fn describe(self) -> String {
        match self {
            Arity::Fixed(a) if a.len() == 1 => "1 argument".to_string(),
            Arity::Fixed(a) => format!("{} arguments", a.len()),
            Arity::AtLeastOne(_) => "at least 1 argument".to_string(),
            Arity::Play { targets } => format!(
                "at least {} arguments (moves, then {targets} target{})",
                targets + 1,
                if targets == 1 { "" } else { "s" }
            ),
        }
    }
}

impl Autohelper {
    /// What the helper takes, in the pattern language's terms (for hints):
    /// "`lib(a)`: a stone (X or O)".
    pub fn usage(&self) -> String {
        let name = self.name;
        match self.arity {
            Arity::Fixed(args) => {
                let letters = ["a", "b", "c", "d", "e"];
                let params: Vec<&str> = letters.iter().copied().take(args.len()).collect();
                let kinds: Vec<String> = args
                    .iter()
                    .zip(&params)
                    .map(|(k, p)| format!("{p} is {}", k.describe()))
                    .collect();
                format!("`{name}({})`: {}", params.join(", "), kinds.join(", "))
            }
            Arity::AtLeastOne(k) => format!("`{name}(a, ...)`: each is {}", k.describe()),
            Arity::Play { targets } => format!(
                "`{name}(moves..., targets...)`: the moves in turn (`*` first, `?` to pass one \
                 later), then {targets} target{}",
                if targets == 1 { "" } else { "s" }
            ),
        }
    }
}

/// The engine module (trait in `engine::patterns::autohelper`) that answers a helper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Capability {
    Board,
    Worms,
    Reading,
    Connection,
    Dragons,
    Eyes,
    Influence,
    Owl,
    MoveReasons,
}

impl Capability {
    /// Name of the trait in `engine::patterns::autohelper`.
    pub fn trait_name(self) -> &'static str {
        match self {
            Capability::Board => "BoardHelpers",
            Capability::Worms => "WormHelpers",
            Capability::Reading => "ReadingHelpers",
            Capability::Connection => "ConnectionHelpers",
            Capability::Dragons => "DragonHelpers",
            Capability::Eyes => "EyeHelpers",
            Capability::Influence => "InfluenceHelpers",
            Capability::Owl => "OwlHelpers",
            Capability::MoveReasons => "MoveReasonActions",
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Autohelper {
    pub name: &'static str,
    pub arity: Arity,
    pub ret: Ty,
    pub cap: Capability,
}

use ArgKind::{Any, Empty, Stone};
use Capability::*;

const fn f(name: &'static str, args: &'static [ArgKind], ret: Ty, cap: Capability) -> Autohelper {
    Autohelper {
        name,
        arity: Arity::Fixed(args),
        ret,
        cap,
    }
}
const fn play(name: &'static str, targets: usize, ret: Ty, cap: Capability) -> Autohelper {
    Autohelper {
        name,
        arity: Arity::Play { targets },
        ret,
        cap,
    }
}
const fn var(name: &'static str, kind: ArgKind, ret: Ty, cap: Capability) -> Autohelper {
    Autohelper {
        name,
        arity: Arity::AtLeastOne(kind),
        ret,
        cap,
    }
}

/// Every autohelper function and action macro the language knows.
pub const AUTOHELPERS: &[Autohelper] = &[
    // Board: answered from the board alone.
    f("lib", &[Stone], Ty::Int, Board),
    f("xlib", &[Empty], Ty::Int, Board),
    f("olib", &[Empty], Ty::Int, Board),
    f("legal_xmove", &[Empty], Ty::Bool, Board),
    f("legal_omove", &[Empty], Ty::Bool, Board),
    var("o_somewhere", Any, Ty::Bool, Board),
    var("x_somewhere", Any, Ty::Bool, Board),
    f("same_worm", &[Stone, Stone], Ty::Bool, Board),
    f("wormsize", &[Stone], Ty::Int, Board),
    f("ko", &[Any], Ty::Bool, Board),
    // Worm data (chapter 7).
    f("lib2", &[Stone], Ty::Int, Worms),
    f("lib3", &[Stone], Ty::Int, Worms),
    f("lib4", &[Stone], Ty::Int, Worms),
    f("potential_cutstone", &[Stone], Ty::Bool, Worms),
    f("vital_chain", &[Stone], Ty::Bool, Worms),
    f("remove_attack", &[Stone], Ty::Unit, Worms),
    // Tactical reading (chapter 11).
    f("attack", &[Stone], Ty::Int, Reading),
    f("defend", &[Stone], Ty::Int, Reading),
    f("safe_xmove", &[Empty], Ty::Bool, Reading),
    f("safe_omove", &[Empty], Ty::Bool, Reading),
    f("does_attack", &[Empty, Stone], Ty::Bool, Reading),
    f("does_defend", &[Empty, Stone], Ty::Bool, Reading),
    f("odefend_against", &[Empty, Empty], Ty::Bool, Reading),
    f("xdefend_against", &[Empty, Empty], Ty::Bool, Reading),
    f("seki_helper", &[Stone], Ty::Bool, Reading),
    play("xplay_attack", 1, Ty::Bool, Reading),
    play("oplay_attack", 1, Ty::Bool, Reading),
    play("xplay_defend", 1, Ty::Bool, Reading),
    play("oplay_defend", 1, Ty::Bool, Reading),
    play("xplay_attack_either", 2, Ty::Bool, Reading),
    play("oplay_attack_either", 2, Ty::Bool, Reading),
    play("xplay_defend_both", 2, Ty::Bool, Reading),
    play("oplay_defend_both", 2, Ty::Bool, Reading),
    // Connection reading (chapter 11.10).
    f("xcut", &[Empty], Ty::Bool, Connection),
    f("ocut", &[Empty], Ty::Bool, Connection),
    f("connect", &[Stone, Stone], Ty::Int, Connection),
    f("disconnect", &[Stone, Stone], Ty::Int, Connection),
    play("xplay_connect", 2, Ty::Bool, Connection),
    play("oplay_connect", 2, Ty::Bool, Connection),
    play("xplay_disconnect", 2, Ty::Bool, Connection),
    play("oplay_disconnect", 2, Ty::Bool, Connection),
    play("xplay_break_through", 3, Ty::Int, Connection),
    play("oplay_break_through", 3, Ty::Int, Connection),
    // Dragons (chapter 7).
    f("status", &[Stone], Ty::Status, Dragons),
    f("alive", &[Stone], Ty::Bool, Dragons),
    f("unknown", &[Stone], Ty::Bool, Dragons),
    f("critical", &[Stone], Ty::Bool, Dragons),
    f("dead", &[Stone], Ty::Bool, Dragons),
    f("genus", &[Stone], Ty::Int, Dragons),
    f("weak", &[Stone], Ty::Bool, Dragons),
    f("same_dragon", &[Stone, Stone], Ty::Bool, Dragons),
    f("dragonsize", &[Stone], Ty::Int, Dragons),
    f("area_stone", &[Any], Ty::Int, Dragons),
    f("area_space", &[Any], Ty::Int, Dragons),
    f("not_lunch", &[Stone, Stone], Ty::Unit, Dragons),
    f("amalgamate", &[Stone, Stone], Ty::Unit, Dragons),
    f(
        "amalgamate_most_valuable",
        &[Stone, Stone, Stone],
        Ty::Unit,
        Dragons,
    ),
    // Eye spaces (chapter 8).
    f("eye", &[Any], Ty::Bool, Eyes),
    f("proper_eye", &[Any], Ty::Bool, Eyes),
    f("marginal_eye", &[Any], Ty::Bool, Eyes),
    f("halfeye", &[Empty], Ty::Bool, Eyes),
    f("make_proper_eye", &[Any], Ty::Unit, Eyes),
    f("remove_halfeye", &[Any], Ty::Unit, Eyes),
    f("remove_eyepoint", &[Any], Ty::Unit, Eyes),
    // Influence (chapter 13).
    f("xarea", &[Any], Ty::Bool, Influence),
    f("oarea", &[Any], Ty::Bool, Influence),
    f("xmoyo", &[Any], Ty::Bool, Influence),
    f("omoyo", &[Any], Ty::Bool, Influence),
    f("xterri", &[Any], Ty::Bool, Influence),
    f("oterri", &[Any], Ty::Bool, Influence),
    f("non_oterritory", &[Any], Ty::Unit, Influence),
    f("non_xterritory", &[Any], Ty::Unit, Influence),
    // Owl (chapter 12).
    f("owl_topological_eye", &[Empty, Stone], Ty::Int, Owl),
    f("owl_escape_value", &[Any], Ty::Int, Owl),
    f("owl_goal_dragon", &[Stone], Ty::Bool, Owl),
    f("owl_eyespace", &[Any], Ty::Bool, Owl),
    f("owl_big_eyespace", &[Any], Ty::Bool, Owl),
    f("owl_proper_eye", &[Any], Ty::Bool, Owl),
    f("owl_strong_dragon", &[Stone], Ty::Bool, Owl),
    // Move reasons (chapter 6), action macros.
    f("antisuji", &[Empty], Ty::Unit, MoveReasons),
    f("replace", &[Empty, Empty], Ty::Unit, MoveReasons),
    f("prevent_attack_threat", &[Stone], Ty::Unit, MoveReasons),
    f("threaten_to_save", &[Stone], Ty::Unit, MoveReasons),
    f("defend_against_atari", &[Stone], Ty::Unit, MoveReasons),
    f("add_connect_move", &[Stone, Stone], Ty::Unit, MoveReasons),
    f("add_cut_move", &[Stone, Stone], Ty::Unit, MoveReasons),
    f(
        "add_attack_either_move",
        &[Stone, Stone],
        Ty::Unit,
        MoveReasons,
    ),
    f(
        "add_defend_both_move",
        &[Stone, Stone],
        Ty::Unit,
        MoveReasons,
    ),
];

/// Named constants usable in expressions (dragon statuses).
pub const STATUS_CONSTANTS: &[(&str, &str)] = &[
    ("ALIVE", "Alive"),
    ("DEAD", "Dead"),
    ("CRITICAL", "Critical"),
    ("UNKNOWN", "Unknown"),
];

pub fn lookup(name: &str) -> Option<&'static Autohelper> {
    AUTOHELPERS.iter().find(|a| a.name == name)
}

/// The Rust signature the engine trait must have for `a`, as documentation and for the
/// checker's `--signatures` output.
pub fn rust_signature(a: &Autohelper) -> String {
    let ret = match a.ret {
        Ty::Bool => " -> bool",
        Ty::Int => " -> i32",
        Ty::Float => " -> f32",
        Ty::Status => " -> DragonStatus",
        Ty::Unit => "",
    };
    let args = match a.arity {
        Arity::Fixed(k) => (0..k.len())
            .map(|i| format!(", {}: Point", (b'a' + i as u8) as char))
            .collect::<String>(),
        Arity::AtLeastOne(_) => ", points: &[Point]".to_string(),
        Arity::Play { targets } => {
            let mut s = ", moves: &[Point]".to_string();
            for i in 0..targets {
                s.push_str(&format!(
                    ", {}: Point",
                    (b'x' + (3 - targets + i) as u8) as char
                ));
            }
            s
        }
    };
    format!("fn {}(&mut self, o: Color{args}){ret};", a.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        for (i, a) in AUTOHELPERS.iter().enumerate() {
            assert!(
                AUTOHELPERS[i + 1..].iter().all(|b| b.name != a.name),
                "{} twice",
                a.name
            );
        }
    }

    #[test]
    fn signatures_render() {
        assert_eq!(
            rust_signature(lookup("xlib").unwrap()),
            "fn xlib(&mut self, o: Color, a: Point) -> i32;"
        );
        assert_eq!(
            rust_signature(lookup("oplay_attack_either").unwrap()),
            "fn oplay_attack_either(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;"
        );
    }
}
