# Tesuji's own owl suite (manual 12.1): owl_attack, owl_defend, owl_does_attack,
# owl_does_defend, the owl node counter, and owl's static view (`owl_eyes`, Tesuji's).
# The corner shapes are tesuji_lifedeath's, whose answers the exact solver proves; owl must
# agree with it. The other positions are read out in their comments.

# Straight three: eye space A1 B1 C1 under black A2-D2, D1. B1 makes or breaks the second
# eye (exact_life: 1 B1 1 B1).
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
reset_owl_node_counter
1 owl_attack A2
#? [1 B1]
2 get_owl_node_counter
#? [[1-9][0-9]*]
3 owl_defend D1
#? [1 B1]
# White B1 kills; white A1 does not (black B1 takes it and has A1 and C1); black B1 saves;
# black C1 leaves a two-point space, one eye.
4 owl_does_attack B1 A2
#? [1]
5 owl_does_attack A1 A2
#? [0]
6 owl_does_defend B1 A2
#? [1]
7 owl_does_defend C1 A2
#? [0]
# Owl's static view: one eye if white moves first, two if black does; B1 is vital for both.
8 owl_eyes A2
#? [1 2 attack B1:1 defense B1:1 lunches +escape 0]
reset_owl_node_counter
10 get_owl_node_counter
#? [0]

# Bent three in the corner: eye space A1 B1 A2 (black A3, B3, B2, C2, C1); A1 is vital
# (exact_life: 1 A1 1 A1).
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
11 owl_attack B2
#? [1 A1]
12 owl_defend B2
#? [1 A1]

# Square four: A1 B1 A2 B2 is one eye however black plays (exact_life: dead, no defence).
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
13 owl_defend C2
#? [0]
14 owl_attack C2
#? [1 (A1|B1|A2|B2)]

# Two eyes, A1 and C1: alive whoever moves; black needs no move (exact_life: 0, 1 PASS).
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
15 owl_attack B2
#? [0]
16 owl_defend B2
#? [1 PASS]

# Errors: an empty vertex; a move on an occupied point.
17 owl_attack E5
#? [\?vertex must not be empty]
18 owl_does_attack B2 B2
#? [\?move vertex must be empty]
19 owl_eyes E5
#? [\?vertex must not be empty]

# Five black stones on the second line from B2 to F2 in the corner, white walled around
# them from A3 to G3 and at G2 and H1. The exact solver (exact_life D2: 1 A2 1 A2) makes it
# critical: A2 is vital for both. Played out with the solver: white F1 (the first-line hane
# under F2, backed by G2: owl_attackpats OA1) kills, and so does the placement E1; white
# G1 does not (black answers A2 and lives).
clear_board
play black B2
play black C2
play black D2
play black E2
play black F2
play white A3
play white B3
play white C3
play white D3
play white E3
play white F3
play white G3
play white G2
play white H1
20 owl_attack D2
#? [1 (A2|F1|E1)]
21 owl_defend D2
#? [1 A2]
22 owl_does_attack F1 D2
#? [1]
23 owl_does_attack G1 D2
#? [0]
# Black F1 does not save the group: white A2 still kills (exact_life after black F1:
# 1 A2 1 A2), because A1 then joins white's wall and the first line holds one eye. Owl
# takes the six-point space A2-E1 for two eyes whoever moves (the eye graph's margin at A2
# is not the attacker's stone connected to his wall): a known failure.
24 owl_does_defend F1 D2
#? [0]

# A capturing race (analyze_semeai A B: A's owner moves first; A lives, B dies, the move).
# Black B1-B4 has the four liberties A1-A4, white C1-C4 the four liberties D1-D4, none
# shared, no eyes; the walls around them (white A5 B5, black C5 D5 E1-E5) are safe. With
# equal liberties the side to move wins: each fills the other's liberties from outside
# (the filling stones join the wall), and the mover captures first.
clear_board
play black B1
play black B2
play black B3
play black B4
play white C1
play white C2
play white C3
play white C4
play white A5
play white B5
play black C5
play black D5
play black E5
play black E4
play black E3
play black E2
play black E1
30 analyze_semeai B1 C1
#? [1 1 (D1|D2|D3|D4)]
31 analyze_semeai C1 B1
#? [1 1 (A1|A2|A3|A4)]
# With white at A1 black has three liberties to white's four: moving first is no longer
# enough (black fills three of D1-D4, white fills A2-A4 and captures first).
play white A1
32 analyze_semeai B1 C1
#? [0 0 PASS]
33 analyze_semeai C1 B1
#? [1 1 (A2|A3|A4)]
34 analyze_semeai B1 B2
#? [\?dragons must be of opposite colors]
35 analyze_semeai B1 F5
#? [\?vertex must not be empty]
# The same race after a move: a black stone at A2 leaves black two liberties to white's
# four, so white wins moving second as well: black cannot even make it a seki.
36 analyze_semeai_after_move black A2 C1 B1
#? [1 1 (A3|A4)]
# After black D1 the liberties are three each: black, moving first, wins again.
37 analyze_semeai_after_move black D1 B1 C1
#? [1 1 (D2|D3|D4)]
38 tactical_analyze_semeai B1 C1
#? [0 0 PASS]
39 analyze_semeai_after_move purple D1 B1 C1
#? [\?invalid color or coordinate]

