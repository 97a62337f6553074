# kospec fuzz finding 4: engine-allows/SSK
# engine: node tools/fuzz/goban/gtp_goban.mjs --superko ssk
# kospec ruleset: situational-superko (self-capture forbidden)
# engine answer: listed by all_legal
boardsize 5
clear_board
play B B2
play W C4
play B E1
play W D5
play B D2
play W E3
play B C2
play W E2
play B D1
play W A2
play B pass
play W D3
play B pass
play W B4
play B A1
play W E5
play B B3
play W C3
play B E4
play W D4
play B B1
play W B5
play B C1
play W A3
play B B2
play W C5
play B pass
play W E4
play B A1
play W C1
play B B1
play W A5
play B B3
play W D2
play B A4
play W A3
play B A2
play W C2
play B A2
play W A1
play B B2
play W B3
play B B1
play W A1
play B B2
play W B1
play B pass
play W D1
play B pass
play W A2
play B pass
play W A4
play B pass
play W B2
play B E1
play W C4
1 all_legal B
#? [!(.*\s)?B2(\s.*)?]
