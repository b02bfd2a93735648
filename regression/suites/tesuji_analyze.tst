# Tesuji's own regression suite: live analysis for GUIs (lz-analyze, kata-analyze and their
# genmove forms, Sabaki's analyze and GoGui's analysis menu, in the formats of
# ../shared/docs/gui-analysis.md). Through the command layer
# with no client to interrupt it, an analysis answers with its first report; the streaming
# itself is tested in gtp-cli/tests (a client that interrupts the stream). The search's
# numbers depend on timing, so these tests pin the syntax, not the figures.

boardsize 7
komi 0.5
play black D4
play white C5

1 lz-analyze w 1
#? [info move ([A-HJ][1-7]|pass) visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order 0 pv [A-HJ1-7 pass]+( info move ([A-HJ][1-7]|pass) visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv [A-HJ1-7 pass]+)*]

2 lz-analyze interval 1 maxmoves 1
#? [info move ([A-HJ][1-7]|pass) visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order 0 pv [A-HJ1-7 pass]+]

3 kata-analyze b interval 1 maxmoves 2 ownership true
#? [info move \S+ visits [0-9]+ winrate [01]\.[0-9]{4} prior [01]\.[0-9]{4} lcb [01]\.[0-9]{4} order 0 pv [A-HJ1-7 pass]+( info move \S+ visits [0-9]+ winrate [01]\.[0-9]{4} prior [01]\.[0-9]{4} lcb [01]\.[0-9]{4} order 1 pv [A-HJ1-7 pass]+)? ownership( -?[01]\.[0-9]{3}){49}]

4 kata-analyze b 1
#? [info move .* order 0 pv .*]

# Bad arguments are refused before anything is streamed.
5 lz-analyze purple
#? [\?invalid argument 'purple']
6 kata-analyze b ownership maybe
#? [\?ownership must be true or false]
7 lz-analyze b interval soon
#? [\?interval not an integer]

# The genmove forms report while thinking, then play the move.
8 lz-genmove_analyze b 1
#? [(info move .* )?play ([A-HJ][1-7]|pass)]
9 kata-genmove_analyze w 1
#? [(info move .* )?play ([A-HJ][1-7]|pass)]
10 move_history
#? [(white|black) ([A-HJ][1-7]|PASS) (white|black) ([A-HJ][1-7]|PASS) white C5 black D4]

# GoGui's analysis menu: one type/label/command line per entry (collapsed to spaces here).
# Tesuji's two entries run one move's playouts: a dboard of the playouts' ownership (49
# values from +1, Black's in every playout, to -1, White's) and a gfx of the search's win
# rates (percent, for the side searched) as labels on its most visited moves, with a TEXT
# line. The figures depend on timing; these tests pin the syntax.
11 gogui-analyze_commands
#? [dboard/Ownership \(Monte Carlo\)/tesuji-ownership gfx/Move values \(Monte Carlo\)/tesuji-move_values string/Dragon status/dragon_status %p .* plist/Dead stones/final_status_list dead]
12 tesuji-ownership
#? [(-?[01]\.[0-9]{2} ){48}-?[01]\.[0-9]{2}]
13 tesuji-move_values black
#? [LABEL( [A-HJ][1-7] [0-9]+)+ TEXT [0-9]+ playouts, best ([A-HJ][1-7]|pass)]
14 tesuji-ownership purple
#? [\?invalid color]
15 gogui-interrupt
#? []
# Sabaki sends `analyze` to an engine that lists it: Leela Zero's format.
16 analyze b 1
#? [info move ([A-HJ][1-7]|pass) visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order 0 pv .*]
