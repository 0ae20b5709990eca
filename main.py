"""Serpentarium: run `python main.py --help` for the verbs."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
