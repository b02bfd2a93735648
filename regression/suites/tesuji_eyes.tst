# Tesuji's own regression suite: eye spaces, half and false eyes, eye values and the
# eye-graph commands (manual chapter 8), on small positions whose answers can be read
# out by hand; every answer here was cross-checked with GNU Go 3.8's same commands
# (GNU Go gives the same answers except to the bad input of 19 and 28, which it takes).

# A half eye on the top edge: black D9 F9 D8 E8 around E9; white G8 G7 let white
# play F8 safely. E9's diagonals: two off the board (1 + 1), D8 black (0), F8 (1):
# 3, a half eye decided at F8. Its graph is `!.` (the key point F8 as a margin).
boardsize 9
clear_board
play black D9
play black F9
play black D8
play black E8
play white G8
play white G7
1 eval_eye E9
#? [0 1 F8 F8]
2 half_eye_data E9
#? [value 3.00 type HALF_EYE num_attacks 1 attack_point\[0\] F8 num_defenses 1 defense_point\[0\] F8]
3 eye_data black E9
#? [origin E9 color black esize 1 msize 0 value 0011 marginal 0 neighbors 0 marginal_neighbors 0]
4 eye_data white E9
#? [origin PASS color empty esize 0 msize 0 value 0000 marginal 0 neighbors 0 marginal_neighbors 0]
# A stone is in no eye space.
5 eval_eye D9
#? [-1]
# A point analysed by no topology (two neighbours in its space).
6 half_eye_data A9
#? [value 10.00 type 0 num_attacks 0 num_defenses 0]

# The same with a solid white block on F8: F8 is worth 2, E9 is false (4) and becomes
# a margin: no eye at all.
play black A1
play white F8
play white F7
7 half_eye_data E9
#? [value 4.00 type FALSE_EYE num_attacks 0 num_defenses 0]
8 eval_eye E9
#? [0 0]
9 eye_data black E9
#? [origin E9 color black esize 1 msize 1 value 0000 marginal 1 neighbors 0 marginal_neighbors 0]

# One stone each on 7x7: black's space on the A file is A5 A4 A3, the margins A5 and
# A3 (in white's domain too) not joined to the margins B5 and B3 beside them.
boardsize 7
clear_board
play black B4
play white F4
10 eye_data black A4
#? [origin A5 color black esize 3 msize 2 value 0001 marginal 0 neighbors 2 marginal_neighbors 2]
11 eye_data black B5
#? [origin B5 color black esize 1 msize 1 value 0000 marginal 1 neighbors 0 marginal_neighbors 0]
12 eval_eye A4
#? [0 0]

# A straight three in the corner, closed by black: 1122, vital point B1.
boardsize 9
clear_board
play black A2
play black B2
play black C2
play black D2
play black D1
13 eval_eye B1
#? [1 2 B1 B1]
14 eye_data black C1
#? [origin A1 color black esize 3 msize 0 value 1122 marginal 0 neighbors 1 marginal_neighbors 0]
# A dead white stone inside: the space A1 B1 C1 with an attacker stone at B1.
play white B1
15 eval_eye A1
#? [1 1]

# test_eyeshape builds the shape as a black eye space in every orientation, in the
# corner, on the edge and in the centre, and compares its values with the solver's:
# no report when they agree.
boardsize 19
clear_board
16 test_eyeshape A1 B1 C1
#? []
17 test_eyeshape K10 K11 L11
#? []
18 test_eyeshape C3 D3 E3 D4
#? []
19 test_eyeshape A1 C1
#? [\?.*not connected.*]
20 test_eyeshape
#? [\?.*]

# analyze_eyegraph: rows joined by %, O for no vertex. Values and marks as GNU Go
# prints them: * (@ on a margin) good for both sides, < (() the attacker's threats,
# > ()) the defender's.
21 analyze_eyegraph ...
#? [1122 .\*.]
22 analyze_eyegraph OO!%O.X%!...
#? [0112 @ .X !.\*.]
23 analyze_eyegraph !..
#? [0111 \(<.]
24 analyze_eyegraph ....
#? [1222 .<<.]
25 analyze_eyegraph !...
#? [1112 \).>.]
26 analyze_eyegraph ..%O..
#? [1222 .< <.]
27 analyze_eyegraph !.
#? [0011 @.]
28 analyze_eyegraph xyz
#? [\?.*]

# Bad input.
29 eval_eye Z1
#? [\?.*]
30 eye_data purple A1
#? [\?.*]
31 half_eye_data
#? [\?.*]

# Owner suicide (8.3's RULE 1 needs a legal move): black's corner space J3 J2 J1 H1 G1
# holds the dead white stones J2 (liberties J3 J1) and H1 (G1 J1). J1 touches neither
# black's wall nor an empty point: a black stone there captures nothing and has no
# liberty, so it is no move, and the space is one eye whoever starts (with black J1
# allowed it would read as 1 2 J1 J1). The same shape as optics 1703.
boardsize 9
clear_board
play black H4
play black J4
play black H3
play black F2
play black G2
play black H2
play black F1
play white J2
play white H1
32 eval_eye J3
#? [1 1]
33 eval_eye G1
#? [1 1]

