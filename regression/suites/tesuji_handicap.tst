# Tesuji's own regression suite: handicap placement (GTP 2 fixed handicap points).

boardsize 19
clear_board
1 fixed_handicap 4
#? [(D4|Q4|D16|Q16)( (D4|Q4|D16|Q16)){3}]
2 list_stones black
#? [D16 Q16 D4 Q4]
3 get_handicap
#? [4]
# Only on an empty board.
4 fixed_handicap 2
#? [\?.*]

clear_board
5 fixed_handicap 9
#? [([DKQ](4|10|16) ){8}[DKQ](4|10|16)]
6 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
7 get_handicap
#? [9]

clear_board
8 fixed_handicap 10
#? [\?.*]
9 fixed_handicap 1
#? [\?.*]
10 get_handicap
#? [0]

clear_board
11 fixed_handicap 2
#? [D4 Q16|Q16 D4]
12 list_stones white
#? []

# Free placement: the engine chooses where, but it must place that many stones.
clear_board
13 place_free_handicap 3
#? [([A-HJ-T]([1-9]|1[0-9]) ){2}[A-HJ-T]([1-9]|1[0-9])]
14 get_handicap
#? [3]

clear_board
15 set_free_handicap D4 Q16 K10
#? []
16 list_stones black
#? [Q16 K10 D4]
17 get_handicap
#? [3]
18 set_free_handicap C3 C4
#? [\?.*]

boardsize 9
clear_board
19 fixed_handicap 2
#? [C3 G7|G7 C3]
