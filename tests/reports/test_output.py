"""Writing atomically: a complete document or nothing, never a half-written file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.output import check_target, write_atomically
from tests.reports.helpers import leftovers


def test_the_document_appears_only_when_complete(tmp_path):
    target = tmp_path / "out.pdf"

    def write(temporary):
        assert not target.exists()  # written beside the target, under another name
        assert temporary.parent == tmp_path
        temporary.write_bytes(b"%PDF-1.4 complete")

    assert write_atomically(target, write) == target
    assert target.read_bytes() == b"%PDF-1.4 complete"
    assert leftovers(tmp_path) == []


def test_a_failed_build_leaves_the_old_file_and_no_temporary(tmp_path):
    target = tmp_path / "out.pdf"
    target.write_bytes(b"old")

    def write(temporary):
        temporary.write_bytes(b"half")
        raise BuildCancelled()

    with pytest.raises(BuildCancelled):
        write_atomically(target, write)
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path) == []


def test_a_new_document_gets_ordinary_permissions(tmp_path):
    target = write_atomically(tmp_path / "out.pdf", lambda t: t.write_bytes(b"x"))
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~mask


def test_an_unwritable_folder_is_refused_and_nothing_is_left():
    """/proc takes no new files, for root as for anyone (a chmod would not stop root)."""
    with pytest.raises(ReportError, match="cannot write"):
        write_atomically(Path("/proc/clubapp-out.pdf"), lambda t: t.write_bytes(b"x"))
    assert not Path("/proc/clubapp-out.pdf").exists()


def test_a_missing_folder_or_a_folder_as_target_is_refused(tmp_path):
    with pytest.raises(ReportError, match="does not exist"):
        check_target(tmp_path / "no" / "such" / "out.pdf")
    with pytest.raises(ReportError, match="is a folder"):
        check_target(tmp_path)
    with pytest.raises(ReportError, match="no output file"):
        check_target("")


def test_an_os_error_while_writing_is_a_report_error(tmp_path):
    def write(temporary):
        raise PermissionError(13, "Permission denied")

    with pytest.raises(ReportError, match="Permission denied"):
        write_atomically(tmp_path / "out.pdf", write)
    assert list(tmp_path.iterdir()) == []
