# Tesuji's own tactical reading suite: one position per kind of tactic (ladders,
# ladder breakers, a net, snapbacks (taking one, refusing one, setting one up), a
# ko, an edge capture, backfilling, a superstring) and unconditional status.
# Positions drawn by hand; every answer checked by reading it out and against
# GNU Go 3.8 as an oracle (the one difference is noted at test 43).

# A long ladder on an empty 13x13 board: white J9 has two liberties (K9, J8)
# against black H9, J10, K8. Both ataris work; either extension escapes.
loadsgf games/reading/ladder.sgf
1 attack J9
#? [1 (K9|J8)]
2 defend J9
#? [1 (K9|J8)]
3 ladder_attack J9
#? [1 (K9|J8)]
4 does_attack K9 J9
#? [1]
5 does_attack J8 J9
#? [1]

# A white stone at C3 breaks the ladder that runs to the lower left: only the
# atari from below (J8), which chases towards the upper right, still works.
loadsgf games/reading/ladder-breaker.sgf
6 ladder_attack J9
#? [1 J8]
7 does_attack K9 J9
#? [0]
8 attack J9
#? [1 J8]

# Breakers in both directions: no capture.
loadsgf games/reading/ladder-broken.sgf
9 attack J9
#? [0]
10 ladder_attack J9
#? [0]
11 defend J9
#? [1 (K9|J8)]

# A net (geta): the ladder fails but E4 covers both liberties of D5.
loadsgf games/reading/net.sgf
12 attack D5
#? [1 E4]
13 ladder_attack D5
#? [0]
14 defend D5
#? [1 (D4|E5)]

# Snapback on the first line: black D2 is captured and recaptures.
loadsgf games/reading/snapback.sgf
15 attack A2
#? [1 D2]
16 defend A2
#? [0]

# Ko: black captures at E2 and white must find a threat before taking back
# (KO_A, code 2); white to move connects.
loadsgf games/reading/ko.sgf
17 attack D2
#? [2 E2]
18 defend D2
#? [1 (C1|E2)]
19 attack E3
#? [0]

# Edge: the hane on the first line captures; white escapes with the hane at B1
# (the descent to C1 leads to a hard fight, left out).
loadsgf games/reading/edge.sgf
20 attack C2
#? [1 C1]
21 does_defend B1 C2
#? [1]

# The manual's backfilling shape (11.1.3): the black string on the edge is dead.
loadsgf games/reading/backfill.sgf
22 attack C2
#? [1 (C1|A1)]
23 defend C2
#? [0]

# A superstring: the two white strings share D4 and D3; D4 captures both.
loadsgf games/reading/superstring.sgf
24 attack C4
#? [1 D4]
25 attack E4
#? [1 D4]
26 defend C4
#? [0]
27 attack_either C4 E4
#? [1]
28 defend_both C4 E4
#? [0]

# Unconditional status: a black corner with two eyes, a white wall with a
# three-point eye holding a dead black stone.
loadsgf games/reading/uncond.sgf
29 unconditional_status B9
#? [alive]
30 unconditional_status A9
#? [black_territory]
31 unconditional_status E9
#? [undecided]
32 unconditional_status E1
#? [dead]
33 unconditional_status C1
#? [white_territory]
34 unconditional_status E5
#? [undecided]
35 worm_cutstone E1
#? [0]
36 worm_stones B9
#? [B9 D9 A8 B8 C8 D8]

# Capturing into a snapback: white B1 is in atari, but black's capture at A1
# leaves the five black stones with the single liberty B1, so the capture fails;
# white to move captures the black string at A1.
loadsgf games/reading/snapback-fails.sgf
37 attack B1
#? [0]
38 defend B1
#? [1 A1]
39 attack A2
#? [1 A1]
40 defend A2
#? [0]

# Setting up a snapback: white B1 is in atari at A1 and black captures there
# at once; but white C3 takes the black string's other liberty, after which the
# capture at A1 would leave six black stones with the single liberty B1.
loadsgf games/reading/snapback-setup.sgf
41 attack B1
#? [1 A1]
42 defend B1
#? [1 C3]
# GNU Go's does_defend answers 0 here, although its own `attack B1` after
# `trymove white C3` fails (and its `defend B1` is C3): we keep the consistent 1.
43 does_defend C3 B1
#? [1]

# Two eyes: black's string A2-E2, B1, D1, E1 is walled in by white and has only the
# liberties A1 and C1, each surrounded by the string alone. White can play on neither
# (suicide), so no sequence of white moves reduces it to one liberty: it cannot be
# captured. (Found in a finished game, where a reader that let the attacker pass forever
# called such a group tactically dead.)
boardsize 9
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black B1
play black D1
play black E1
play white A3
play white B3
play white C3
play white D3
play white E3
play white F3
play white F2
play white F1
44 attack A2
#? [0]
45 final_status_list dead
#? []

# Two strings sharing two eyes: black A2-A3-B3 and B1-C1-C2 have only the liberties A1
# and B2, each surrounded by the two strings alone; white's wall A4, B4, C3, D2, D1 closes
# them in. White can play on neither point (suicide, it captures nothing), so neither
# string can be captured.
clear_board
play black A2
play black A3
play black B3
play black B1
play black C1
play black C2
play white A4
play white B4
play white C3
play white D2
play white D1
46 attack A2
#? [0]
47 attack B1
#? [0]
