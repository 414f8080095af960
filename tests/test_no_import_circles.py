"""A house without circles: no module of ``clubapp`` reaches itself through its imports.

Every import counts wherever it stands: at the top, inside a function (an import delayed until
it is needed is still a dependency, and a circle made of them is one only hidden from Python),
and inside ``if TYPE_CHECKING:`` too: a module that names another's class in its annotations
depends on that class's module as a reader sees it, and a circle of annotations is the first
step to a circle at run time. ``import a.b.c`` and ``from a.b import c`` lead to ``a/b/c``
only, not to the packages ``a`` and ``a/b`` that Python runs first: every module would
otherwise depend on its own package's ``__init__``, which may well import it back.
"""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterable

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "clubapp"

Edges = dict[str, dict[str, list[int]]]  # module -> module it imports -> the lines


def module_name(path: pathlib.Path, root: pathlib.Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules_of(root: pathlib.Path) -> dict[str, pathlib.Path]:
    """Every module of the package under ``root``, by its dotted name."""
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def _absolute(node: ast.ImportFrom, here: str, is_package: bool) -> str:
    """The module a ``from … import`` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    base = here.split(".")
    if not is_package:
        base = base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imported(tree: ast.AST, here: str, is_package: bool, known: Iterable[str]
             ) -> list[tuple[str, int]]:
    """The package's modules a module's code imports, at any depth, with their lines."""
    known = set(known)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names if a.name in known]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, here, is_package)
            for alias in node.names:
                child = f"{base}.{alias.name}"
                if child in known:  # ``from clubapp.web import confirm``: the module
                    found.append((child, node.lineno))
                elif base in known:  # a name the module defines
                    found.append((base, node.lineno))
    return found


def import_edges(root: pathlib.Path) -> Edges:
    modules = modules_of(root)
    edges: Edges = {name: {} for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target, line in imported(tree, name, path.name == "__init__.py", modules):
            lines = edges[name].setdefault(target, []) if target != name else []
            if line not in lines:  # one line's several names: one tie
                lines.append(line)
    return edges


def circles(edges: Edges) -> list[list[str]]:
    """The strongly connected parts with more than one module (Tarjan's algorithm), each
    sorted, the biggest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:
        # iterative: a deep chain of imports must not meet Python's recursion limit
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    part.append(top)
                    if top == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))

    for name in sorted(edges):
        if name not in index:
            visit(name)
    return sorted(found, key=lambda part: (-len(part), part))


def describe(part: list[str], edges: Edges, modules: dict[str, pathlib.Path],
             root: pathlib.Path) -> str:
    """A circle as its files and the imports that tie it, each with its lines."""
    def file(name: str) -> str:
        return str(modules[name].relative_to(root.parent))

    ties = [f"    {file(a)} -> {file(b)} (line {', '.join(map(str, edges[a][b]))})"
            for a in part for b in sorted(edges[a]) if b in part]
    return (f"circle of {len(part)} files: {', '.join(file(n) for n in part)}\n"
            + "\n".join(ties))


def report(root: pathlib.Path) -> str:
    edges = import_edges(root)
    modules = modules_of(root)
    return "\n".join(describe(part, edges, modules, root) for part in circles(edges))


def test_no_module_of_clubapp_imports_itself_back():
    found = report(PACKAGE)
    assert found == "", "import circles in clubapp:\n" + found


def test_a_circle_through_a_function_local_import_is_reported_with_its_files(tmp_path):
    root = tmp_path / "house"
    (root / "upper").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "upper" / "__init__.py").write_text("")
    (root / "upper" / "a.py").write_text("from house.lower import b\n")
    (root / "lower").mkdir()
    (root / "lower" / "__init__.py").write_text("")
    (root / "lower" / "b.py").write_text(
        "def later():\n    from ..upper.a import something\n    return something\n")
    (root / "alone.py").write_text("import house.upper.a\n")  # leads in, not back

    found = report(root)

    assert found == ("circle of 2 files: house/lower/b.py, house/upper/a.py\n"
                     "    house/lower/b.py -> house/upper/a.py (line 2)\n"
                     "    house/upper/a.py -> house/lower/b.py (line 1)")


def test_an_import_only_for_annotations_counts_and_a_package_is_not_its_modules(tmp_path):
    root = tmp_path / "house"
    root.mkdir()
    (root / "__init__.py").write_text("from house import one\n")
    (root / "one.py").write_text("import typing\nif typing.TYPE_CHECKING:\n"
                                 "    from house.two import Two\n")
    (root / "two.py").write_text("from . import one\n")

    found = report(root)

    assert found == ("circle of 2 files: house/one.py, house/two.py\n"
                     "    house/one.py -> house/two.py (line 3)\n"
                     "    house/two.py -> house/one.py (line 1)")
