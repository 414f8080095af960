"""A table page read as a browser reads it, without one: the standard library's HTML parser
builds its tree, and the figures, rows and form fields are read from it."""

from __future__ import annotations

import re
from decimal import Decimal
from html.parser import HTMLParser
from typing import Any

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str]) -> None:
        self.tag, self.attrs, self.children = tag, attrs, []

    def text(self) -> str:
        """The text a person reads in the element, its spaces as a browser shows them."""
        parts = [c if isinstance(c, str) else c.text() for c in self.children]
        return re.sub(r"\s+", " ", " ".join(parts)).strip()

    def find_all(self, tag: str) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if child.tag == tag:
                    found.append(child)
                found.extend(child.find_all(tag))
        return found

    def by_id(self, name: str) -> Node | None:
        if self.attrs.get("id") == name:
            return self
        for child in self.children:
            if isinstance(child, Node):
                hit = child.by_id(name)
                if hit is not None:
                    return hit
        return None


class Tree(HTMLParser):
    """The page as a tree of elements (the standard library's parser, void elements closed)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.root = Node("document", {})
        self.stack = [self.root]
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def number(text: str) -> int:
    """A figure as the page writes it (a true minus sign) as a number."""
    return int(text.replace("−", "-"))


def money(text: str) -> Decimal:
    return Decimal(text.replace("−", "-").replace(",", "."))


def rows(page: Node, name: str, cell: str = "td") -> list[list[str]]:
    """The cells of each row of the table with this id that has ``cell`` cells (td: the rows
    of figures, a row's heading cell first; th: the header rows)."""
    table = page.by_id(name)
    assert table is not None, f"no #{name} on the page"
    return [[c.text() for c in tr.children if isinstance(c, Node) and c.tag in ("th", "td")]
            for tr in table.find_all("tr") if tr.find_all(cell)]


def text_of(page: Node, name: str) -> str | None:
    node = page.by_id(name)
    return node.text() if node is not None else None


# --- the figures a page must show, from `clubapp game show` ---------------------------------
def form_fields(entry: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """A deal as the page's form sends it: a check "yes", a group switched "on" with its
    fields as group.field."""
    out: dict[str, str] = {}
    for key, value in entry.items():
        name = prefix + key
        if isinstance(value, dict):
            out[name] = "on"
            out.update(form_fields(value, name + "."))
        elif isinstance(value, bool):
            out[name] = "yes" if value else "no"
        else:
            out[name] = str(value)
    return out


def sid(html: str, form: str = "entry") -> str:
    part = html[html.index(f'id="{form}"'):]
    return re.search(r'name="submission" value="(\w+)"', part).group(1)
