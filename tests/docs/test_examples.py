"""Every shell example of the README and of the pages under docs/ runs as written.

Each page's ``console`` blocks run in page order, in one bash, on a club of its own: a temporary
HOME (so the club file is ``~/.local/share/clubapp/club.sqlite`` there, as the guide says), an
empty working folder, and ``clubapp`` on the PATH as setup.sh leaves it. What each command
prints (its output and its errors, as a terminal shows them) must be what the page shows
after it (the convention is in CONTRIBUTING.md and ``console_blocks``); a page under docs/ru
runs in a Russian environment (``LANG=ru_RU.UTF-8``), every other one in English. The raw
sections of the old README kept for the guide's writers (docs/_from_readme) are not pages.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.docs import console_blocks
from tests.docs.fork_server import client_script

REPO = Path(__file__).resolve().parents[2]
NOT_PAGES = ("_from_readme",)
MARK = "\x1e"
_MARKED = re.compile(r"\n\x1e(\d+)\x1e\n")
WORKERS = 2  # the machine's two cores; each page is one bash at a time


def pages() -> list[Path]:
    found = [REPO / "README.md"]
    found += sorted(page for page in (REPO / "docs").rglob("*.md")
                    if not set(page.relative_to(REPO / "docs").parts) & set(NOT_PAGES))
    return [page for page in found if page.exists()]


def language_of(page: Path) -> str:
    return "ru_RU.UTF-8" if "ru" in page.relative_to(REPO).parts[:2] else "en_US.UTF-8"


@dataclass
class Fault:
    line: int
    what: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.what}"


def faults_of_form(page: Path, text: str) -> list[Fault]:
    """What a page writes against the convention, before anything runs."""
    faults = []
    try:
        found = console_blocks.blocks(text)
    except ValueError as exc:
        return [Fault(0, str(exc))]
    for block in found:
        if block.language != "console":
            faults.append(Fault(block.line, f"a ```{block.language} block: write shell examples "
                                            "as ```console with `$ ` before each command"))
        elif block.not_run is not None and not block.not_run:
            faults.append(Fault(block.line, "<!-- not run: --> without a reason"))
        elif block.not_run is None and not block.commands:
            faults.append(Fault(block.line, "a console block without a `$ ` command"))
    return faults


def _script(commands: list[console_blocks.Command]) -> str:
    # the mark keeps the command's exit status, so that `echo $?` on the page says it
    lines = ["__mark() { local status=$?; printf '\\n\\036%s\\036\\n' \"$1\"; "
             "return $status; }"]
    for number, command in enumerate(commands):
        lines += [f"__mark {number}", command.text]
    lines.append(f"__mark {len(commands)}")
    return "\n".join(lines) + "\n"


def run_page(page: Path, text: str, folder: Path, bin_dir: Path) -> list[Fault]:
    """Run a page's console blocks; the commands whose output contradicts the page."""
    commands = [command for block in console_blocks.blocks(text)
                if block.language == "console" and block.not_run is None
                for command in block.commands]
    if not commands:
        return []
    home, work = folder / "home", folder / "work"
    home.mkdir(parents=True)
    work.mkdir()
    script = folder / "page.sh"
    script.write_text(_script(commands))
    environment = {
        "HOME": str(home), "PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin",
        "LANG": language_of(page), "TZ": "UTC", "COLUMNS": "80", "TERM": "dumb",
        "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1",
    }
    done = subprocess.run(["bash", "--noprofile", "--norc", str(script)], cwd=work,
                          env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=600)
    printed = done.stdout.decode("utf-8", "replace")
    pieces = _MARKED.split("\n" + printed)
    outputs = {int(pieces[i]): pieces[i + 1] for i in range(1, len(pieces) - 1, 2)}
    faults = []
    for number, command in enumerate(commands):
        if number not in outputs:
            faults.append(Fault(command.line, f"never reached: $ {command.text}"))
            break
        if not console_blocks.matches(command.expected, outputs[number]):
            shown = "\n".join(console_blocks.tidy(command.expected))
            got = "\n".join(console_blocks.tidy(outputs[number].splitlines()))
            faults.append(Fault(command.line, f"$ {command.text}\n--- the page shows:\n{shown}"
                                              f"\n--- it printed:\n{got}"))
    return faults


