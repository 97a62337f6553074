# kospec fuzz finding 6: engine-allows/PSK+self-capture
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko psk --self-capture
# kospec ruleset: positional-superko (self-capture all)
# engine answer: listed by all_legal
boardsize 9
clear_board
play B A2
play W pass
play B B1
1 all_legal W
#? [!(.*\s)?A1(\s.*)?]
