# kospec's regression file in GNU Go's format (regress.sh, gogui-regress, kospec regress): every
# expected answer is worked by hand or quoted, and both GNU Go 3.8 (its default simple ko) and
# `kospec gtp --ruleset simple-ko` must give it.
#   build/kospec regress corpus/regress/ko-and-reading.tst --engine '/usr/games/gnugo --mode gtp'
#   build/kospec regress corpus/regress/ko-and-reading.tst --engine 'build/kospec gtp -r simple-ko'

# gnugo-reading.texi, the ko5 example: "H1 attacks L1 unconditionally", "K2 defends it with KO_A".
# GNU Go 3.8 answers "2 H1" to the first on this reconstruction of the diagram (its reading finds
# only a ko), and so does kospec, whose reader follows GNU Go 3.8's move generation
# (reading/README.md): the manual's answer is kept, as a known failure of both.
loadsgf ../reading/ko5.sgf
1 attack L1
#? [1 H1]*
2 defend L1
#? [2 K2]

# A ko on the lower edge of a 5x5 board. White E1 has just taken the black stone on D1:
#   5 . . . . .
#   4 . . . . .
#   3 . . . . .
#   2 . . . O X
#   1 . . O . O
#     A B C D E
# Black may not retake at D1 at once (simple ko), may after a ko threat elsewhere, and E1 is taken.
boardsize 5
clear_board
play black E2
play white D2
play black D1
play white C1
play black pass
play white E1
10 is_legal black D1
#? [0]
11 is_legal black A5
#? [1]
12 all_legal black
#? [!(.*\s)?D1(\s.*)?]
# E1 is occupied: is_legal answers 0, so expecting 1 is a known failure.
13 is_legal black E1
#? [1]*

# trymove plays a legal move that popgo takes back (GNU Go's reading tests set positions up so).
# A second trymove on the same point is refused: an expected failure. (GNU Go 3.8 asserts
# "stackp == 0" in is_legal, board.c:1190, if is_legal is asked between trymove and popgo.)
20 trymove black A5
#? []
21 trymove white A5
#? []*
popgo
22 is_legal white A5
#? [1]
