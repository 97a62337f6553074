# kospec fuzz finding 142 (campaign simple-ko, all, seed 1): engine-forbids/KO+self-capture
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko off --self-capture
# kospec ruleset: simple-ko (self-capture all)
# engine answer: not listed by all_legal
boardsize 5
clear_board
play B D5
play W pass
play B E4
play W D3
play B pass
1 all_legal W
#? [(.*\s)?E5(\s.*)?]
