# Tesuji's own life-and-death suite: classic corner shapes solved by the exact solver
# (`exact_life VERTEX`: attack code and move, defence code and move, nodes searched). Every
# answer is textbook Go, checked by reading: the vital point of a three-point eye space
# makes or breaks the second eye; a square four is one eye whoever moves; two eyes live.
# Black's groups sit in the lower left corner of a 9x9 board, walled in by white.

# Straight three: eye space A1 B1 C1 under black A2-D2, D1. B1 is the vital point.
boardsize 9
clear_board
play black A2
play black B2
play black C2
play black D2
play black D1
play white A3
play white B3
play white C3
play white D3
play white E3
play white E2
play white E1
1 exact_life A2
#? [1 B1 1 B1 \d+]

# Bent three in the corner: eye space A1 B1 A2 (black A3, B3, B2, C2, C1). The corner
# point A1 is the vital point.
clear_board
play black A3
play black B3
play black B2
play black C2
play black C1
play white A4
play white B4
play white C4
play white C3
play white D3
play white D2
play white D1
2 exact_life B2
#? [1 A1 1 A1 \d+]

# Square four: eye space A1 B1 A2 B2 (black A3, B3, C3, C2, C1). One eye however black
# plays: dead, white need not even move first.
clear_board
play black A3
play black B3
play black C3
play black C2
play black C1
play white A4
play white B4
play white C4
play white D4
play white D3
play white D2
play white D1
3 exact_life C2
#? [1 \S+ 0 PASS \d+]

# Two eyes, A1 and C1 (black A2-D2, B1, D1): alive whoever moves; black needs no move.
clear_board
play black A2
play black B2
play black C2
play black D2
play black B1
play black D1
play white A3
play white B3
play white C3
play white D3
play white E3
play white E2
play white E1
4 exact_life B2
#? [0 PASS 1 PASS \d+]

# Errors: an empty vertex; a group that is not enclosed.
5 exact_life E5
#? [\?vertex must not be empty]
6 exact_life E3
#? [\?not an enclosed group with at most 12 empty points around it]

# Two dead white stones, A2 and B1, with the corner point A1 behind them: the problem takes
# in A1. Black's A1 captures A2 (a ko white may not retake at once) and lives; white's D3
# (capturing E3) kills only if white wins that ko. GNU Go 3.8: owl_defend A3 = 1 A1,
# owl_attack A3 = 3 D3. Before the region took in A1 the solver answered 1 D3 0 PASS.
boardsize 9
clear_board
play white A4
play white B4
play white C4
play white D4
play white E4
play white F4
play white F3
play white F2
play white F1
play white E2
play black A3
play black B3
play black C3
play black E3
play black B2
play black D2
play black D1
play white A2
play white B1
7 exact_life A3
#? [2 D3 1 A1 \d+]
play black A1
8 exact_life A3
#? [0 PASS 1 D3 \d+]
