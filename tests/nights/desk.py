"""A desk for a night: one X screen (Xvfb and openbox) with the program on it, played only
through the X server — keys, typing and clicks with xdotool — as a person plays it.

What the night sees comes from the screen: pictures of the whole screen (``import``), and the
program's probe (``clubapp/ui/shared/probe.py``), which tells where each widget is and what it
says, so that a click lands on what a person would click. What the club keeps is read with the
command line (``clubapp … --db FILE``), never from inside the window.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSettings

from clubapp.cli import main as cli_main
from tests.helpers.xserver import XServer, environment

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "tests" / "screens" / "nights"
KEY_DELAY_MS = "12"  # between keys: a fast typist, never faster than the X server takes
TYPE_DELAY_MS = "12"
WAIT = 20.0  # seconds a step waits for its outcome before the night says what it saw
SETTLE = 0.5  # s: how long a fault must last to be one a person sees


class NightError(AssertionError):
    """A step could not go on: what it waited for, and the picture of the screen then."""


@dataclass
class Widget:
    """A widget as the probe told it."""

    told: dict[str, Any]

    @property
    def name(self) -> str:
        return self.told["name"]

    @property
    def text(self) -> str:
        return self.told.get("text") or ""

    @property
    def plain(self) -> str:
        """The text without its mnemonic's ampersand."""
        return self.text.replace("&", "")

    @property
    def window(self) -> str:
        return self.told["window"]

    @property
    def enabled(self) -> bool:
        return self.told["enabled"]

    @property
    def rows(self) -> list[dict[str, Any]]:
        return self.told.get("rows", [])

    @property
    def centre(self) -> tuple[int, int]:
        x, y, w, h = self.told["seen"] or self.told["rect"]
        return x + w // 2, y + h // 2


@dataclass
class Screen:
    """One answer of the probe: the windows shown and their widgets."""

    told: dict[str, Any]
    widgets: list[Widget] = field(init=False)

    def __post_init__(self) -> None:
        self.widgets = [Widget(w) for w in self.told["widgets"]]

    @property
    def windows(self) -> list[dict[str, Any]]:
        return self.told["windows"]

    @property
    def active(self) -> dict[str, Any] | None:
        return next((w for w in self.windows if w["active"]), None)

    @property
    def focus(self) -> dict[str, Any]:
        return self.told["focus"] or {}

    def window(self, title: str) -> dict[str, Any] | None:
        """The window shown whose title matches the pattern ``title``."""
        return next((w for w in self.windows if re.search(title, w["title"])), None)

    def all(self, name: str | None = None, text: str | None = None, cls: str | None = None,
            window: str | None = None) -> list[Widget]:
        """The widgets shown with that object name, text (a pattern, mnemonic left out),
        class, in the window whose title matches ``window``."""
        return [w for w in self.widgets
                if (name is None or w.name == name)
                and (text is None or re.fullmatch(text, w.plain.strip()))
                and (cls is None or w.told["class"] == cls)
                and (window is None or re.search(window, w.window))
                and w.told["seen"] is not None]

    def find(self, name: str | None = None, text: str | None = None, cls: str | None = None,
             window: str | None = None) -> Widget | None:
        found = self.all(name, text, cls, window)
        return found[0] if found else None

    def action(self, cls: str, text: str) -> dict[str, Any] | None:
        """The entry of a menu bar (``QMenuBar``) or open menu (``QMenu``) whose text matches."""
        for widget in self.all(cls=cls):
            for entry in widget.told.get("actions", []):
                if entry["enabled"] and re.fullmatch(text, entry["text"].replace("&", "")):
                    return entry
        return None

    def texts(self) -> list[str]:
        """Every text shown (labels, buttons, fields, rows, menus, window titles)."""
        out = [w["title"] for w in self.windows]
        for widget in self.widgets:
            if widget.told["seen"] is None:
                continue
            out.append(widget.text)
            out.extend(c for row in widget.rows if row["rect"] for c in row["cells"])
            out.extend(a["text"] for a in widget.told.get("actions", []))
        return [t for t in out if t]

    def cut(self) -> list[str]:
        """Each widget shown whose text has less room than it needs."""
        found = [f"{w.told['class']} {w.name} {w.text!r} in «{w.window}»: {w.told['cut']}"
                 for w in self.widgets if w.told.get("cut")]
        for widget in self.widgets:
            for row in widget.rows:
                for column in row.get("cut", []):
                    found.append(f"{widget.told['class']} {widget.name} in «{widget.window}»: "
                                 f"the cell {row['cells'][column]!r} is cut")
        return found

    def off_screen(self) -> list[str]:
        """Each window whose frame is not inside the screen's available room."""
        return [f"«{w['title']}» frame {w['frame']} outside {self.told['screen']}"
                for w in self.windows if not w["on_screen"]]


