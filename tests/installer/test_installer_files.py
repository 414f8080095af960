"""The installer files for each system are complete and agree with pyproject.toml."""

from __future__ import annotations

import ast
import configparser
import os
import plistlib
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def iss_sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        elif current is not None:
            sections[current].append(line)
    return sections


def test_pyinstaller_spec_bundles_resources_and_migrations():
    text = (INSTALLER / "clubapp.spec").read_text()
    ast.parse(text)  # it is Python
    assert '"resources"' in text and '"migrations"' in text
    assert "pyproject.toml" in text  # the version comes from one place
    for icon in ("clubapp.ico", "clubapp.icns"):
        assert icon in text and (ROOT / "resources" / "icons" / icon).stat().st_size > 1000


def test_pyinstaller_spec_carries_babels_locale_data():
    """The formatter writes numbers, dates and plurals from CLDR's files, which Babel reads
    from disk: the bundle's Analysis is handed them with its datas."""
    tree = ast.parse((INSTALLER / "clubapp.spec").read_text())
    to_datas = [node.value for node in ast.walk(tree)
                if isinstance(node, ast.Assign | ast.AugAssign)
                and "datas" in [getattr(t, "id", "") for t in
                                (node.targets if isinstance(node, ast.Assign) else [node.target])]]
    collected = [call.args[0].value for value in to_datas for call in ast.walk(value)
                 if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "collect_data_files"
                 and call.args and isinstance(call.args[0], ast.Constant)]
    assert "babel" in collected
    analysis = next(node for node in ast.walk(tree) if isinstance(node, ast.Call)
                    and getattr(node.func, "id", "") == "Analysis")
    assert any(k.arg == "datas" and getattr(k.value, "id", "") == "datas"
               for k in analysis.keywords)
    from PyInstaller.utils.hooks import collect_data_files  # a dev dependency: it builds this

    from clubapp.words import LANGUAGES, formats

    files = {Path(source).name for source, _target in collect_data_files("babel")}

    assert "global.dat" in files and "root.dat" in files
    assert {f"{formats.locale_of(lang)}.dat" for lang in LANGUAGES} <= files


def test_inno_setup_script_has_start_menu_icon_association_and_keeps_data():
    path = INSTALLER / "windows" / "clubapp.iss"
    sections = iss_sections(path.read_text())
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["AppName"] == "clubapp"
    assert (path.parent / setup["SetupIconFile"].replace("\\", os.sep)).is_file()
    assert any(line.startswith('Name: "{group}\\clubapp"') for line in sections["Icons"])
    registry = "\n".join(sections["Registry"])
    assert r'Subkey: "Software\Classes\.clubapp"' in registry
    assert '""%1""' in registry  # the file is handed to the program
    assert "UninstallDelete" not in sections  # the user's data is never removed
    assert re.search(r"Source: \"\.\.\\\.\.\\dist\\clubapp\\\*\"", "\n".join(sections["Files"]))


def test_macos_bundle_settings():
    plist = plistlib.loads((INSTALLER / "macos" / "Info.plist").read_bytes())
    assert plist["CFBundleIdentifier"] == "org.clubapp.clubapp"
    assert plist["CFBundleShortVersionString"] == VERSION
    assert plist["CFBundleIconFile"] == "clubapp.icns"
    assert plist["CFBundleDocumentTypes"][0]["CFBundleTypeExtensions"] == ["clubapp"]
    assert "hdiutil create" in (INSTALLER / "macos" / "make-dmg.sh").read_text()


def test_linux_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(INSTALLER / "linux" / "clubapp.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"].startswith("clubapp")
    assert desktop["Icon"] == "clubapp"
    assert "Game" in desktop["Categories"].split(";")


def test_build_scripts_are_executable():
    for script in ("build.sh", "linux/install.sh", "macos/make-dmg.sh"):
        assert os.access(INSTALLER / script, os.X_OK), script