# A race on 19x19, where genmove uses the interim generator. Black B1-B5 has the five
# liberties A1-A5, white C1-C5 the five liberties D1-D5; the walls (white A6-B6 joined
# to the row A7-F7, black C6-E6 and E1-E5 with the open board on their right) are safe.
# Whoever moves first fills the other's liberties and captures first (GNU Go 3.8 reads it
# the same way: analyze_semeai B1 C1 gives D5, C1 B1 gives A2). Owl, reading one dragon at
# a time, had black answer at A5, filling his own liberty: the race move comes first now.
boardsize 19
clear_board
play black B1
play black B2
play black B3
play black B4
play black B5
play white C1
play white C2
play white C3
play white C4
play white C5
play white A6
play white B6
play white A7
play white B7
play white C7
play white D7
play white E7
play white F7
play black C6
play black D6
play black E6
play black E5
play black E4
play black E3
play black E2
play black E1
40 reg_genmove black
#? [D1|D2|D3|D4|D5]
41 reg_genmove white
#? [A1|A2|A3|A4|A5]

# Two moves in a row (owl_threaten_attack / owl_threaten_defense: `code move1 move2`, a
# pass as the second when one move is enough, 0 when two are not).
# Straight four on the edge: black A2-E2, E1 around A1 B1 C1 D1, white all around with
# no liberty outside. Alive (B1 and C1 are miai), so no defence move is needed.
boardsize 9
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black E1
play white A3
play white B3
play white C3
play white D3
play white E3
play white F3
play white F2
play white F1
42 owl_attack A2
#? [0]
43 owl_threaten_defense A2
#? [1 PASS PASS]
# White B1 and C1 in a row kill. It looks like a seki (black and the two white stones
# share the liberties A1 and D1), but white can throw in at A1: black must take the three
# stones at D1, which leaves him the straight three A1 B1 C1 with white to move, and white
# B1 kills (exact_life with white B1 and C1 on the board: 1 A1 0 PASS, dead whoever
# moves). GNU Go 3.8 answers 0 here.
44 owl_threaten_attack A2
#? [1 (B1 C1|C1 B1)]
# After white B1 one black move saves: C1 (white B1 is in atari at A1, and white cannot
# play A1 or D1, both suicide).
play white B1
45 owl_threaten_defense A2
#? [1 C1 PASS]
# Straight two in the corner (A1 B1 under black A2 B2 C2 C1, no liberty outside): dead,
# and two black moves cannot make a second eye in two points.
clear_board
play black A2
play black B2
play black C2
play black C1
play white A3
play white B3
play white C3
play white D3
play white D2
play white D1
46 owl_threaten_defense A2
#? [0]
47 owl_threaten_attack E5
#? [\?vertex must not be empty]
48 owl_threaten_defense
#? [\?invalid coordinate]
# The straight three of test 1: one white move (B1, proven by the exact solver) kills.
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
49 owl_threaten_attack A2
#? [1 B1 PASS]

