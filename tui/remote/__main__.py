from tui.remote.app import main

main()
