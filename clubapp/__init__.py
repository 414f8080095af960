"""clubapp: a desktop program for people who run card clubs and card parties."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("clubapp")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.1.0"