class Desk:
    """The program on an X server of its own, with its own HOME, club file and probe."""

    def __init__(self, size: str, lang: str, folder: Path, shots: Path) -> None:
        self.size, self.lang = size, lang
        self.width, self.height = map(int, size.split("x"))
        self.folder = folder
        self.home = folder / "home"
        # the club file in the person's documents, beside the spreadsheets and the PDFs
        self.documents = self.home / "Documents"
        self.documents.mkdir(parents=True, exist_ok=True)
        self.db = self.documents / "club.sqlite"
        self.probe = folder / "probe.json"
        self.shots = shots
        shots.mkdir(parents=True, exist_ok=True)
        for old in shots.glob("*.png"):
            old.unlink()
        self.shot_count = 0
        self.seq = 0
        self.paced = 0.0
        self.pointer = (-1, -1)
        self.step = "start"  # the step being played, named in what the night notes
        self.problems: list[str] = []
        self.seen: set[str] = set()
        self.allowed: tuple[str, ...] = ()  # Latin words a Russian screen may show
        self.server = XServer(size)
        # the keyboard of a Russian club's computer: English and Russian. Without the Russian
        # letters in its map, xdotool types each by remapping a spare key, which races the
        # X server: letters of a Cyrillic name go missing at any speed under load
        subprocess.run(["setxkbmap", "-display", self.server.display, "-layout", "us,ru"],
                       check=True, timeout=30)
        self.app: subprocess.Popen[str] | None = None
        self.log = folder / "clubapp.log"

    # --- the program ------------------------------------------------------------------------
    def env(self) -> dict[str, str]:
        env = environment(self.home)
        env.update(self.server.env(), CLUBAPP_PROBE=str(self.probe))
        if self.lang == "ru":
            env.update(LANG="ru_RU.UTF-8")
        return env

    def preset(self) -> None:
        """The program's settings as a person left them: the window as big as the screen,
        the window's language."""
        conf = self.home / ".config" / "clubapp" / "clubapp.conf"
        conf.parent.mkdir(parents=True, exist_ok=True)
        settings = QSettings(str(conf), QSettings.Format.IniFormat)
        settings.setValue("window/place/frame", QRect(0, 0, self.width, self.height))
        settings.setValue("window/language", self.lang)
        settings.sync()

    def start(self) -> Screen:
        """Start the program on the club file; the screen once its club is shown."""
        self.probe.unlink(missing_ok=True)
        log = self.log.open("a", encoding="utf-8")
        self.app = subprocess.Popen(
            [sys.executable, "-m", "clubapp", "--db", str(self.db)], cwd=ROOT, env=self.env(),
            stdout=log, stderr=log, stdin=subprocess.DEVNULL, text=True)
        screen = self.wait(lambda s: s.find(name="navigation") and s.active and s,
                           "the main window")
        return screen

    def quit(self) -> None:
        """Ctrl+Q, and the program ends by itself."""
        assert self.app is not None
        self.key("ctrl+q")
        try:
            self.app.wait(timeout=WAIT)
        except subprocess.TimeoutExpired as exc:
            self.shot("quit_refused")
            raise NightError("the program did not end after Ctrl+Q") from exc
        if self.app.returncode != 0:
            raise NightError(f"the program ended with {self.app.returncode}: {self.tail()}")
        self.app = None

    def tail(self) -> str:
        return self.log.read_text(encoding="utf-8")[-3000:] if self.log.exists() else ""

    def stop(self) -> None:
        if self.app is not None and self.app.poll() is None:
            self.app.kill()
            self.app.wait(timeout=10)
        self.server.stop()

    def play(self, night: Callable[[], None], closing: Callable[[], None] = lambda: None,
             ) -> list[str]:
        """Play ``night`` here, then close it and stop the desk: what it met (where it stopped
        first, then each problem noted). A fault of the night itself fails at once, said with
        what the night met before it."""
        stopped = ""
        try:
            night()
        except NightError as exc:
            stopped = str(exc)
        except Exception as exc:
            raise AssertionError("\n".join([f"{type(exc).__name__}: {exc}",
                                            *self.problems])) from exc
        finally:
            closing()
            self.stop()
        return ([f"stopped at {stopped}"] if stopped else []) + self.problems

    # --- the X server ---------------------------------------------------------------------
    def xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.server.env(), capture_output=True,
                              text=True, timeout=30)
        return done.stdout

    def key(self, *keys: str) -> None:
        """Keys as a person presses them, to the window that has the keyboard."""
        self.xdotool("key", "--delay", KEY_DELAY_MS, *keys)

    def pace(self, seconds: float) -> None:
        """Not sooner than ``seconds`` after the last call: a person's pace between two
        entries (never a wait for an outcome: those are looked for)."""
        now = time.monotonic()
        if now - self.paced < seconds:
            time.sleep(seconds - (now - self.paced))
        self.paced = time.monotonic()

    def type(self, text: str) -> None:
        """Text typed as it is (Cyrillic too) to the widget that has the keyboard."""
        self.xdotool("type", "--delay", TYPE_DELAY_MS, text)

    def click(self, x: int, y: int, times: int = 1) -> None:
        move = ["mousemove", "--sync", str(x), str(y)]
        if self.pointer == (x, y):  # --sync waits for a move: none comes (15 s in vain)
            move = []
        self.xdotool(*move, "click", "--repeat", str(times), "--delay", "60", "1")
        self.pointer = (x, y)

    def click_on(self, widget: Widget, times: int = 1) -> None:
        self.click(*widget.centre, times=times)

    def click_into(self, name: str) -> Screen:
        """Click the field ``name`` and see the cursor in it (clicked again where a page still
        laying itself out moved it away from under the pointer)."""
        for _ in range(3):
            field = self.wait(lambda s: s.find(name=name), f"the field {name}")
            self.click_on(field)
            screen = self.within(lambda s: s.focus.get("name") == name and s, 2)
            if screen:
                return screen
        return self.focus_on(name)

    def scroll_to(self, name: str, over: str, most: int = 12) -> Widget:
        """Turn the mouse wheel over the scrolled pane ``over`` until the widget ``name`` is
        in sight, as a person scrolls down a long form to a field below."""
        for _ in range(most):
            screen = self.look()
            found = screen.find(name=name)
            if found is not None and found.told["seen"] == found.told["rect"]:
                return found
            pane = self.wait(lambda s: s.find(name=over), f"the pane {over}")
            x, y = pane.centre
            move = ["mousemove", "--sync", str(x), str(y)] if self.pointer != (x, y) else []
            self.xdotool(*move, "click", "--repeat", "3", "5")  # button 5: the wheel down
            self.pointer = (x, y)
        raise NightError(f"{most} turns of the wheel over {over} never showed {name} "
                         f"(screen: {self.shot('scrolled_in_vain')})")

    def click_row(self, row: dict[str, Any], times: int = 1) -> None:
        x, y, w, h = row["rect"]
        self.click(x + min(w // 2, 40), y + h // 2, times=times)

    def menu(self, *path: str) -> None:
        """Click through the menus: the menu bar's entry, then each entry of the menu it opens
        (each a pattern of the entry's text, its mnemonic's ampersand left out)."""
        for depth, text in enumerate(path):
            kind = "QMenuBar" if depth == 0 else "QMenu"
            entry = self.wait(lambda s, k=kind, t=text: s.action(k, t), f"the menu entry {text}")
            x, y, w, h = entry["rect"]
            self.click(x + w // 2, y + h // 2)

    def shot(self, name: str) -> Path:
        """The whole screen as a person sees it, numbered in the night's order."""
        self.shot_count += 1
        path = self.shots / f"{self.shot_count:02d}_{name}.png"
        subprocess.run(["import", "-display", self.server.display, "-window", "root",
                        str(path)], check=False, timeout=30, capture_output=True)
        return path

    # --- the probe ----------------------------------------------------------------------
    def look(self, timeout: float = WAIT) -> Screen:
        """What the program shows now (it answers between two of its events)."""
        self.seq += 1
        ask = self.probe.with_name(self.probe.name + ".ask")
        written = ask.with_name(ask.name + ".tmp")
        written.write_text(str(self.seq), encoding="utf-8")
        written.replace(ask)  # whole: the program never reads half an ask
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.app is not None and self.app.poll() is not None:
                raise NightError(f"the program ended ({self.app.returncode}): {self.tail()}")
            try:
                told = json.loads(self.probe.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                told = None
            if told is not None and told.get("seq") == str(self.seq):
                if "error" in told:
                    raise NightError(f"the probe failed: {told['error']}")
                return Screen(told)
            time.sleep(0.01)
        raise NightError(f"the program did not answer the probe in {timeout} s (busy or "
                         "hung)")

    def wait(self, found: Callable[[Screen], Any], what: str, timeout: float = WAIT) -> Any:
        """Look until ``found(screen)`` is true; its value. In vain: the night stops there,
        with a picture."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.look()
            value = found(screen)
            if value:
                return value
            if time.monotonic() > deadline:
                picture = self.shot("waited_in_vain")
                raise NightError(f"waited {timeout} s in vain for {what}; the screen: "
                                 f"{picture}; windows: {[w['title'] for w in screen.windows]};"
                                 f" focus: {screen.focus}")
            time.sleep(0.03)

    def within(self, found: Callable[[Screen], Any], seconds: float) -> Any:
        """``found(screen)`` once it is true, or None when it is not within ``seconds`` (an
        outcome that may rightly not come)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = found(self.look())
            if value:
                return value
            time.sleep(0.03)
        return None

    def dialog(self, title: str) -> Screen:
        """Wait until a window titled ``title`` (a pattern) is shown and has the keyboard."""
        return self.wait(lambda s: (w := s.window(title)) is not None and w["active"] and s,
                         f"the window «{title}»")

    def gone(self, title: str) -> Screen:
        return self.wait(lambda s: s.window(title) is None and s, f"«{title}» to close")

    def focus_on(self, name: str) -> Screen:
        return self.wait(lambda s: s.focus.get("name") == name and s,
                         f"the keyboard in {name}")

    def tab_to(self, name: str, most: int = 16, back: bool = False) -> Screen:
        """Tab (Shift+Tab with ``back``) until the keyboard is in the widget ``name``, as a
        person tabs looking at the screen."""
        screen = self.look()
        for _ in range(most):
            if screen.focus.get("name") == name:
                return screen
            before = screen.focus
            self.key("shift+Tab" if back else "Tab")
            # the key is taken when the keyboard has moved (a look sooner may come before the
            # program has read the key, and one Tab too many would pass the field)
            deadline = time.monotonic() + 2
            screen = self.look()
            while screen.focus == before and time.monotonic() < deadline:
                time.sleep(0.02)
                screen = self.look()
        self.shot("tabbed_in_vain")
        raise NightError(f"{most} Tabs never reached {name}; the keyboard is in "
                         f"{self.look().focus}")

    # --- what the night saw ------------------------------------------------------------------
    def expect(self, ok: object, what: str) -> bool:
        """An outcome the night expects; when it is not so, it is noted (with the picture of
        the screen) and the night goes on, so that one night tells every fault it meets."""
        if not ok:
            self.problems.append(f"{self.step}: {what} (screen: {self.shot('unexpected')})")
        return bool(ok)

    def print_to_pdf(self, menu: str, item: str, pdf: Path) -> None:
        """The Print menu's ``item``, its preview, *Save as PDF…* typed as ``pdf``: back on the
        preview once saved."""
        self.menu(menu, item)
        self.save_preview(pdf)

    def save_preview(self, pdf: Path) -> None:
        """The print preview once it is shown (opened by a menu or a key), *Save as PDF…*
        typed as ``pdf``: back on the preview once saved."""
        screen = self.wait(lambda s: s.active and s.active["class"] == "PdfPreviewDialog" and s,
                           "the print preview", timeout=60)
        self.see("print_preview")
        self.click_on(screen.find(name="preview_save"))
        self.wait(lambda s: s.active and s.active["class"] == "QFileDialog", "where to save it")
        self.focus_on("fileNameEdit")
        self.key("ctrl+a")
        self.type(str(pdf))
        self.key("Return")
        self.wait(lambda s: s.active and s.active["class"] == "PdfPreviewDialog", "saved")

    def see(self, name: str) -> Screen:
        """Look at the screen as a person would, after a step's outcome: its picture is kept
        (``name``), and what is wrong there is noted with it — a window past the screen's
        edge, a text with less room than it needs, an English word on a Russian screen."""
        picture = self.shot(name)
        screen = self.look()
        found = screen.off_screen() + screen.cut()
        if found:  # a person sees the screen once it has settled, not in its first frame
            time.sleep(SETTLE)
            picture = self.shot(name)
            screen = self.look()
            found = [p for p in screen.off_screen() + screen.cut() if p in found]
        if self.lang != "en":
            found += [f"English on the {self.lang} screen: {t}"
                      for t in english_words(screen.texts(), self.allowed)]
        for problem in found:
            if problem not in self.seen:  # each fault once, where it was first seen
                self.seen.add(problem)
                self.problems.append(f"{self.step}: {problem} (screen: {picture})")
        return screen

    # --- the club, as the command line reads it ----------------------------------------------
    def cli(self, *args: str) -> Any:
        """What ``clubapp ARGS --db CLUB`` prints, as JSON: the command line's own ``main``, run
        in this process (a second program's start, a second of a busy machine's time, would
        only repeat what the command line's tests check), reading the club file the window
        wrote, as another program does."""
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = cli_main([*args, "--db", str(self.db), "--lang", "en"])
        if code != 0:
            raise NightError(f"clubapp {' '.join(args)}: exit {code}: {err.getvalue().strip()}")
        return json.loads(out.getvalue())


def english_words(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """The texts that hold an English word (three Latin letters or more) that is not one of
    ``allowed`` (names, game ids, units written the same in both languages); addresses, paths
    and file names are no words."""
    keep = {a.casefold() for a in allowed}
    found = []
    for text in dict.fromkeys(texts):
        plain = re.sub(r"<[^>]+>|&#?\w+;", " ", text)  # a rich text's tags and entities
        plain = re.sub(r"\S+@\S+|\S*/\S*|[\w-]+\.(?:pdf|csv|sqlite|json)\b", " ", plain)
        words = [w for w in re.findall(r"[A-Za-z]{3,}", plain) if w.casefold() not in keep]
        if words:
            found.append(f"{text!r} ({', '.join(words)})")
    return found
