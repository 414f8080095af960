"""The bundle's entry point: the same as ``python -m clubapp``."""

import sys

from clubapp.cli import main

if __name__ == "__main__":
    sys.exit(main())