# Dragon status revised by the race (tests 40-41's position): owl, reading one dragon at
# a time, finds white's C1-C5 dead (no eyes) and black's B1-B5 critical with A5 (black
# filling his own liberty). Read as a race, five liberties each and none shared, whoever
# moves first wins: both critical, black attacking from D1-D5 and white from A2-A5 (A1
# would be self-atari). After black D1 black wins either way (5 against 4): alive and
# dead. After white A5 too it is 4 against 4 and critical again. GNU Go agrees on 52-53
# and calls the first position critical for black and dead for white.
boardsize 19
clear_board
play black B1
play black B2
play black B3
play black B4
play black B5
play white C1
play white C2
play white C3
play white C4
play white C5
play white A6
play white B6
play white A7
play white B7
play white C7
play white D7
play white E7
play white F7
play black C6
play black D6
play black E6
play black E5
play black E4
play black E3
play black E2
play black E1
50 dragon_status B1
#? [critical A[2-5] D[1-5]]
51 dragon_status C1
#? [critical D[1-5] A[2-5]]
play black D1
52 dragon_status B1
#? [alive]
53 dragon_status C1
#? [dead]
play white A5
54 dragon_status B1
#? [critical A[2-4] D[2-5]]
55 dragon_status C1
#? [critical D[2-5] A[2-4]]

# owl_connection_defends and owl_substantial. White's two groups on the first three lines
# have one eye each (B2, H2) and are joined by miai: E3 or E1 (black E2 between them has
# those two liberties). Either move joins them into a group with two eyes; H2 fills an eye
# and black then cuts. Capturing black E2 (white E3, E1) gives white a third eye: it is
# substantial. With white's eyes filled (B2, H2), capturing E2 leaves one eye: not. GNU Go
# answers the same (1 1 0 1, then 0).
boardsize 9
clear_board
play black A4
play black B4
play black C4
play black D4
play black E4
play black F4
play black G4
play black H4
play black J4
play white A3
play white B3
play white C3
play white D3
play white F3
play white G3
play white H3
play white J3
play white A2
play white C2
play white D2
play black E2
play white F2
play white G2
play white J2
play white A1
play white B1
play white C1
play white D1
play white F1
play white G1
play white H1
play white J1
56 owl_connection_defends E3 A3 J3
#? [1]
57 owl_connection_defends E1 A3 J3
#? [1]
58 owl_connection_defends H2 A3 J3
#? [0]
59 owl_substantial E2
#? [1]
60 owl_connection_defends E2 A3 J3
#? [\?move vertex must be empty]
61 owl_connection_defends E3 A3 E2
#? [\?vertices must have same color]
62 owl_substantial E3
#? [\?vertex must not be empty]
play white B2
play white H2
63 owl_substantial E2
#? [0]

# The exact solver inside owl (seki:104's corner, set up on 9x9): black's A3-E3 group and
# white's C2 inside it, walled in by white's strong row 4 and F column. GNU Go's owl (and
# Tesuji's before) says white B2 kills; black C1 answers it (the exact solver reads
# `1 A2 1 C1` after B2), and black cannot be killed: owl asks the solver for an enclosed
# problem of at most 10 empty points whose wall is strong, and takes a sure answer.
boardsize 9
clear_board
play white A4
play white B4
play white C4
play white D4
play white E4
play white F4
play white G4
play white H4
play white J4
play black A3
play black B3
play black C3
play black D3
play black E3
play black E2
play black E1
play black B1
play white C2
play white F3
play white F2
play white F1
play white G2
play white H2
play white J2
play white H1
64 owl_attack A3
#? [0]
65 owl_defend A3
#? [1 PASS]
66 exact_life A3
#? [0 PASS 1 A2 [0-9]+]
play white B2
67 owl_defend A3
#? [1 C1]

# A seki where capturing loses: black's group (E3) has two outside liberties (D2, J3) and
# shares F2 and J1 with white's three stones G2 G1 H1. If black captures them (F2, then J1),
# the eye space left is a bent three (G2 G1 H1) and white kills it at G1 once the outside
# liberties are filled. So black passes; neither side can kill moving first.
# GNU Go 3.8 gives the same answers (1 0 PASS, 1 0 J3; after black F2, 1 1 J3).
loadsgf games/semeai/capture-into-bent-three.sgf
68 analyze_semeai E3 G2
#? [1 0 PASS]
69 analyze_semeai G2 E3
#? [1 0 (PASS|J3|D2)]
# After black F2 (atari) black is dead whoever moves: capturing at J1 leaves the bent
# three with white to play G1; not capturing, white fills D2 and J3 and captures.
play black F2
70 analyze_semeai G2 E3
#? [1 1 (J3|D2)]
71 analyze_semeai E3 G2
#? [0 0 PASS]

