# Tesuji's own regression suite: protocol and administrative GTP commands.
# Every answer here follows from the GTP 2 specification or the position set up;
# answers are cross-checked with GNU Go 3.8 (`cargo run -p regression --release --
# --engine "/usr/games/gnugo --mode gtp --quiet" tesuji_gtp`).

1 protocol_version
#? [2]
2 name
#? [.+]
3 version
#? [.*]
4 known_command play
#? [true]
5 known_command no_such_command
#? [false]
# list_commands and help answer one command a line (normalized to spaces here).
6 list_commands
#? [(.* )?known_command( .*)?]
7 help
#? [(.* )?list_commands( .*)?]
8 no_such_command
#? [\?.*]
9 echo hello   world
#? [hello world]
10 echo_err oops
#? [oops]

# Board size.
11 boardsize 9
#? []
12 query_boardsize
#? [9]
13 boardsize 0
#? [\?.*]
14 boardsize 19
#? []
15 query_boardsize
#? [19]
16 boardsize 13
#? []
17 query_boardsize
#? [13]

# Komi.
18 komi 6.5
#? []
19 get_komi
#? [6.5]
20 komi 0
#? []
21 get_komi
#? [0(\.0)?]
22 komi abc
#? [\?.*]
23 komi -3.5
#? []
24 get_komi
#? [-3.5]

# Time control: accepted, no visible effect.
25 time_settings 600 30 5
#? []
26 time_left black 300 0
#? []
27 time_settings 600
#? [\?.*]

# Random seed round trip.
28 set_random_seed 42
#? []
29 get_random_seed
#? [42]
30 cputime
#? [[0-9]+(\.[0-9]+)?]

# A GTP command with an id keeps working after errors.
31 play black
#? [\?.*]
32 protocol_version
#? [2]

# Position fingerprints and dumps: only their form is engine-independent.
boardsize 9
clear_board
play black E5
33 invariant_hash
#? [[0-9a-fA-F]+]
34 showboard
#? [.*A B C D E F G H J.*]
35 printsgf
#? [\(;.*SZ\[9\].*\)]
# Server commands (KGS, OGS): time settings in KGS's four forms, rules, game over.
37 kgs-time_settings none
#? []
38 kgs-time_settings absolute 300
#? []
39 kgs-time_settings byoyomi 600 30 5
#? []
40 kgs-time_settings canadian 600 300 25
#? []
41 kgs-time_settings byoyomi 600
#? [\?.*]
42 kgs-time_settings hourglass 60
#? [\?expected none.*]
43 kgs-rules chinese
#? []
44 kgs-rules japanese
#? []
45 kgs-rules go
#? [\?unknown rules 'go']
46 kgs-game_over
#? []
36 quit
#? []
