# Tesuji's own regression suite: move generation, undo and scoring on positions
# whose answers are forced.

# On a 1x1 board the only point is suicide: every move generator passes.
boardsize 1
clear_board
komi 0
1 genmove black
#? [PASS]
2 genmove_white
#? [PASS]
3 reg_genmove black
#? [PASS]
4 kgs-genmove_cleanup black
#? [PASS]
# Nobody owns the point: the result is the komi.
komi 6.5
5 final_score
#? [W\+6.5]

# 5x5 split by two walls: black owns columns A-B (10 points), white column E
# (5 points); with komi 0.5 black wins by 4.5.
boardsize 5
clear_board
komi 0.5
play black C1
play white D1
play black C2
play white D2
play black C3
play white D3
play black C4
play white D4
play black C5
play white D5
7 final_score
#? [B\+4.5]
8 final_status_list dead
#? []
9 final_status_list alive
#? [(([A-E][1-5]) ){9}[A-E][1-5]]
10 final_status_list seki
#? []

# Undo.
boardsize 9
clear_board
play black E5
play white C3
11 undo
#? []
12 color C3
#? [empty]
13 color E5
#? [black]
14 last_move
#? [black E5]
15 undo
#? []
16 undo
#? [\?.*]
play black E5
play white C3
play black G7
17 gg-undo 2
#? []
18 color E5
#? [black]
19 color C3
#? [empty]

# A generated move on an empty board is a legal point (or a pass) and is played.
clear_board
20 genmove white
#? [[A-HJ][1-9]|PASS]
21 list_stones white
#? [[A-HJ][1-9]|]
22 genmove_black
#? [[A-HJ][1-9]|PASS]

# The old `black`/`white` commands play a move.
clear_board
23 black D4
#? []
24 white F4
#? []
25 color D4
#? [black]
26 color F4
#? [white]

# GNU Go's restricted_genmove: the move is chosen among the given vertices, and played.
# White E5 is in atari (black D5, E4, F5): of E6 (the capture) and J9 (nothing), black
# takes the stone.
boardsize 9
clear_board
play white E5
play black E4
play black D5
play black F5
27 restricted_genmove black E6 J9
#? [E6]
28 color E6
#? [black]
29 restricted_genmove white C3 G7
#? [C3|G7|PASS]
30 restricted_genmove black
#? [\?no allowed vertex]
31 restricted_genmove black Z9
#? [\?invalid coordinate]
