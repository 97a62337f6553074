#? [no command]
