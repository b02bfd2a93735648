# Tesuji's own combination suite (manual 12.2): combination_attack,
# combination_defend and aa_confirm_safety. The 9x9 positions in
# games/combinations/ come from short games played partly at random; the hand
# drawn ones are set up with play commands. Every answer below was checked by
# reading the lines with the tactical commands and against GNU Go 3.8 as an
# oracle, which gives the same answers.

# Black F4 (two liberties, F5 and G4) and G3 (three) are safe on their own
# (attack F4 and attack G3 fail), F1-F2 is not (white G2). White G4 puts F4 in
# atari; F5 extends to two liberties, and white keeps on with threats against
# F4-F5 and G3 that black cannot all meet.
loadsgf games/combinations/atari-net.sgf
1 combination_attack white
#? [G4]

# Black to play first defends at the points of that combination: the extension
# F5, the combination point G4 itself, G5/H4 around it, and H3/G2, the
# liberties that keep G3 strong.
2 combination_defend white
#? [F5 G5 G4 H4 H3 G2]

# Black has no combination against the white stones: the white strings are
# either strong (the E-column group) or short of nothing black can threaten
# twice at once.
3 combination_attack black
#? [PASS]

# combination_defend of a colour without a combination answers PASS.
4 combination_defend black
#? [PASS]

# White E4-E5 has three liberties, black E3 is in atari (white D3 captures).
# Black D3 saves E3 and makes threats against E4-E5 and E2 at once.
loadsgf games/combinations/save-and-threaten.sgf
5 combination_attack black
#? [D3]

6 combination_attack white
#? [PASS]

# Black G5 has two liberties (G6, G4): white G6 ataris it and builds on the
# white stones F5-F6 and H5 for the follow-up threats.
loadsgf games/combinations/double-threat.sgf
7 combination_attack white
#? [G6]

# Two white two-stone strings on a 9x9 board between black walls, each with two
# liberties and white walls beyond: black B6 or H6 (an atari from outside) is
# answered by connecting at E6 but the joined string is caught in the black
# net, so both strings are already capturable (attack D6 = B6): nothing a
# combination could win, for either colour.
boardsize 9
clear_board
play white A8
play white A7
play white A6
play white A5
play white A4
play white J8
play white J7
play white J6
play white J5
play white J4
play black C7
play black D7
play black F7
play black G7
play white C6
play white D6
play white F6
play white G6
play black C5
play black D5
play black F5
play black G5
8 attack D6
#? [1 B6]
9 combination_attack black
#? [PASS]
10 combination_attack white
#? [PASS]
11 combination_defend black
#? [PASS]

# aa_confirm_safety COLOR VERTEX [MINSIZE]: neither black E6 nor white E6
# gives the opponent a new combination (the opponent has none after them).
# (GNU Go answers `0 A9` to `aa_confirm_safety white E6 2` here, a defence at
# a far corner: its optional argument does not mean a minimum size there.)
12 aa_confirm_safety black E6
#? [1]
13 aa_confirm_safety white E6
#? [1]

# Bad input.
14 combination_attack
#? [\?.*]
15 combination_attack purple
#? [\?.*]
16 combination_defend
#? [\?.*]
17 aa_confirm_safety black
#? [\?.*]
18 aa_confirm_safety black C7
#? [\?.*]
19 aa_confirm_safety black E6 many
#? [\?.*]

# Combinations in play (19x19, where genmove uses the interim generator). White
# K10-K11 and L12-L13 have two liberties each (K9 and L11, L11 and L14), and
# neither can be captured on its own (attack K10 and attack L12 fail: the
# atari from outside is answered at L11, which joins them with three
# liberties). Black L11 is a double atari: white saves one string, black takes
# the other.
boardsize 19
clear_board
play B J10
play B J11
play B L10
play B K12
play B K13
play B M12
play B M13
play W K10
play W K11
play W L12
play W L13
20 combination_attack black
#? [L11]

21 reg_genmove black
#? [L11]

# White to move stops it: L11 joins the two strings (three liberties, K9, M11,
# L14); K9 or L14 first also leave black no double atari (combination_defend
# lists all three). Before combinations came into genmove, white played J12.
22 reg_genmove white
#? [L11|K9|L14]

23 combination_defend black
#? [L14 L11 K9]