# A race won by a nakade: black's group (D2) has a straight three (A1 B1 C1) and no outside
# liberty; white's (E4) has no eye and three outside liberties (C5, F2, F3). White moving
# first plays the vital point B1 and wins the race; black moving first makes two eyes
# there (or fills C5) and kills. After white B1 black cannot win even moving first.
# GNU Go 3.8: 1 1 B1, 1 1 C5, 0 0 PASS.
loadsgf games/semeai/nakade-race.sgf
72 analyze_semeai E4 D2
#? [1 1 B1]
73 analyze_semeai D2 E4
#? [1 1 (B1|C5)]
play white B1
74 analyze_semeai D2 E4
#? [0 0 PASS]

# A capture into a bent four in the corner: black (H4) can take white's J3 J2 at J1, but
# the space left (J3 J2 G3 G1, with white's H1 in atari) is a bent four in the corner,
# which white kills by ko whenever he likes. So the race is lost whoever moves first; the
# exact solver's ko after the capture counts as death. GNU Go 3.8: 0 0 PASS, 1 1 G3.
loadsgf games/semeai/bent-four-capture.sgf
75 analyze_semeai H4 J3
#? [0 0 PASS]
76 analyze_semeai J3 H4
#? [1 1 (G3|PASS)]

# Four white stones on the third line (K3-N3, with M4 above) blocked at both ends by black's
# third-line stones J3 and O3, under a closed black wall. The space under them is too
# narrow for two eyes unless white widens it: the second-line hane under a blocking stone
# (J2 or O2, pattern OD2) gives a base of five and more along the second line, where black's
# placement no longer kills. Without the hane owl finds no defence. GNU Go 3.8: 1 J2.
# Owl answers J2, but its budget is tight here: `owl_does_defend J2 M4` says 0, since the
# attacker's M2 comes fourth among his moves and gets too few of the 1000 nodes for the
# defender's O2 to be read (after J2 M2, `owl_defend M4` alone answers O2); with 3000 nodes
# owl_defend says 0 (TESUJI_TRACE shows each move's nodes).
boardsize 19
clear_board
play white K3
play white L3
play white M3
play white N3
play white M4
play black J3
play black K4
play black L4
play black N4
play black O3
play black M5
play black N5
play black H5
play black Q4
play black Q5
77 owl_defend M4
#? [1 (J2|O2)]

# Black's five third-line stones C1-C5 (walled by D1-D5) in the lower left corner, stopped
# by white's third-line stone C6: the space A1-B6 counts as two eyes statically (owl_eyes
# says 2 2), but black has no outside liberty. White's B5 (B6 behind it is a tiger's mouth:
# black there is self-atari) leaves black, after B4 and white's A5 A4, the rectangular six
# A1-B3 in the corner without outside liberties, which white kills at the vital point.
# Without the vital attack pattern VA1 (the descent under C6 matches) owl trusts the static
# count and finds no attack. GNU Go 3.8: 1 B5.
boardsize 9
clear_board
play black C1
play black C2
play black C3
play black C4
play black C5
play black D1
play black D2
play black D3
play black D4
play black D5
play white C6
play white D6
play white E6
play white E5
play white E4
play white E3
play white E2
play white E1
play white A7
play white B7
play white C7
78 owl_eyes C3
#? [2 2.*]
79 owl_attack C3
#? [1 B5]

# A race decided by a ko (analyze_semeai's codes 2: the opponent must find the first
# threat, 3: the mover must). Black's corner H1-J4 has the liberties J2 (white J1 in it
# is dead: white J2 would be suicide) and G1, the ko: black F1 has just taken white G1.
# White's E1-E3 group has D3 and D1 outside and F1 once it retakes. White to move: he may
# not retake at once, and needs no move (black cannot connect at G1: his corner would be
# in atari at J2); he retakes next, black's corner is then in atari and black must find
# the first threat: white kills and lives with a good ko, the pass (GNU Go 3.8: 2 2 PASS).
# Black to move: filling D3 or D1 (or taking J1) lets white retake, and black needs the
# first threat again: a bad ko (GNU Go: 3 3 D3).
boardsize 9
clear_board
play white G9
play white G8
play white G7
play white G6
play white J5
play white H5
play white G5
play black J4
play black H4
play white G4
play black F4
play black E4
play black D4
play black C4
play black B4
play black A4
play black J3
play black H3
play white G3
play black F3
play white E3
play black C3
play black H2
play black G2
play white F2
play white E2
play black D2
play black C2
play white J1
play black H1
play white E1
play black C1
play white G1
play black F1
80 analyze_semeai E3 J4
#? [2 2 PASS]
81 analyze_semeai J4 E3
#? [3 3 (D3|D1|J2)]

