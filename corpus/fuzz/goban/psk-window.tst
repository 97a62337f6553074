# kospec fuzz finding 3: engine-allows/PSK
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko psk
# kospec ruleset: positional-superko (self-capture forbidden)
# engine answer: listed by all_legal
boardsize 5
clear_board
play B C4
play W C2
play B B5
play W E2
play B D2
play W C3
play B D5
play W E3
play B B3
play W C1
play B E1
play W pass
play B D1
play W D4
play B A4
play W pass
play B A5
play W E5
play B B2
play W D3
play B B1
play W E4
play B pass
play W D1
play B A2
play W E1
play B C5
play W pass
play B A3
play W pass
play B D2
play W C1
play B C3
play W D1
play B E3
play W D4
play B E2
play W E4
play B D3
play W C2
play B E5
play W D4
play B B4
play W pass
play B E4
play W pass
play B D4
play W pass
play B E1
play W C2
play B A1
play W C1
play B D1
play W C2
play B C1
play W C2
1 all_legal B
#? [!(.*\s)?C4(\s.*)?]
