# kospec fuzz finding 43: play-accepts/PSK
# engine: /usr/games/leelaz --gtp --cpu-only --noponder --playouts 1 --threads 1 --resignpct 0 --quiet --weights $KOSPEC_LEELAZ_WEIGHTS
# kospec ruleset: positional-superko (self-capture forbidden)
# engine answer: = (then undone)
boardsize 19
clear_board
play B C4
play W A5
play B B5
play W A3
play B B3
play W B4
play B A4
1 play W B4
#? [?.*]
