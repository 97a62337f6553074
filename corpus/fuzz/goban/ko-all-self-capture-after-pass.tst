# kospec fuzz finding 22: engine-forbids/KO+self-capture
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko off --self-capture
# kospec ruleset: simple-ko (self-capture all)
# engine answer: not listed by all_legal
boardsize 7
clear_board
play B A2
play W pass
play B B1
play W pass
play B pass
1 all_legal W
#? [(.*\s)?A1(\s.*)?]
