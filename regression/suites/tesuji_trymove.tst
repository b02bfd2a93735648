# Tesuji's own regression suite: hypothetical moves (trymove/tryko/popgo).

boardsize 9
clear_board
komi 0
# White D3 has one liberty, D2.
play black C3
play white D3
play black D4
play black E3
1 trymove black D2
#? []
2 color D3
#? [empty]
3 countlib D2
#? [4]
4 popgo
#? []
5 color D3
#? [white]
6 color D2
#? [empty]
7 countlib D3
#? [1]
8 popgo
#? [\?.*]
9 trymove black D3
#? [\?.*]

# Nested: white extends to D2 (3 liberties), black takes one.
10 trymove white D2
#? []
11 countlib D3
#? [3]
12 trymove black C2
#? []
13 countlib D3
#? [2]
14 findlib D3
#? [E2 D1]
15 popgo
#? []
16 countlib D3
#? [3]
17 popgo
#? []
18 countlib D3
#? [1]

# Ko: after black E5 takes white D5, white may not retake with trymove, but may
# with tryko (which ignores the ko rule).
clear_board
play black C5
play black D4
play black D6
play white D5
play white E4
play white E6
play white F5
play black E5
19 trymove white D5
#? [\?.*]
20 tryko white D5
#? []
21 color E5
#? [empty]
22 color D5
#? [white]
23 popgo
#? []
24 color E5
#? [black]
25 color D5
#? [empty]