# A false eye that is the last liberty of a dead string stays a proper point. Black's
# space on the bottom edge is D1 (a dead white stone) and E1. E1's diagonals: two off the
# board (1 + 1), D2 black (0), F2 a safe white stone (2): 4, a false eye, which would
# become a margin. But E1 is the last liberty of the dead D1, an empty point: white
# cannot play there (D1 E1 would have no liberty, and F1 keeps G1), and black's E1
# captures, after which D1 (diagonals C2 E2 black, the rest off the board) is a real eye
# whoever starts: 1 1. As a margin the space would be worth nothing.
boardsize 9
clear_board
play black A3
play black B3
play black C3
play black D3
play black E3
play black A2
play black B2
play black C2
play black D2
play black E2
play black C1
play black F1
play white D1
play white F2
play white G2
play white F3
play white G3
34 half_eye_data E1
#? [value 4.00 type FALSE_EYE num_attacks 0 num_defenses 0]
35 eye_data black E1
#? [origin D1 color black esize 2 msize 0 value 1111 marginal 0 neighbors 1 marginal_neighbors 0]
36 eval_eye E1
#? [1 1]

# Dead stones captured from outside the space. Black's wall A2-E2 (A3-E3 behind) holds
# the dead white A1 B1 C1, whose one liberty D1 touches the white E1 (liberties D1 F1,
# open to the right) and is in nobody's space: black's space is the three stones alone.
# Black must spend a move on D1 to capture; then white plays B1 in the straight three
# left behind: one eye. White has nothing better first: his D1 is self-atari for five
# stones (liberty F1 only), which black takes at F1. 1 1 whoever starts, not the straight
# three's 1 2: the graph keeps the stones and adds D1 as an empty vertex.
# (GNU Go puts D1 in the space as a margin and answers 0 1 D1 D1, overlooking that
# white's D1 is self-atari.) With two white moves in a row (D1 then F1) the stones run
# out: 0112 on the board; we give 1112 (the graph's D1 forbids white's move there as
# suicide, blind to F1): 37 fails.
boardsize 9
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black A3
play black B3
play black C3
play black D3
play black E3
play white A1
play white B1
play white C1
play white E1
play white G2
play white G3
37 eye_data black B1
#? [origin A1 color black esize 3 msize 0 value 0112 marginal 0 neighbors 2 marginal_neighbors 0]
38 eye_data black D1
#? [origin PASS color empty esize 0 msize 0 value 0000 marginal 0 neighbors 0 marginal_neighbors 0]
39 eval_eye B1
#? [1 1]

# A half eye spoilt only by a ko (8.9's "better than half eye", 2 + 0.75). Black's eye E9
# on the top edge: diagonals two off the board (1 + 1), D8 black (0) and F8, where white's
# move captures black G8 (white G9 G7 H8 around it) and is safe only by ko, since black
# F9 E8 F7 let him retake at G8: 0.75, 2.75 in all. Alone, the ko is the whole fight:
# white taking it first leaves E9 false, black connecting at F8 first makes the eye: a
# half eye decided at F8, 0 1 F8 F8.
boardsize 9
clear_board
play black D9
play black F9
play black D8
play black E8
play black F7
play black G8
play white H8
play white G9
play white G7
play white H7
40 half_eye_data E9
#? [value 2.75 type HALF_EYE num_attacks 1 attack_point\[0\] F8 num_defenses 1 defense_point\[0\] F8]
41 eval_eye E9
#? [0 1 F8 F8]
# The same corner with D9 open (black C9 C8 instead): E9 is still 2.75, but in a space of
# two points it adds no key point. If white takes the ko at F8, black fills E9 and D9
# (diagonals C8 E8 black) is an eye; white playing inside is captured on the other
# point, leaving an eye there: one eye whoever starts. With two white moves in a row
# (F8, then E9 capturing F9) black has no eye: 0111, as GNU Go answers. We give 1111
# (the point counted proper forgets the ko's second move): 43 fails.
boardsize 9
clear_board
play black C9
play black C8
play black D8
play black F9
play black E8
play black F7
play black G8
play white H8
play white G9
play white G7
play white H7
42 half_eye_data E9
#? [value 2.75 type HALF_EYE num_attacks 1 attack_point\[0\] F8 num_defenses 1 defense_point\[0\] F8]
43 eye_data black E9
#? [origin D9 color black esize 2 msize 0 value 0111 marginal 0 neighbors 1 marginal_neighbors 0]
44 eval_eye E9
#? [1 1]
# The bent four in the corner (optics:1705 on 19x19): A1 A2 B1 C1, black walled in with no
# outside liberty. Its graph is the path of four (two eyes whoever moves), but white B1
# leaves black a ko at best: black A1 ataris B1 and is itself in atari (white A2 takes
# it). Black B1 (or A1) makes two eyes. The exact solver reads `2 B1` for the attack and
# `1 A1` for the defence; GNU Go's owl agrees (owl_attack 2 B1, owl_defend 1 A1) and its
# eval_eye says 1 2 B1 B1. Our owl, from the eye value, calls B1 an unconditional kill:
# 47 fails.
boardsize 9
clear_board
play black A3
play black B3
play black B2
play black C2
play black D2
play black D1
play white A4
play white B4
play white C4
play white C3
play white D3
play white E3
play white E2
play white E1
45 eval_eye A1
#? [1 2 B1 B1]
46 exact_life B2
#? [2 B1 1 (A1|B1) [0-9]+]
47 owl_attack B2
#? [2 B1]
