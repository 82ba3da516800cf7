def glossary():
    return ()
