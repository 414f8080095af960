"""The window's modules: arranged in folders by what they show, and no two of them importing
each other, not even through others, not even for type hints or inside a function."""

from __future__ import annotations

import ast
import pathlib

UI = pathlib.Path(__file__).resolve().parents[2] / "clubapp" / "ui"
FOLDERS = {"club", "evening", "party", "seasons", "printing", "shared", "table_entry"}
# the window's frame stays at the top: app.py starts it (cli.py imports run_window from it)
TOP = {"__init__", "app", "main_window", "language_switch", "window_place"}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(UI.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ui_imports(path: pathlib.Path, modules: set[str]) -> set[str]:
    """The modules of ui/ that ``path`` imports, anywhere in it."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            # "from clubapp.ui.club import exchange_actions" imports a module of the folder
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        found.update(name for name in names if name in modules)
    return found


def import_graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in UI.rglob("*.py")}
    modules = set(files)
    return {name: ui_imports(path, modules) - {name} for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, each as the path that closes it."""
    found, done = [], set()

    def visit(node: str, path: list[str]) -> None:
        if node in path:
            found.append([*path[path.index(node):], node])
            return
        if node in done:
            return
        for target in sorted(graph.get(node, ())):
            visit(target, [*path, node])
        done.add(node)

    for node in sorted(graph):
        visit(node, [])
    return found


def test_no_module_of_the_window_imports_itself_through_others():
    assert circles(import_graph()) == []


def test_no_folder_of_the_window_imports_itself_through_others():
    """Folders too: shared/ imports no screen; printing/ no screen; screens no window frame."""
    def folder_of(module: str) -> str:  # a folder's own package (its __init__) is the folder
        parts = module.split(".")
        return parts[2] if len(parts) >= 3 and parts[2] in FOLDERS else "frame"

    folders: dict[str, set[str]] = {}
    for name, targets in import_graph().items():
        source = folder_of(name)
        for target in targets:
            folder = folder_of(target)
            if folder != source:
                folders.setdefault(source, set()).add(folder)
    assert circles(folders) == []
    assert folders.get("shared", set()) == set()


def test_the_window_is_arranged_in_folders_by_what_they_show():
    loose = {p.stem for p in UI.glob("*.py")} - TOP
    assert loose == set()
    assert {p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__"} == FOLDERS


def test_a_circle_is_found():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []
