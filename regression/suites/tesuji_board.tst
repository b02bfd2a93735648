# Tesuji's own regression suite: playing moves and inspecting the board.
# All positions are built with `play`; answers follow from the rules of Go
# (cross-checked with GNU Go 3.8).

boardsize 9
clear_board
komi 0
# White D3 is surrounded on three sides by black C3, D4, E3.
play black C3
play white D3
play black D4
play black E3
1 color D3
#? [white]
2 color C3
#? [black]
3 color A1
#? [empty]
4 countlib D3
#? [1]
5 findlib D3
#? [D2]
6 countlib C3
#? [3]
7 countlib D4
#? [3]
# GNU Go's order: from the top row down, left to right.
8 list_stones black
#? [D4 C3 E3]
9 list_stones white
#? [D3]
10 is_legal black D3
#? [0]
11 is_legal black D2
#? [1]
12 is_legal white D2
#? [1]
13 last_move
#? [black E3]
14 move_history
#? [black E3 black D4 white D3 black C3]
15 captures black
#? [0]
# Black D2 captures D3.
16 play black D2
#? []
17 color D3
#? [empty]
18 captures black
#? [1]
19 captures white
#? [0]
20 list_stones white
#? []
21 countlib D2
#? [4]
22 countlib D4
#? [4]
# Occupied points and bad vertices are errors.
23 play white D2
#? [\?.*]
24 play white Z9
#? [\?.*]
25 play green A1
#? [\?.*]
26 countlib A1
#? [\?.*]
27 color J10
#? [\?.*]
# A pass is a legal move.
28 play white pass
#? []
29 last_move
#? [white PASS]

# Suicide: black A1 between white A2 and B1 has no liberty and captures nothing.
clear_board
play white A2
play white B1
30 is_legal black A1
#? [0]
31 play black A1
#? [\?.*]
32 is_legal white A1
#? [1]
# accuratelib lists the liberties the new string would have.
33 accuratelib black B2
#? [B3 C2]
34 accuratelib white A1
#? [A3 B2 C1]

# Ko: white D5 (one liberty, E5) is captured by black E5, which then has one
# liberty (D5) and stands alone: white may not retake at once.
clear_board
play black C5
play black D4
play black D6
play white D5
play white E4
play white E6
play white F5
35 countlib D5
#? [1]
36 play black E5
#? []
37 color D5
#? [empty]
38 captures black
#? [1]
39 is_legal white D5
#? [0]
40 play white D5
#? [\?.*]
# After a move elsewhere by each side the ko may be retaken.
play white J9
play black J1
41 is_legal white D5
#? [1]
42 play white D5
#? []
43 color E5
#? [empty]
44 captures white
#? [1]
45 is_legal black E5
#? [0]

# A tiny board: every empty point is legal for white around a central black stone.
boardsize 3
clear_board
play black B2
46 all_legal white
#? [A3 B3 C3 A2 C2 A1 B1 C1]
47 accurate_approxlib white A1
#? [A2 B1]
48 countlib B2
#? [4]

# Multi-stone strings share liberties.
boardsize 5
clear_board
play black B2
play black B3
play black C3
49 countlib B2
#? [7]
50 countlib C3
#? [7]
51 findlib C3
#? [(([A-E][1-5]) ){6}[A-E][1-5]]
play white A2
play white A3
play white B4
play white C4
play white D3
play white C2
52 countlib B3
#? [1]
53 findlib B2
#? [B1]
54 play white B1
#? []
55 list_stones black
#? []
56 captures white
#? [3]
57 countlib B3
#? [\?.*]
