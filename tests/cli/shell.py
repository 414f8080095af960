"""The command line as a test drives it: ``clubapp.cli.main`` in this process with stdin, stdout
and stderr captured, or a real ``python -m clubapp`` process, on one club database."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

from clubapp.cli import main


@dataclass
class Run:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        assert self.code == 0, self.err
        assert self.err == ""
        return json.loads(self.out)


class Shell:
    """``clubapp … --db DB --lang LANG`` run in this process (``process=True``: a real one)."""

    def __init__(self, db: str, capsys: Any, monkeypatch: Any, lang: str = "en") -> None:
        self.db, self.capsys, self.monkeypatch, self.lang = db, capsys, monkeypatch, lang

    def run(self, *args: Any, stdin: Any = "", lang: str | None = None,
            process: bool = False) -> Run:
        text = stdin if isinstance(stdin, str) else json.dumps(stdin, ensure_ascii=False)
        argv = [str(a) for a in args] + ["--db", self.db, "--lang", lang or self.lang]
        if process:
            done = subprocess.run([sys.executable, "-m", "clubapp", *argv], input=text,
                                  capture_output=True, text=True, timeout=120)
            return Run(done.returncode, done.stdout, done.stderr)
        self.capsys.readouterr()
        self.monkeypatch.setattr(sys, "stdin", io.StringIO(text))
        code = main(argv)
        captured = self.capsys.readouterr()
        return Run(code, captured.out, captured.err)

    def json(self, *args: Any, stdin: Any = "", **kw: Any) -> Any:
        """The JSON a command that worked printed."""
        return self.run(*args, stdin=stdin, **kw).json()

    def refused(self, *args: Any, stdin: Any = "", **kw: Any) -> str:
        """The one line a refused command printed on stderr (exit 2, nothing on stdout)."""
        run = self.run(*args, stdin=stdin, **kw)
        assert run.code == 2, (run.code, run.out, run.err)
        assert run.out == ""
        lines = run.err.splitlines()
        assert len(lines) == 1, run.err
        assert lines[0].startswith("clubapp: ")
        return lines[0][len("clubapp: "):]

    def score(self, game: str, players: list[str], deals: list[Any], *options: str) -> Any:
        """What ``clubapp score`` prints for these deals."""
        args = [a for option in options for a in ("--option", option)]
        return self.json("score", game, *args, stdin={"players": players, "deals": deals})