# A placement in a wide space. White's wall A4-G4, G3-G1 (one string, no way out past the
# black wall on row 5 and column H) holds the 18 points A1-F3; Black has dropped a stone
# at B3. The stone has three liberties, so tactical reading does not capture it, yet it
# has no friend within reach: White answers any black move inside and keeps more than
# enough room for two eyes (Black would need to fill most of the corner before any white
# eye is in danger). Drawn as if the stone cut the space, owl used to find the group
# eyeless at its horizon and "kill" it with D3; counted around the stone, the optimistic
# count gives the group its due.
boardsize 9
clear_board
play white A4
play white B4
play white C4
play white D4
play white E4
play white F4
play white G4
play white G3
play white G2
play white G1
play black A5
play black B5
play black C5
play black D5
play black E5
play black F5
play black G5
play black H5
play black H4
play black H3
play black H2
play black H1
play black B3
82 owl_attack A4
#? [0]

# The bottom-left corner of owl.tst:20 (incident121, move 110) alone on a 19x19 board: Black
# B3 C3 with a two-space extension to F3 on the third line and D4 above, under a white
# framework (B4 B5 B7 C6 E6 F7 H7 H5 H3 K7), White G2 on the second line. White E2, the
# second-line jump under F3 from G2 (owl_attackpats OA2), takes the base: Black's cut at F2
# is answered at E3 and the F3 stones have no eye of their own, the corner behind B3-C3
# makes one, and the way out between E6 and H5 is closed by F7 and H7. D2 works the same
# way. Black's own move at F2 keeps the base and lives. D3 does not (owl.tst:21): White
# E2 still takes the base under F3 (OA2 with the point left of E3 free), Black's cut at F2
# is answered at E3, and D3-D4 add no eye. GNU Go 3.8 reads it alike: owl_attack B3 =
# 1 E2, owl_defend B3 = 1 F2, owl_does_defend D3 B3 = 0, after D3 owl_attack B3 = 1 E2.
boardsize 19
clear_board
play white B7
play white F7
play white H7
play white K7
play white C6
play white E6
play white B5
play white H5
play white B4
play black D4
play black B3
play black C3
play black F3
play white H3
play black K3
play white G2
83 owl_attack B3
#? [1 (E2|D2)]
84 owl_does_attack E2 B3
#? [1]
85 owl_does_defend F2 B3
#? [1]
125 owl_does_defend D3 B3
#? [0]
play black D3
126 owl_attack B3
#? [1 E2]

# A ko for the second eye (9x9). Black's corner group B1 C1 C2 D2 E2 E1 with the stones A2
# and B3 has one sure eye at D1; the second is the corner, and White B2 takes it by
# capturing B3 in a ko: Black retakes at B3 (after a threat) and then B2 is his eye, so
# owl_attack is KO_A (2), and so is B2 as an attack. F2 is no attack: Black B2 makes eyes at
# A1 and D1. Black B2 first lives. GNU Go 3.8 answers the same.
boardsize 9
clear_board
play white A4
play white B4
play white C4
play white D4
play white E4
play white F4
play white G4
play white A3
play white C3
play white F3
play white G3
play white G2
play white G1
play black B3
play black A2
play black C2
play black D2
play black E2
play black B1
play black C1
play black E1
86 owl_attack C2
#? [2 B2]
87 owl_does_attack B2 C2
#? [2]
88 owl_does_attack F2 C2
#? [0]
89 owl_defend C2
#? [1 B2]

# The same after Black fills his own eye at D1: the corner is his only eye, and B2 kills
# outright. The ko no longer matters: if Black retakes at B3 the corner is a two-point eye
# (A1 B2), one eye. So B2 is an attack without ko (1), and Black cannot live.
play black D1
90 owl_attack C2
#? [1 B2]
91 owl_does_attack B2 C2
#? [1]
92 owl_defend C2
#? [0]

