import sys

from muonrag.cli import main

sys.exit(main())
