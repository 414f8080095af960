"""`clubapp export results [--evening N | --season N] [--out FILE]`: the open results format on
the command line — the same bytes every run, one evening or one season, and an unknown one
refused with one line and nothing on standard output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator, FormatChecker

from clubapp.services import Services
from clubapp.services.results_format import SCHEMA_FILE, document_json, results_document
from tests.cli.shell import Shell
from tests.helpers.clubs import chip_evening
from tests.helpers.mixed_evening import play_evening

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / SCHEMA_FILE).read_text("utf-8"))


@pytest.fixture
def club(empty_club):
    """The mixed evening, a loo night worth 0.05 a chip, a season of the mixed evening; Ann
    published by initials, Bob left out."""
    services = Services.open(str(empty_club))
    try:
        mixed = play_evening(services)
        loo, _games = chip_evening(services)
        services.evenings.set_chip_worth(loo, "0.05")
        season = services.seasons.create("Spring", None, [mixed.evening_id], lots_seed=3)
        services.members.set_privacy(mixed.member_ids["Ann"], publish_as="initials")
        services.members.set_privacy(mixed.member_ids["Bob"], publish_as="hidden")
        services.members.update(mixed.member_ids["Cat"], name="Cat", email="cat@example.org",
                                phone="+44 20 7946 0000", notes="keeps the key")
        expected = document_json(results_document(services))
    finally:
        services.close()
    return str(empty_club), mixed, loo, season.id, expected


def test_export_results_prints_the_whole_club_the_same_every_time(club, capsys, monkeypatch):
    db, mixed, loo, season, expected = club
    shell = Shell(db, capsys, monkeypatch)
    first, second = shell.run("export", "results"), shell.run("export", "results")
    assert (first.code, first.err) == (0, "")
    assert first.out == second.out == expected
    document = json.loads(first.out)
    assert list(Draft202012Validator(SCHEMA, format_checker=FormatChecker())
                .iter_errors(document)) == []
    assert [e["id"] for e in document["evenings"]] == [mixed.evening_id, loo]
    assert [s["id"] for s in document["seasons"]] == [season]
    names = {p["id"]: p["name"] for p in document["players"]}
    assert names[f"p{mixed.member_ids['Ann']}"] == "A."
    assert f"p{mixed.member_ids['Bob']}" not in names
    assert "cat@example.org" not in first.out and "keeps the key" not in first.out
    assert "7946" not in first.out
    assert first.out == json.dumps(document, ensure_ascii=False, sort_keys=True, indent=2) + "\n"


def test_export_results_to_a_file_writes_the_same_bytes(club, capsys, monkeypatch, tmp_path):
    db, _mixed, _loo, _season, expected = club
    out = tmp_path / "results.json"
    run = Shell(db, capsys, monkeypatch).run("export", "results", "--out", out)
    assert (run.code, run.out, run.err) == (0, "", "")
    assert out.read_bytes() == expected.encode("utf-8")


def test_one_evening_and_one_season(club, capsys, monkeypatch):
    db, mixed, loo, season, _expected = club
    shell = Shell(db, capsys, monkeypatch)
    evening = shell.json("export", "results", "--evening", loo)
    assert evening["scope"] == {"kind": "evening", "id": loo}
    assert [e["id"] for e in evening["evenings"]] == [loo]
    assert evening["evenings"][0]["chips"]["worth"] == {"money": "0.05", "units": 1}
    assert evening["members"] == [] and evening["seasons"] == []
    one = shell.json("export", "results", "--season", season)
    assert one["scope"] == {"kind": "season", "id": season}
    assert [e["id"] for e in one["evenings"]] == [mixed.evening_id]
    assert [s["id"] for s in one["seasons"]] == [season]


@pytest.mark.parametrize(("lang", "args", "said"), [
    ("en", ("--evening", "404"), "evening: no evening number 404"),
    ("en", ("--season", "404"), "season: there is no season number 404"),
    ("ru", ("--season", "404"), "сезона номер 404 нет"),
])
def test_an_unknown_evening_or_season_is_refused(club, capsys, monkeypatch, tmp_path, lang,
                                                 args, said):
    db = club[0]
    out = tmp_path / "results.json"
    shell = Shell(db, capsys, monkeypatch, lang=lang)
    assert said in shell.refused("export", "results", *args)
    assert shell.refused("export", "results", *args, "--out", out)
    assert not out.exists()  # nothing written


def test_an_evening_and_a_season_together_are_refused(club, capsys, monkeypatch):
    run = Shell(club[0], capsys, monkeypatch).run("export", "results", "--evening", "1",
                                                  "--season", "1")
    assert run.code == 2 and run.out == ""
    assert "--season" in run.err