# A race with stones shut in an eye space (9x9; the corner of STS-RV_Misc:19 moved onto a
# small board). Black's E3-J3 group (with E2, J2, J1) has three liberties, F2 G2 H2, all
# shared with White's E1-H1 stones inside it; White's E4-J4 has four outside (F5 G5 H5 J5)
# under Black's wall. D1 is where the inside stones join White's D2-D3. Joined, they can
# fill F2, G2 and H2; cut off, they share Black's liberties, and the White fill that puts
# Black in atari puts them in atari first, so Black takes them. Each side needs four
# moves: Black F5, G5, H5, J5 to capture E4-J4; White D1, F2, G2, H2 to capture Black.
# Whoever moves first wins: Black by filling White's outside liberties, or at D1 (White's
# capture of C1-D1, at C2 and B1, costs him two moves); White at D1, or at F2 at once
# (after Black D1 White has no second fill). GNU Go 3.8 answers 1 1 F5 and 1 1 F2.
boardsize 9
clear_board
play black E6
play black F6
play black G6
play black H6
play black J6
play black D5
play black E5
play white C5
play white C4
play black D4
play white E4
play white F4
play white G4
play white H4
play white J4
play white D3
play black E3
play black F3
play black G3
play black H3
play black J3
play white D2
play black E2
play black J2
play black C1
play white E1
play white F1
play white G1
play white H1
play black J1
93 analyze_semeai J3 J4
#? [1 1 (F5|G5|H5|J5|D1)]
94 analyze_semeai J4 J3
#? [1 1 (D1|F2|G2|H2)]

# Linking up through the opponent's weak stones (owl.tst:120's 9x9 position, set up move by
# move). Black's G6-G5-G4-H4-J4 has no eyes and White's wall above; beside it sit White's
# centre stones E4-E5-F4 (liberties D4, D5, E6, F5) and Black's left group ending at D6.
# Black E6, next to that group and one empty point (F6) from G6, saves everything: if White
# cuts at F6, Black F5 joins G5 and leaves the centre stones two liberties (D4, D5) that
# they cannot lengthen, so Black captures them and his groups join around them; if White
# F5 instead, Black F6 joins all, with the same result. Black F6 or F5 first fails: White
# E6 joins his centre stones to the wall. White to move kills at E6 or F6 (after F6, the
# G6 group races the centre, which joins the wall at E6). GNU Go 3.8 agrees on all four.
boardsize 9
clear_board
play white E9
play white E8
play white A7
play white B7
play white C7
play white D7
play white E7
play white F7
play white G7
play white H7
play white J7
play black A6
play black B6
play black C6
play black D6
play black G6
play white J6
play black C5
play white E5
play black G5
play black A4
play black B4
play black C4
play white E4
play white F4
play black G4
play black H4
play black J4
play white A3
play white B3
play white C3
play black D3
play black E3
play black F3
play white G3
play white H3
play white J3
play white A2
play white C2
play black D2
play black F2
play white G2
play white J2
play white B1
play white C1
play black D1
play black E1
play white G1
play white H1
95 owl_defend G6
#? [1 E6]
96 owl_does_defend F6 G6
#? [0]
97 owl_does_defend F5 G6
#? [0]
98 owl_attack G6
#? [1 (E6|F6)]

# owl_defendpats OD3, the extension along the side: white's corner group (Q18 R18 R17) is
# walled in by black from P18 to Q16, with R14 below on the third line and P15, Q13 closing
# the way out. The knight's move down to the second line (S15) takes the base for a second
# eye; the narrower S16 lives too (GNU Go's owl_does_defend: S15 1, S16 1). With S15 on
# the board our owl_attack finds no kill, though our owl_does_defend S15 says 0 (its goal
# is the old dragon and S15, the fresh one is the dragon the analysis makes of them).
# GNU Go's owl.tst:8 (B5 from C3) and owl.tst:101 (S15 from R17) want this move first.
boardsize 19
clear_board
play black P18
play black P17
play black Q17
play black Q16
play black R14
play black P15
play black Q13
play white Q18
play white R18
play white R17
99 owl_defend Q18
#? [1 (S15|S16)]
# The same point kills when black takes it first (owl_attackpats OA3; GNU Go's
# owl_does_attack agrees, and owl.tst:7 wants B5, the same shape, for black).
100 owl_does_attack S15 Q18
#? [1]

# owl_defendpats OD4, the one-point jump along the second line: the right side of owl.tst:73
# (incident263, move 302) alone on the board. Black's second-line stones S10-S14 (with T10)
# lie under white's third-line wall R9-R15, cut at S15 from S16 and the first-line T15;
# the first line T11-T14 is one eye at most (T15 hangs on T14). The open top right corner
# is the second eye. Black S18, the jump from S16 over S17 toward the corner, takes it; so
# does R17. White S17 first, between S16 and the corner, kills, and Black's own S17 is
# too narrow. GNU Go 3.8 answers the same: owl_attack S14 = 1 S17, owl_defend S14 = 1 S18,
# owl_does_defend S18, R17 = 1, S17 = 0. (It also accepts T14 and T17, which Tesuji
# refutes.) Without OD4 Tesuji's owl_defend found no defence here.
boardsize 19
clear_board
play black S16
play black T15
play black S14
play black S13
play black S12
play black S11
play black S10
play black T10
play white S15
play white R15
play white R14
play white R13
play white R12
play white R11
play white R10
play white S9
play white T9
play white R9
play white Q17
play white Q16
127 owl_defend S14
#? [1 (S18|R17)]
128 owl_attack S14
#? [1 S17]
129 owl_does_defend S17 S14
#? [0]