@pytest.fixture(scope="session")
def clubapp_on_path(tmp_path_factory):
    """A folder holding ``clubapp``: the fork server's client, or the virtualenv's own."""
    folder = tmp_path_factory.mktemp("bin")
    venv_clubapp = Path(sys.executable).with_name("clubapp")
    if os.environ.get("CLUBAPP_EXAMPLES_PLAIN"):
        (folder / "clubapp").symlink_to(venv_clubapp)
        yield folder
        return
    socket_path = str(folder / "clubapp.sock")
    server = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("fork_server.py")), socket_path],
        cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(REPO), "LANG": "C.UTF-8"})
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == b"ready"
        client = folder / "clubapp"
        client.write_text(client_script(sys.executable, socket_path))
        client.chmod(0o755)
        yield folder
    finally:
        server.kill()
        server.wait()


@pytest.fixture(scope="session")
def page_run(request, clubapp_on_path, tmp_path_factory):
    """A page's faults, each page run once. Alone, the first page asked for runs with every
    other page this session tests, two at a time; under pytest-xdist each process runs only
    its own pages (the processes are the parallelism)."""
    root = tmp_path_factory.mktemp("pages")
    chosen = [item.callspec.params["page"] for item in request.session.items
              if getattr(item, "callspec", None) and "page" in item.callspec.params]
    done: dict[Path, list[Fault]] = {}

    def one(page: Path) -> tuple[Path, list[Fault]]:
        text = page.read_text(encoding="utf-8")
        faults = faults_of_form(page, text)
        if not faults:
            name = str(page.relative_to(REPO)).replace("/", "_")
            faults = run_page(page, text, root / name, clubapp_on_path)
        return page, faults

    def faults_of(page: Path) -> list[Fault]:
        if page not in done:
            alone = "PYTEST_XDIST_WORKER" not in os.environ
            todo = [p for p in dict.fromkeys(chosen) if p not in done] if alone else [page]
            with ThreadPoolExecutor(WORKERS) as pool:
                done.update(pool.map(one, todo))
        return done[page]

    return faults_of


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(REPO)))
def test_the_page_runs_as_written(page, page_run):
    faults = page_run(page)
    assert not faults, f"{page.relative_to(REPO)}:\n" + "\n\n".join(map(str, faults[:5]))


def test_the_readme_shows_commands_that_run():
    """The README is among the pages, with examples that run (not only ones marked not run)."""
    found = console_blocks.blocks((REPO / "README.md").read_text(encoding="utf-8"))
    assert any(block.not_run is None and block.commands for block in found)


def test_a_page_that_contradicts_the_program_fails(clubapp_on_path, tmp_path):
    """The check can fail: a wrong output, a wrong exit status and a missing line are each
    named with their line; ``...`` stands for lines and for text within a line."""
    page = REPO / "docs" / "en" / "scratch.md"
    text = """# A page

```console
$ clubapp member add "Ann Hale"
{"id": 1, "name": "Ann Hale", ...}
$ clubapp member add "Ann Hale"
clubapp: name: Ann Hale is already a member
$ echo $?
2
$ clubapp member list
[{"id": 2, ...}]
$ clubapp member add "Bob Reed" && echo done
...
done
$ clubapp deal undo 9
$ echo $?
0
```
"""
    faults = run_page(page, text, tmp_path / "page", clubapp_on_path)
    assert [fault.line for fault in faults] == [10, 15, 16]
    assert '"id": 1' in faults[0].what  # what it printed is shown beside what the page said


def test_the_convention_is_read_as_written():
    text = """<!-- not run: installing -->

```console
$ ./setup.sh
```

```console
$ cat > round.json <<'EOF'
{"tables": [
  {"table": 1}
]}
EOF
$ clubapp draw party \\
    --seed 7 < players.json
{"seed": 7, ...}
...
```

```sh
make
```
"""
    found = console_blocks.blocks(text)
    assert [block.not_run for block in found] == ["installing", None, None]
    first, second = found[1].commands
    assert first.text.endswith("EOF") and first.text.count("\n") == 4 and not first.expected
    assert second.text == "clubapp draw party \\\n    --seed 7 < players.json"
    assert second.line == 13
    assert console_blocks.matches(second.expected, '{"seed": 7, "tables": []}\nmore\nlines\n')
    assert not console_blocks.matches(second.expected, '{"seed": 8}\n')
    assert [fault.line for fault in faults_of_form(Path("x.md"), text)] == [19]
