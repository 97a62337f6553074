# kospec read-campaign case 001: attack E4, from corpus/reading/selfplay/selfplay-13-110.sgf after ply 100, minimized (17 strings removed).
# GNU Go 3.8: 1 D4; kospec (komaster scheme 5): 2 E5.
# Not judged by the exact search (open: more than 14 empty points in the region around the string).
# Deeper reading: both readers confirm GNU Go 3.8 (GNU Go 3.8's move D4 achieves, read one ply deeper: kospec WIN, GNU Go 3.8 WIN); right: GNU Go 3.8 (deeper reading).
loadsgf 001.sgf
1 attack E4
#? [1 D4]
