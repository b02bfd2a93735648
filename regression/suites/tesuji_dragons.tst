# Tesuji's own dragon suite (manual 7.2-7.5): amalgamation of worms into dragons by shared
# liberties, diagonal connections, the connection patterns of db/conn.db, and what the
# dragon commands report. Positions set up move by move on an empty 9x9 board; every
# answer checked by reading it out.

# Bamboo joint: C3-C4 and E3-E4 share D3 and D4; white can take only one of them.
boardsize 9
clear_board
play black C3
play black C4
play black E3
play black E4
1 same_dragon C3 E4
#? [1]
2 dragon_stones C3
#? [C4 E4 C3 E3]
# Two dragons? No: one, so one line.
3 dragon_stones
#? [C4 E4 C3 E3]

# A lone one-point jump on the third line of a small board is connected: a white wedge
# at D3 is captured (D4 atari drives it to the edge).
clear_board
play black C3
play black E3
4 same_dragon C3 E3
#? [1]

# In the centre of a big board, a one-space jump in the open (pattern CC10): a wedge at
# K10 has two liberties, black ataris it from either side, and white has nothing nearby to
# make the cut work, so J10 and L10 are one dragon (GNU Go agrees). With the whole empty
# board around them they are alive (the open space is worth two eyes; GNU Go: genus 2222).
boardsize 19
clear_board
play black J10
play black L10
5 same_dragon J10 L10
#? [1]
6 dragon_status J10
#? [alive]
# A white stone next to the gap supports the wedge: the jump can be cut, no longer one
# dragon.
play white K11
7 same_dragon J10 L10
#? [0]
# A knight's move in the open (pattern CC11): white needs two moves to separate them.
clear_board
play black J5
play black K7
8 same_dragon J5 K7
#? [1]
# A white stone at J6, one of the two points between them: white K6 next would cut, so
# the knight's move is no longer one dragon.
play white J6
9 same_dragon J5 K7
#? [0]
boardsize 9

# Diagonal connection with both points empty: black answers a push at one with the other.
clear_board
play black C3
play black D4
10 same_dragon C3 D4
#? [1]

# Diagonal with a white stone at D3 that can run (two liberties, room above): white cuts
# at C4 safely, so the diagonal is no connection (pattern CC205 fails).
clear_board
play black C3
play black D4
play white D3
play white E3
11 same_dragon C3 D4
#? [0]

# The same diagonal when the white stone at D3 is dead: black D2 and E3 with C3 and D4
# leave it one liberty, and white cannot save it (CC205 holds).
clear_board
play black C3
play black D4
play black E3
play white D3
play black E2
12 same_dragon C3 D4
#? [1]

# Dead stone: a white stone in atari with no way out is a dragon of its own, dead.
13 dragon_status D3
#? [dead]
14 dragon_data D3
#? [D3: color white .*crude_status dead .*safety tactically dead .*]

# The double cut of 7.3 (pattern CB1), in the centre of a big board: black at K11
# threatens to cut both diagonals, so white's three pairs stay three dragons.
boardsize 19
clear_board
play black K12
play white H11
play white J11
play white L11
play white M11
play white K10
play white K9
play black H10
play black M10
15 same_dragon J11 K10
#? [0]
16 same_dragon L11 K10
#? [0]
17 same_dragon H11 J11
#? [1]

# Two diagonal connections through a shared point (pattern CB11, the manual's example):
# white K12-L11 and L11-M10 each look safe (CC205: black cannot play K11 or L10 alone),
# but black K10 threatens to push in at both; the black stones L12 and M11 cannot be
# captured and the K10 stone connects to J9-K9, so white can keep only one of the two.
# Neither is amalgamated (7.3: the cut can break either).
boardsize 19
clear_board
play white K12
play white J11
play white L11
play white M10
play white L9
play black L12
play black M11
play black L13
play black M12
play black N11
play black N10
play black K9
play black J9
18 same_dragon K12 L11
#? [0]
19 same_dragon L11 M10
#? [0]

# A diagonal connection whose cut is answered by capturing the cutting stone, but only as
# a ko (pattern CC205 with `!ko(A)`): White D6 is in atari at C6, and Black C6 captures it
# into a ko (C6 then has one liberty, D6, surrounded by B6 C7 C5). White cuts at E5 (two
# liberties) and the connection of E6 and D5 hangs on the ko: two dragons, and
# `disconnect` says KO_B at E5 (GNU Go 3.8 answers the same).
boardsize 9
clear_board
play black E6
play black D5
play black D7
play white D6
play white B6
play white C7
play white C5
23 same_dragon E6 D5
#? [0]
24 disconnect E6 D5
#? [3 E5]
# Without B6 the capture at C6 is no ko: after White E5 Black C6 takes D6, and the point
# D6 is then suicide for White, so the link of E6 and D5 alone holds. But White C6 first
# (D6 out of atari) threatens both diagonal links at once: E5 cuts D5 off (D5 is then in
# atari at D4) and E7 cuts D7 off (in atari at D8); Black saves one. A double threat, so
# neither link joins (`disconnect D5 D7` is C6; GNU Go 3.8 also answers 0 here).
undo
undo
undo
play white C7
play white C5
25 same_dragon E6 D5
#? [0]
28 disconnect D5 D7
#? [1 C6]

# A one-space jump with a black stone beside its gap (J10-J8, black K9), pattern CC12:
# the wedge at J9 joins K9 and is safe, but White answers at H9 and Black H8 is then a
# self-atari (G8 J8 H9 around it), so the jump holds: one dragon. The connection reader
# decides (`disconnect` 0); GNU Go 3.8 agrees.
loadsgf games/dragons/jump-answered-around.sgf
26 same_dragon J8 J10
#? [1]
27 disconnect J8 J10
#? [0]

# Errors: an empty vertex.
20 same_dragon A1 C6
#? [\?vertex must not be empty]
21 dragon_data A1
#? [A1 empty]
22 dragon_stones A1
#? [\?dragon_stones called on an empty vertex]