# A race of two eyeless groups on 9x9: black's (A5-D5, B4, B3, B2) inside white's live
# corner, white's (A8-D8, B7, B6-D6) under black's live top. White's mouth C7-D7 opens on
# black's wall at D7 (black E7 holds it): a white stone at D7 makes C7 an eye, and so does
# one at A6 for A7 (A6 is also the groups' shared liberty). Black's own eye would be A4,
# made at A3. Black moving first kills: D7 (then W A6 is answered by C7, leaving white
# only its eye; W A3 by A6; W C4 by C7) or A6 (then W D7 is answered by A7, which leaves
# white only its eye at C7; W A3 by D7). A3 first gives only a seki (W D7, B A6, W C4),
# and C7 or A7 are self-ataris that hand white its eye. The eye-spoiling points are
# semeai candidates of their own (`eye_making_points`). GNU Go 3.8 answers 1 1 A6.
boardsize 9
clear_board
play black A9
play black B9
play black C9
play black D9
play black E9
play black E8
play black F8
play black F7
play black G7
play black H7
play black J7
play black E6
play black F6
play black E7
play white A8
play white B8
play white C8
play white D8
play white B7
play white B6
play white C6
play white D6
play black A5
play black B5
play black C5
play black D5
play black B4
play black B3
play black B2
play white E5
play white F5
play white G5
play white H5
play white J5
play white D4
play white D3
play white C3
play white C2
play white C1
play white B1
play white A1
play white A2
101 analyze_semeai D5 B8
#? [1 1 (D7|A6)]

# owl.tst:221 (trevor_24 at move 33) set up stone by stone. Black's dragon H8-H7-J7 with
# E9-F8-F7 and G9 has one eye in the corner (the bent three H9-J9-J8, its vital point J9)
# and needs a second on the left, where C7 stands. Black F9 is solid but slow: White D8
# (or B8) takes the left side away and the corner's one eye is all (both engines agree:
# after F9 D8 `owl_defend H8` is 0). E8 or D8 first claims the left top and lives. Before
# the root re-read one ply down (owl/read.rs, `open_space_alive`) owl_defend answered F9:
# after it the attacker's reply had not been read, two eyes of open spaces decided at once,
# while `owl_does_defend F9 H8` (read from its own root) says 0.
boardsize 9
clear_board
play black E9
play black G9
play black F8
play white G8
play black H8
play black C7
play white E7
play black F7
play white G7
play black H7
play black J7
play white F6
play white G6
play white H6
play white E5
play white H5
play black B4
play black C4
play black F4
play black A3
play black C3
play black D3
play black E3
play white G3
play black B2
play white C2
play white D2
play white E2
play white F2
play white B1
102 owl_defend H8
#? [1 (D8|E8)]
103 owl_does_defend F9 H8
#? [0]
104 owl_does_defend E8 H8
#? [1]

# A cutting stone inside the eye space. Black has one eye at A2; white D2 sits in the
# second space with two liberties, C2 and D3. Black D3 makes it a lunch (white C2 is
# suicide: the space becomes an eye beside A2). White D3 saves it and joins it to the
# wall, and then C2 is no eye (white plays it, black is in atari and dies). White C2
# instead is met by black D3, capturing two stones. Both engines agree on every answer.
boardsize 9
clear_board
play black A3
play black B3
play black C3
play black E3
play black B2
play black E2
play black A1
play black B1
play black C1
play black D1
play black E1
play white A4
play white B4
play white C4
play white D4
play white E4
play white F4
play white D2
play white F3
play white F2
play white F1
105 owl_attack A3
#? [1 D3]
106 owl_defend A3
#? [1 D3]
107 owl_does_attack C2 A3
#? [0]
108 owl_does_defend C2 A3
#? [0]

