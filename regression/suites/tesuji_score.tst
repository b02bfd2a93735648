# Tesuji's own scoring suite: final_score and final_status_list under Japanese
# (territory, the default) and Chinese (area) rules, with dead stones and a seki.
# Positions set up move by move on a 9x9 board; every count done by hand (and GNU Go 3.8
# gives the same scores and lists on both positions).

# Black holds columns A-E, white F-J. A white stone at B5 is in atari inside black's
# area (A5, B4, B6 black, only C5 left): dead, a prisoner.
boardsize 9
clear_board
komi 0.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
play white B5
play black A5
play black B6
play black B4
1 final_status_list dead
#? [B5]
# Japanese: black territory A-D minus its 3 stones there = 33 (B5's point included),
# plus 1 prisoner = 34; white 27. 34 - 27 - 0.5.
2 final_score
#? [B\+6.5]
# Chinese: black area 36 + 9 = 45, white 27 + 9 = 36. 45 - 36 - 0.5.
kgs-rules chinese
3 final_score
#? [B\+8.5]
kgs-rules japanese

# Seki in the lower corner: white's inner group (A2-E2, B1-D1) with the eye A1 and
# black's (F1-H1, F2-J2) with the eye J1 share the liberty E1, where either side
# would put itself in atari. Both are alive in seki; above, black owns A4-D9 (24),
# white G4-J9 (18).
clear_board
komi 0.5
play black A3
play white F3
play black B3
play white G3
play black C3
play white H3
play black D3
play white J3
play black E3
play white F4
play black E4
play white F5
play black E5
play white F6
play black E6
play white F7
play black E7
play white F8
play black E8
play white F9
play black E9
play white B1
play black F1
play white C1
play black G1
play white D1
play black H1
play white A2
play black F2
play white B2
play black G2
play white C2
play black H2
play white D2
play black J2
play white E2
4 final_status_list seki
#? [A2 B2 C2 D2 E2 B1 C1 D1\s+F2 G2 H2 J2 F1 G1 H1]
5 final_status_list dead
#? []
# Japanese: no territory in seki (A1, J1 count for nobody): 24 - 18 - 0.5.
6 final_score
#? [B\+5.5]
# Chinese: black 18 stones + 24 + the eye J1 = 43, white 18 + 18 + A1 = 37.
kgs-rules chinese
7 final_score
#? [B\+5.5]
kgs-rules japanese

# The end of a 9x9 game (Tesuji black, GNU Go white, Japanese rules, komi 7). White's
# lower right group is two strings, H5-H4-J4-J3 and G3-G2-H2-H1-J1, that share the eyes H3
# and J2: those touch diagonally, so each has an empty diagonal. Both are eyes (black may
# play neither: suicide), and the group lives. The playouts filled such eyes while their
# eye patterns wanted own stones on the diagonals, and called the group dead (B+3).
# Dead: the lone black stone C8 inside white's top left, and B4-B3 inside white's left
# side. Counted by hand: white territory A9-D9, A8-C8, A7 B7, A6 A5 A4 B4 B3 A2 C2 A1-C1,
# H3 J2 = 21, prisoners 2 + 3 = 5, komi 7: 33; black H9 J9 G8 J8 G7 F6 G6 F5 E4 = 9,
# prisoners 5: 14. W+19; GNU Go 3.8 says the same.
loadsgf games/score/diagonal-eyes.sgf
8 final_score
#? [W\+19(\.0)?]
9 final_status_list dead
#? [C8 B4 B3]

# The end of a 9x9 game (Tesuji black, GNU Go white, komi 7). Black's left group A8-B8-B7-
# A6-B6-B5-C5-D5-B4 has, with the stones as they stand, only the liberties A7 (its eye) and
# A9, which it shares with white B9 (liberties A9 and C9): A9 is a self-atari for either
# side, a seki on the raw board. But the group's other neighbours are White's dead stones
# A5-A4, C4, B3. White's lower left string A5...C1 has the liberties A2 and D1; black A1-B1
# inside it is in atari. Read out: W A2 takes A1-B1, B F1 ataris E1, W D1 must connect (else
# B D1 takes E1 and the D1 eye), leaving A1 B1 the only liberties; B B1, W A1 takes it, B B1
# takes everything. So the string is dead, and with its stones off the board the black group
# has many liberties, A9 is no self-atari and there is no seki (seki is judged with the dead
# stones removed). GNU Go 3.8 agrees: no seki.
loadsgf games/score/seki-hemmed-by-dead.sgf
10 final_status_list seki
#? []
# White's centre D9-F9 ... E5 has the eyes D8 and C9, and C9 holds only while white B9
# stands. With White's lower left off the board Black A9 takes B9's liberty A9 without
# self-atari, and B9 (liberties A9, C9) dies: B9 touches no white region, and neither then
# does the centre. All 28 white stones are dead. Japanese: Black's territory is the 27 empty
# points and the 28 points of dead stones (55), prisoners 1 + 28: 84 against White's 4
# prisoners, komi 7: B+73. Chinese: 26 stones + 55 = 81, komi 7: B+74. GNU Go 3.8 says the
# same (and calls the same stones dead).
11 final_score
#? [B\+73(\.0)?]
12 final_status_list dead
#? [B9 D9 E9 F9 C8 E8 C7 D7 E7 F7 C6 D6 E6 E5\s+A5 A4 C4 D4 A3 B3 C3 B2 C2 D2 C1\s+F2 G2\s+E1]
kgs-rules chinese
13 final_score
#? [B\+74(\.0)?]
kgs-rules japanese
