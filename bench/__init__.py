"""Benchmarks of clubapp: `python -m bench` prints each figure and its ratio to a baseline."""
