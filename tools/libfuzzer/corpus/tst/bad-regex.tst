1 all_legal b
#? [(unclosed]
