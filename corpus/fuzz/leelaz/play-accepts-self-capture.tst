# kospec fuzz finding 16: play-accepts/SUI+self-capture
# engine: /usr/games/leelaz --gtp --cpu-only --noponder --playouts 1 --threads 1 --resignpct 0 --quiet --weights $KOSPEC_LEELAZ_WEIGHTS
# kospec ruleset: positional-superko (self-capture forbidden)
# engine answer: = (then undone)
boardsize 19
clear_board
play B A2
play W pass
play B B1
1 play W A1
#? [?.*]
