from muonrag.cli import run

run()
