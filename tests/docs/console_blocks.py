"""The shell examples of a Markdown page, read as the convention of CONTRIBUTING.md writes them.

A fenced block marked ``console`` is a terminal: a line starting with ``$ `` is a command (a
trailing backslash continues it on the next line; a here-document, ``<<'EOF'`` … ``EOF``, goes
on until its end word), and the lines after a command up to the next ``$ `` are what it prints.
In what it prints, ``...`` alone on a line stands for any number of lines and ``...`` inside a
line for any text. A block is not run only when ``<!-- not run: REASON -->`` stands right
before it (nothing but blank lines between). A block marked ``sh``, ``bash`` or ``shell`` is
a shell example written against the convention: the test names it, so that no example on a
page escapes being run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SHELL_LANGUAGES = {"sh", "bash", "shell", "zsh", "shell-session"}
ANY_LINES = "..."
_FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`\s]*)")
_NOT_RUN = re.compile(r"^\s*<!--\s*not run:\s*(?P<reason>.*?)\s*-->\s*$")
_HEREDOC = re.compile(r"<<-?\s*(['\"]?)(?P<word>[A-Za-z_][A-Za-z0-9_]*)\1")


@dataclass
class Command:
    text: str  # as bash is given it: continuation lines and here-documents included
    line: int  # the page's line of its ``$ ``, from 1
    expected: list[str] = field(default_factory=list)


@dataclass
class Block:
    line: int  # the page's line of the opening fence
    language: str
    commands: list[Command]
    not_run: str | None = None  # the reason, when the page says the block is not run


def blocks(text: str) -> list[Block]:
    """Every fenced block of a shell language, in page order."""
    lines = text.splitlines()
    found: list[Block] = []
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if not opening:
            i += 1
            continue
        fence, language = opening["fence"], opening["info"].lower()
        end = i + 1
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        if language == "console" or language in SHELL_LANGUAGES:
            body = [line[len(opening["indent"]):] for line in lines[i + 1:end]]
            commands = _commands(body, i + 2) if language == "console" else []
            found.append(Block(i + 1, language, commands, _reason_before(lines, i)))
        i = end + 1
    return found


def _reason_before(lines: list[str], fence: int) -> str | None:
    j = fence - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    marked = _NOT_RUN.match(lines[j]) if j >= 0 else None
    return marked["reason"] if marked else None


def _commands(body: list[str], first_line: int) -> list[Command]:
    commands: list[Command] = []
    i = 0
    while i < len(body):
        line = body[i]
        if not line.startswith("$ "):
            if commands:
                commands[-1].expected.append(line)
            elif line.strip():
                raise ValueError(f"line {first_line + i}: output before any `$ ` command")
            i += 1
            continue
        start = i
        parts = [line[2:]]
        while parts[-1].endswith("\\") and i + 1 < len(body):
            i += 1
            parts.append(body[i])
        for here in _HEREDOC.finditer("\n".join(parts)):
            word = here["word"]
            while i + 1 < len(body):
                i += 1
                parts.append(body[i])
                if body[i].strip() == word:
                    break
            else:
                raise ValueError(f"line {first_line + start}: here-document {word} never ends")
        commands.append(Command("\n".join(parts), first_line + start))
        i += 1
    return commands


def _pattern(expected: list[str]) -> re.Pattern[str]:
    parts = []
    for line in expected:
        if line.strip() == ANY_LINES:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(piece) for piece in line.split(ANY_LINES)) + r"\n")
    return re.compile("".join(parts))


def tidy(lines: list[str]) -> list[str]:
    """Lines as compared: trailing spaces dropped, and the blank lines at the end."""
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def matches(expected: list[str], printed: str) -> bool:
    """Whether what a command printed is what the page shows."""
    shown = tidy(expected)
    text = "".join(line + "\n" for line in tidy(printed.splitlines()))
    return _pattern(shown).fullmatch(text) is not None
