# Tesuji's own regression suite: loading SGF files (paths relative to this folder).
# games/tesuji-capture.sgf, 9x9: 1 B C3, 2 W D3, 3 B D4, 4 W H8, 5 B E3, 6 W H7,
# 7 B D2 (captures D3), 8 W H6.

# The whole game: black to play; D3 was captured.
1 loadsgf games/tesuji-capture.sgf
#? [black]
2 query_boardsize
#? [9]
3 color D3
#? [empty]
4 color D2
#? [black]
5 captures black
#? [1]
6 list_stones white
#? [H8 H7 H6]
7 last_move
#? [white H6]

# Up to (not including) move 5: black to play, E3 still empty.
8 loadsgf games/tesuji-capture.sgf 5
#? [black]
9 color E3
#? [empty]
10 list_stones black
#? [D4 C3]

# Up to move 7: white D3 has a single liberty.
11 loadsgf games/tesuji-capture.sgf 7
#? [black]
12 countlib D3
#? [1]
13 findlib D3
#? [D2]

# Up to the move at E3 (move 5).
14 loadsgf games/tesuji-capture.sgf E3
#? [black]
15 color E3
#? [empty]
16 color H8
#? [white]

# Up to move 6: white to play.
17 loadsgf games/tesuji-capture.sgf 6
#? [white]

# Setup stones, size, komi and player to move from the root node.
18 loadsgf games/tesuji-setup.sgf
#? [white]
19 query_boardsize
#? [5]
20 get_komi
#? [5.5]
21 list_stones black
#? [A5 B4]
22 color C3
#? [white]
23 countlib A5
#? [2]

# Errors.
24 loadsgf games/no-such-file.sgf
#? [\?.*]
25 loadsgf
#? [\?.*]

# Loading as a setup command, then continuing to play.
loadsgf games/tesuji-capture.sgf 7
play black D2
26 color D3
#? [empty]
27 captures black
#? [1]

# Undo after loading: setup stones cannot be undone; moves from the file can.
loadsgf games/tesuji-setup.sgf
28 undo
#? [\?.*]
29 list_stones black
#? [A5 B4]
loadsgf games/tesuji-capture.sgf 3
30 undo
#? []
31 list_stones black
#? [C3]
32 list_stones white
#? []
33 undo
#? []
34 undo
#? [\?.*]
