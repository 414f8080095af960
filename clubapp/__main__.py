import sys

from clubapp.cli import main

sys.exit(main())
