# kospec fuzz finding 7: engine-allows/SSK+self-capture
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko ssk --self-capture
# kospec ruleset: situational-superko (self-capture all)
# engine answer: listed by all_legal
boardsize 5
clear_board
play B E5
play W C1
play B D2
play W E3
play B E4
play W B2
play B A3
play W B1
play B B3
play W pass
play B C3
play W D4
play B C2
play W D3
play B A5
play W D5
play B A2
play W C4
play B B4
play W E5
play B A1
play W pass
play B A4
play W B5
play B E2
play W pass
play B C5
play W pass
play B D1
play W C1
play B B5
play W B2
play B E1
play W B1
play B C5
play W A5
play B E1
play W pass
play B D1
play W E4
play B E2
play W C2
play B A4
play W A3
play B B3
play W A2
play B C3
play W B4
play B B5
play W A1
play B B3
play W C5
play B C3
play W C3
play B B5
play W B5
play B B3
play W B3
play B D2
play W D2
play B D1
play W E1
play B D1
play W A4
play B D1
play W E2
play B pass
1 all_legal W
#? [!(.*\s)?D1(\s.*)?]
