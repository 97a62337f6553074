1 boardsize 5
#? []
2 play b c3 # comment
#? [!.*illegal.*]*
# a comment
3 genmove w
#? [(C|D)[0-9]+]
quit
