# Tesuji's own regression suite: pattern inspection for pattern authors. `pattern_matches
# DATABASE COLOR [VERTEX]` lists every match with its orientation, its move, its constraint's
# value and the autohelper calls the constraint made. Answers checked by reading the board
# (ladder.sgf: White J9 has two liberties, J8 and K9; Black stones at H9, J10, K8).

loadsgf games/reading/ladder.sgf

# Coverage: how often each tactical pattern matched and fired since the engine started.
# Reading the ladder fires A6 in both directions (K9 and J8), and nothing else.
11 pattern_coverage
#? [attack A1 0 0 attack A2 0 0 attack A3 0 0 attack A4 0 0 attack A6 0 0 attack A7 0 0 attack A8 0 0 attack A9 0 0 defense D1 0 0 defense D2 0 0 defense D4 0 0]
12 attack J9
#? [1 (K9|J8)]
13 pattern_coverage
#? [attack A1 0 0 attack A2 0 0 attack A3 0 0 attack A4 0 0 attack A6 2 2 attack A7 0 0 attack A8 0 0 attack A9 0 0 defense D1 0 0 defense D2 0 0 defense D4 0 0]

# attack.db's A6 starts the ladder from the stone at K8 in both directions; at K9 only the
# orientation whose move is K9 is listed.
1 pattern_matches attack black K9
#? [A6 at K8 orientation 5 move K9 constraint true: lib\(J9\)=2]
2 pattern_matches attack black J8
#? [A6 at K8 orientation 1 move J8 constraint true: lib\(J9\)=2]

# board_shapes.db's N1 (an empty 3x3, the move in its centre, `;olib(*) == 4 && !ko(a) &&
# legal_xmove(a)`) in open space: B12 has four liberties, and each neighbour is a legal,
# non-ko point for Black's opponent; one line per orientation of the label a.
3 pattern_matches board_shapes black B12
#? [N1 at B12 orientation 0 move B12 constraint true: olib\(B12\)=4 ko\(C12\)=false legal_xmove\(C12\)=true N1 at B12 orientation 1 move B12 constraint true: olib\(B12\)=4 ko\(B11\)=false legal_xmove\(B11\)=true N1 at B12 orientation 2 move B12 constraint true: olib\(B12\)=4 ko\(A12\)=false legal_xmove\(A12\)=true N1 at B12 orientation 3 move B12 constraint true: olib\(B12\)=4 ko\(B13\)=false legal_xmove\(B13\)=true]

# A point where no pattern's anchor or move lies: nothing.
4 pattern_matches attack black A1
#? []

# Joseki patterns have no constraints.
5 pattern_matches joseki black C3
#? [J33-S-1 at C3 orientation 3 move C3 constraint none]

# mc_uniform.db's corner-eye pattern (line 24; a Black move filling Black's own eye is worth
# 0), matched in both orientations that the diagonal leaves alike; White has no eye there.
boardsize 5
play black B1
play black A2
play black B2
9 pattern_matches mc_uniform black
#? [mc24 at A1 orientation 7 move A1 constraint none mc24 at A1 orientation 0 move A1 constraint none]
10 pattern_matches mc_uniform white
#? []

# A pattern's diagram as it lies on the board in each orientation: orientation 0 is the
# source diagram of attack.db's A6 (`?O?` / `X*.` / `O..`), the others its rotations and
# reflections (1: 90 degrees, 2: 180, 3: 270, 4: left-right, 5: up-down, 6, 7: diagonals).
14 pattern_diagram attack A6
#? [orientation 0 \?O\? X\*\. O\.\. orientation 1 OX\? \.\*O \.\.\? orientation 2 \.\.O \.\*X \?O\? orientation 3 \?\.\. O\*\. \?XO orientation 4 \?O\? \.\*X \.\.O orientation 5 O\.\. X\*\. \?O\? orientation 6 \?XO O\*\. \?\.\. orientation 7 \.\.\? \.\*O OX\?]
15 pattern_diagram attack Z9
#? [\?no pattern 'Z9' in attack]
16 pattern_diagram attack
#? [\?expected DATABASE PATTERN]

6 pattern_matches nope black
#? [\?unknown database 'nope' \(known: attack, defense, conn, owl_attackpats, owl_defendpats, owl_vital_apats, board_shapes, joseki, mc_uniform, mc_heavy, manual_mc\)]
7 pattern_matches attack purple
#? [\?invalid color]
8 pattern_matches
#? [\?missing database]

# Eye databases: the eye space of a colour at a vertex and the shape it matches. Black's
# straight three in the corner (A1 B1 C1 behind A2-D2, D1) is one eye if White plays first,
# two if Black does, the vital point B1 for both (8.3); with a White stone on B1 it is one eye
# whoever moves.
boardsize 7
play black A2
play black B2
play black C2
play black D2
play black D1
17 eye_shape eyes black B1
#? [A1 B1 C1: shape three value 1122 attack B1 defense B1]
18 eye_shape eyes_generated black A1
#? [A1 B1 C1: shape \S+ value 1122 attack B1 defense B1]
play white B1
19 eye_shape eyes black A1
#? [A1 B1 C1: shape three_stone_middle value 1111]
20 eye_shape eyes black D2
#? [\?not an eye space of that colour.*]
21 eye_shape eyes black G7
#? [\?eye space larger than 32 points]
22 eye_shape nope black A1
#? [\?unknown database 'nope' \(known: eyes, eyes_generated, manual_eyes\)]