# A corner whose life is a ko (9x9). Black A3-E3, D2 E2 E1 and B1 enclose A1 A2 B2 C2 D1
# with a white stone at C1 (liberties C2 and D1).
# - Black B2 lives: the corner A1-A2 is one eye, and C1 is a lunch (white C2 is met by D1
#   taking two stones, white D1 by C2), the second. A2, C2 and D1 live as well (both
#   engines' owl_does_defend).
# - White B2 (liberties A2, C2) ataris B1. Black A2 ataris B2 in turn, white A1 takes B1,
#   and black retakes at B1: a ko, which white takes first (code 2).
# - White C2 fails: C1-C2 has the one liberty D1, and black takes both stones.
# GNU Go 3.8, our owl and the exact solver agree on the ko (exact_life: 2 B2 1 A2).
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
play black A3
play black B3
play black C3
play black D3
play black E3
play black D2
play black E2
play black E1
play black B1
play white C1
109 owl_attack A3
#? [2 B2]
110 owl_defend A3
#? [1 (B2|A2|C2|D1)]
111 owl_does_attack B2 A3
#? [2]
112 owl_does_attack C2 A3
#? [0]

# The target's string joins a living dragon by a diagonal with both points between empty.
# Black D4-E4 (liberties C4 and E3) stands apart from black's living corner (B3 A2 C2 B1
# D1 E1, eyes at A1, B2 and C1). White C4 puts it in atari (E3 only extends into atari
# again). Black C4 gives it B4, C3 and E3 and touches B3 diagonally: white B4 is answered
# by C3 and white C3 by B4, so D4 lives with the corner. GNU Go 3.8: owl_attack and
# owl_defend D4 both C4; the exact solver: 1 B4 1 C4 (B4 kills too: black C4 is then in
# C4 has only C3 and E3, and white C3 ataris). Before, owl_defend saw the three stones
# alone, eyeless, and failed.
boardsize 9
clear_board
play white A5
play white B5
play white C5
play white D5
play white E5
play white F5
play white F4
play white F3
play white F2
play white F1
play white D3
play black D4
play black E4
play black B3
play black A2
play black C2
play black B1
play black D1
play black E1
113 owl_defend D4
#? [1 C4]
114 owl_attack D4
#? [1 (C4|B4)]
115 owl_does_defend C4 D4
#? [1]

# A seki made by owl's pass. Black's A3-E1 group, walled in by white, holds the corner
# A1 A2 B2 C1 D1 with a white stone at B1. Black C1 lives in seki: after white A2 the two
# white stones share A1 and B2 and black has B2 and the eye D1; white B2 or A1 puts three
# white stones in atari, black B2 or D1 puts black in atari, so nobody can move inside.
# The defender, finding no move that makes two eyes, passes there and the attacker cannot
# kill. GNU Go 3.8 answers 3 B2 (a ko) to owl_defend, and after C1 A2 takes the seki for
# dead; its seki.tst wants C1 in the same corner (seki:603).
boardsize 9
clear_board
play black A3
play black B3
play black C3
play black C2
play black D2
play black E2
play black E1
play white B1
play white A4
play white B4
play white C4
play white D4
play white D3
play white E3
play white F3
play white F2
play white F1
116 owl_defend C3
#? [1 C1]
play black C1
117 owl_attack C3
#? [0]
play white A2
118 owl_attack C3
#? [0]
119 owl_defend C3
#? [1 PASS]

# A race whose capture leaves a squared four, inside a wall that lives by two eyes only.
# Black's six stones (D9) and white's square (A9 B9 A8 B8) share one liberty, C9. Black may
# take the square at C9, but the space it leaves is a squared four: dead, since black has
# no liberty outside it (white's wall has none but its eyes J3 and H1, which black may not
# fill). White moving first simply captures at C9. So black dies whoever moves first.
# Two rules carry it: the wall stays for the exact solver with two liberties that black
# may not play (semeai's capturer check; with only "three liberties or more" Tesuji said
# 1 1 C9), and the square is a dragon of its own: the cave of black's dead stones around
# C9 does not join it to the wall, since those stones can capture it (7.2's caves; before,
# it joined, and the race was taken as won by the capture). GNU Go 3.8 answers the same
# (its square is a 4-stone dragon).
loadsgf games/semeai/capture-into-squared-four.sgf
120 analyze_semeai D9 A9
#? [0 0 PASS]
121 analyze_semeai A9 D9
#? [1 1 C9]
122 tactical_analyze_semeai D9 A9
#? [0 0 PASS]
123 dragon_stones A9
#? [A9 B9 A8 B8]
play black C9
124 owl_defend D9
#? [0]
