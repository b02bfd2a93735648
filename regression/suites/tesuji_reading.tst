# Tesuji's own regression suite: tactical reading and worm commands on positions
# whose answers can be read out by hand (cross-checked with GNU Go 3.8).

# White D4 has two liberties (D3, E4) against black C4, D5, E3. Either atari
# starts a working ladder on the empty board; a white move at either escapes to
# three liberties.
boardsize 9
clear_board
komi 0
play white D4
play black C4
play black D5
play black E3
1 attack D4
#? [1 (D3|E4)]
2 defend D4
#? [1 (D3|E4)]
3 ladder_attack D4
#? [1 (D3|E4)]
4 does_attack D3 D4
#? [[1-9]]
5 does_attack E4 D4
#? [[1-9]]
6 does_attack J9 D4
#? [0]
7 does_defend D3 D4
#? [[1-9]]
8 does_defend J9 D4
#? [0]
9 worm_stones D4
#? [D4]
10 worm_data D4
#? [(.* )?size 1( .*)?]
11 attack C4
#? [0]
12 attack A1
#? [\?.*]
13 reset_reading_node_counter
#? []
14 defend D4
#? [1 (D3|E4)]
15 get_reading_node_counter
#? [[0-9]+]
16 increase_depths
#? []
17 attack D4
#? [1 (D3|E4)]
18 decrease_depths
#? []

# Two white stones in atari on opposite edges: black can take one of them, white
# cannot save both.
clear_board
play white A5
play black A4
play black A6
play white J5
play black J4
play black J6
19 attack A5
#? [1 B5]
20 defend A5
#? [1 B5]
21 attack_either A5 J5
#? [1( [A-HJ][1-9])?]
22 defend_both A5 J5
#? [0]
23 worm_stones A4
#? [A4]
24 worm_cutstone J5
#? [[0-9]+]

# Benson: black's string A2-E2 with B1, D1 has three one-point eyes (A1, C1, E1);
# white's A4-E4 with B5, D5 has A5, C5, E5. Both are unconditionally alive; the
# middle row belongs to nobody.
boardsize 5
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black B1
play black D1
play white A4
play white B4
play white C4
play white D4
play white E4
play white B5
play white D5
25 unconditional_status B2
#? [alive]
26 unconditional_status A1
#? [black_territory]
27 unconditional_status C3
#? [undecided]
28 unconditional_status D5
#? [alive]
29 unconditional_status C5
#? [white_territory]
