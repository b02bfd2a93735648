# Tesuji's own regression suite: connection reading (manual 11.10) and its GTP
# commands, on positions whose answers can be read out by hand (cross-checked
# with GNU Go 3.8).

# Bamboo joint: black C3-C4 and E3-E4 share D3 and D4; white cannot cut.
boardsize 9
clear_board
play black C3
play black C4
play black E3
play black E4
1 connect C3 E3
#? [1 (D3|D4)]
2 disconnect C3 E3
#? [0]
# One string: connected without a move.
3 connect C3 C4
#? [1 PASS]
4 disconnect C4 C3
#? [0]
# Errors: an empty vertex, two colours, a bad vertex, a missing argument.
5 connect C3 A1
#? [\?.*]
play white G7
6 disconnect C3 G7
#? [\?vertices must have same color]
7 connect C3 Z9
#? [\?.*]
8 disconnect C3
#? [\?.*]

# A cut supported by white D4 and D2: whoever plays D3 first wins.
clear_board
play black C3
play black E3
play white D4
play white D2
9 connect C3 E3
#? [1 D3]
10 disconnect C3 E3
#? [1 D3]

# Tiger's mouth: white C3 would be in atari at once.
clear_board
play black B3
play black D3
play black C4
11 disconnect B3 D3
#? [0]
12 connect B3 D3
#? [1 .*]

# The cut at D3 is refuted by a ladder into the edge (black E3 or D2).
clear_board
play black C3
play black D4
play black E2
play white C4
13 disconnect C3 D4
#? [0]
14 connect C3 D4
#? [1 .*]

# Connection through a ko: black D3 captures white C3 as a ko; white D3
# saves it and cuts.
clear_board
play black C4
play black C5
play black B3
play black B2
play black C2
play white D4
play white C3
play white E3
play white D2
play white B4
play white B5
15 connect C4 C2
#? [2 D3]
16 disconnect C4 C2
#? [1 D3]

# The node counter counts connection nodes and is reset.
17 reset_connection_node_counter
#? []
18 get_connection_node_counter
#? [0]
19 disconnect C4 C2
#? [1 D3]
20 get_connection_node_counter
#? [[1-9][0-9]*]
21 reset_connection_node_counter
#? []
22 get_connection_node_counter
#? [0]

# A first-line link under a cut. Black H8 (top) and H4 (bottom) are separated by H7-H5 on
# the second line, with white's wall G7-G5 beside them. Black J5 connects: after white H6
# black J6, and then white H7 is answered by J7 (white J8 would be a self-atari taken at
# J9), white J7 by H7 (the J7 stone is then captured on the edge); white H5 is answered the
# same way. White moving first cuts at H7. GNU Go 3.8 gives the same answers.
boardsize 9
clear_board
play white F9
play white F8
play white F7
play white F6
play white F5
play white F4
play white F3
play white F2
play white F1
play white G7
play white G6
play white G5
play black G9
play black G8
play black H8
play black G4
play black H4
play black G3
play black G2
play black G1
23 connect H8 H4
#? [1 (J5|J7)]
24 disconnect H8 H4
#? [1 H7]
# After black J5 and white's cut at H6, black J6 holds the connection.
play black J5
play white H6
25 connect H8 J5
#? [1 (J6|J7)]

# Break-ins (13.10): can a string reach an area (the points listed after it), its
# owner moving first (break_in), or can the opponent keep it out (block_off)?
# A white wall on the fourth line with one gap, E4, and a black stone above it;
# the area is the three lines below the wall. Black pushing in at E4 is blocked by
# white E3 (the black string's only other liberties are above the wall, and a black
# stone dropped below, at D3 or F3, is cut off by the wall and captured), so black
# cannot break in. White moving first closes the gap at E4, or blocks at E3 at once
# (black E4 then touches nothing but white stones below the wall).
boardsize 9
clear_board
play white A4
play white B4
play white C4
play white D4
play white F4
play white G4
play white H4
play white J4
play black E5
26 break_in E5 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1
#? [0]
27 block_off E5 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1
#? [1 (E4|E3)]
# Black's D4-E4-F4 fills a three-point gap: it touches the area at D3, E3 and F3,
# and white can take only one of them, so black breaks in at once and white
# cannot block.
clear_board
play white A4
play white B4
play white C4
play black D4
play black E4
play black F4
play white G4
play white H4
play white J4
28 break_in E4 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1
#? [1 (D3|E3|F3)]
29 block_off E4 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1
#? [0]
# A string standing in the area already; an empty area cannot be reached; errors.
30 break_in E4 E4 D4
#? [1 PASS]
31 break_in E4
#? [0]
32 block_off A9 A1
#? [\?vertex must not be empty]
33 break_in E4 Z1
#? [\?invalid coordinate]

# connection.tst 73-74 (nngs gnugo-3.1.18-goku at move 52) set up stone by stone: white D3,
# G3 and J2-K2 along the bottom, black G4, H5, J3-J4 above them. White F3 connects (a
# one-space jump D3-F3 and G3 touching): black H3 is met by H2, and then the two single
# links left, E3 and G2, are false cutting points, a black stone on either has two
# liberties and dies on the edge (after F3 H3 H2 E3: E4, E2, D2; G2: F2). White H2 also
# connects (both engines: after it `disconnect` is 0, and after black F3 `connect` is
# F2). Black to move cuts only at F3 (the one point every shortest path crosses); H3 beside
# the G2-H2 path fails to G2 (B H2 W H1 on the first line). The reader's rules read out
# here: a two-liberty cutting stone the tactical reader captures does not cut, and the
# corridor tries the necks first. Before them: connect 0, disconnect H3.
boardsize 19
clear_board
play white L18
play black M18
play white F17
play white J17
play black M17
play white O17
play black Q17
play white D16
play black L16
play white C15
play white J15
play black L14
play black Q14
play white J13
play white G12
play black L12
play white E11
play black J11
play black O11
play black Q10
play white D9
play black H9
play black K9
play white G8
play white D7
play black J6
play black Q6
play white C5
play black F5
play black H5
play white J5
play black K5
play black M5
play black O5
play black G4
play black K4
play white M4
play black N4
play black R4
play black S4
play white D3
play white G3
play black J3
play white M3
play white P3
play black Q3
play white S3
play white J2
play white K2
play white P2
play white R2
34 connect D3 J2
#? [1 (F3|H2)]
35 disconnect D3 J2
#? [1 F3]
play white F3
36 disconnect D3 J2
#? [0]

# connection.tst 97 (nngs ManyFaces3-gnugo-3.3.11 at move 201) set up stone by stone. White
# P8 (with Q8-S8, Q9) and O9 (N9, N10) touch diagonally; black O7-O8 (four liberties) and
# P9 cut between them, and the strings are farther apart than moves can link. Only a
# capture of the crosscut O7-O8 joins them: white O6 takes it (then P8 and O9 meet at O8),
# so black's T8 (before: the first liberty of P8's string, no search) does not cut. Black
# O5 does: a white stone at O6 is then a self-atari (P6 only) and O7-O8 joins N3-N4-O4-O5,
# `attack O8` 0. O6, the tactical reader's own defence, is not enough: after B O6 W O5 the
# group N6-O6-O7-O8 dies (both engines' `owl_attack O8` 1 N8). Both engines answer each
# test below so (before the crosscut reading we answered 1 T8, 0 and 0).
boardsize 19
clear_board
play black C19
play black D19
play black M19
play black S19
play black A18
play white C18
play black D18
play black F18
play black G18
play black H18
play black J18
play black L18
play white M18
play white N18
play white O18
play black P18
play black Q18
play white A17
play black B17
play black C17
play white D17
play black E17
play black F17
play white G17
play white H17
play white J17
play black K17
play white L17
play white M17
play black N17
play white O17
play white P17
play black Q17
play black R17
play black S17
play white A16
play black C16
play white D16
play black E16
play black G16
play white H16
play black K16
play black L16
play black M16
play black N16
play white P16
play black Q16
play white R16
play white S16
play white A15
play white B15
play white C15
play white E15
play black F15
play black G15
play white H15
play white J15
play black K15
play white M15
play white N15
play white O15
play white Q15
play white R15
play white A14
play black B14
play white C14
play white D14
play white E14
play white L14
play black N14
play white O14
play white P14
play white Q14
play white S14
play black A13
play black B13
play black C13
play white G13
play white J13
play white L13
play black M13
play white O13
play black P13
play black Q13
play white R13
play black T13
play black B12
play white D12
play white E12
play white L12
play black M12
play black N12
play black O12
play black P12
play white Q12
play white R12
play white S12
play black T12
play black B11
play black C11
play black D11
play black E11
play white G11
play white J11
play white M11
play black O11
play black Q11
play black R11
play black S11
play black A10
play black B10
play white C10
play white D10
play black F10
play black H10
play white J10
play black K10
play white N10
play black O10
play black P10
play black Q10
play white A9
play white B9
play white C9
play black E9
play black F9
play black H9
play white J9
play white L9
play white N9
play white O9
play black P9
play white Q9
play black R9
play black S9
play black A8
play black B8
play white C8
play white D8
play white F8
play white G8
play black H8
play white K8
play black O8
play white P8
play white Q8
play white R8
play white S8
play black B7
play black C7
play white D7
play white F7
play white L7
play black O7
play black A6
play white D6
play white G6
play black H6
play black J6
play white K6
play black N6
play white Q6
play black C5
play white K5
play white M5
play white N5
play white P5
play white Q5
play black R5
play black S5
play black E4
play white G4
play white L4
play white M4
play black N4
play black O4
play white P4
play black Q4
play white R4
play black C3
play white D3
play black E3
play white G3
play white K3
play black L3
play black N3
play black P3
play black Q3
play black D2
play white F2
play white K2
play black L2
play black M2
play white K1
play white L1
play black M1
37 disconnect P8 O9
#? [1 O5]
38 connect P8 O9
#? [1 O6]
play black T8
39 connect P8 O9
#? [1 O6]
