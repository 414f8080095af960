"""The password of an SFTP upload, or the passphrase of its key: taken from the keyring, asked
once when it has none (or the server refuses it) and kept when the user allows — a keyring in
memory here (tests/store/memory_keyring), never the user's own — against a real server."""

from __future__ import annotations

import keyring
import pytest
from keyring.backends.fail import Keyring as NoKeyring

from clubapp.site.upload_login import kept_secret, upload_with_login
from clubapp.site.upload_plan import UploadError
from clubapp.words import Message, say
from tests.helpers.sftp_server import PASSWORD, SftpServer
from tests.helpers.uploads import served, write_site
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)

PAGES = {"index.html": "<h1>Thursday club</h1>", "members/ann.html": "<p>Ann</p>"}


class Answers:
    """The person at the terminal: gives these secrets in turn, answers the offer to keep."""

    def __init__(self, *secrets: str, keep: bool = True) -> None:
        self.secrets, self.keep = list(secrets), keep
        self.asked: list[Message] = []
        self.told: list[Message] = []

    def secret(self, question: Message) -> str | None:
        self.asked.append(question)
        return self.secrets.pop(0) if self.secrets else None

    def confirm(self, question: Message) -> bool:
        self.asked.append(question)
        return self.keep

    def tell(self, message: Message) -> None:
        self.told.append(message)


@pytest.fixture
def server(tmp_path):
    root = tmp_path / "server"
    root.mkdir()
    running = SftpServer(root)
    yield running
    running.stop()


@pytest.fixture
def site(tmp_path):
    return write_site(tmp_path / "site", PAGES)


def test_the_password_is_asked_once_and_kept_in_the_keyring(
        server, site, tmp_path, memory_keyring):  # noqa: F811
    known = tmp_path / "known_hosts"
    answers = Answers(PASSWORD)
    upload_with_login(site, server.url(), questions=answers, known_hosts=known)
    assert [m.id for m in answers.asked] == ["upload.ask_password", "upload.offer_keep"]
    assert say(answers.asked[0], "en") == "Password of club at 127.0.0.1: "
    assert memory_keyring.kept == {("clubapp", f"sftp://club@127.0.0.1:{server.port}"):
                                   PASSWORD}
    assert served(server.root / "site") == {k: v.encode() for k, v in PAGES.items()}

    (site / "index.html").write_text("<h1>Thursday club, week 2</h1>")
    nobody = Answers()  # asks nothing: the keyring has it
    report = upload_with_login(site, server.url(), questions=nobody, known_hosts=known)
    assert report.sent == ("index.html",) and nobody.asked == []


def test_a_password_the_server_no_longer_takes_is_asked_again_and_replaced(
        server, site, tmp_path, memory_keyring):  # noqa: F811
    memory_keyring.kept[("clubapp", f"sftp://club@127.0.0.1:{server.port}")] = "last year's"
    answers = Answers(PASSWORD)
    upload_with_login(site, server.url(), questions=answers, known_hosts=tmp_path / "kh")
    assert kept_secret(server.url()) == PASSWORD


def test_not_kept_when_the_user_says_no_and_refused_when_nobody_answers(
        server, site, tmp_path, memory_keyring):  # noqa: F811
    answers = Answers(PASSWORD, keep=False)
    upload_with_login(site, server.url(), questions=answers, known_hosts=tmp_path / "kh")
    assert memory_keyring.kept == {}
    # a schedule, a pipe: nobody to ask, and the login is refused as it is
    with pytest.raises(UploadError) as refused:
        upload_with_login(site, server.url(), questions=None, known_hosts=tmp_path / "kh")
    assert refused.value.kind == "login"
    # a wrong answer: refused too, and nothing kept
    with pytest.raises(UploadError):
        upload_with_login(site, server.url(), questions=Answers("wrong"),
                          known_hosts=tmp_path / "kh")
    assert memory_keyring.kept == {}


def test_a_computer_without_a_keyring_says_so_and_keeps_nothing(server, site, tmp_path):
    before = keyring.get_keyring()
    keyring.set_keyring(NoKeyring())
    try:
        answers = Answers(PASSWORD)
        upload_with_login(site, server.url(), questions=answers, known_hosts=tmp_path / "kh")
    finally:
        keyring.set_keyring(before)
    assert [m.id for m in answers.told] == ["upload.not_kept"]
    assert served(server.root / "site")


@pytest.mark.filterwarnings("ignore:.*bcrypt.kdf.*:UserWarning")  # one round: a test's key
def test_the_passphrase_of_a_key_is_asked_and_kept_under_the_key(
        tmp_path, site, memory_keyring):  # noqa: F811
    import asyncssh

    key = asyncssh.generate_private_key("ssh-ed25519")
    key_file = tmp_path / "id_ed25519"
    key.write_private_key(key_file, passphrase="river bank", rounds=1)
    root = tmp_path / "server"
    root.mkdir()
    server = SftpServer(root, client_key=key, password="not this way")
    try:
        answers = Answers("river bank")
        upload_with_login(site, server.url(), key_file=key_file, questions=answers,
                          known_hosts=tmp_path / "kh")
        assert [m.id for m in answers.asked] == ["upload.ask_passphrase", "upload.offer_keep"]
        assert memory_keyring.kept == {("clubapp", f"ssh-key:{key_file.resolve()}"):
                                       "river bank"}
        nobody = Answers()
        upload_with_login(site, server.url(), key_file=key_file, questions=nobody,
                          known_hosts=tmp_path / "kh")
        assert nobody.asked == []
    finally:
        server.stop()
    assert served(root / "site")


def test_a_folder_asks_nothing(site, tmp_path, memory_keyring):  # noqa: F811
    nobody = Answers()
    report = upload_with_login(site, str(tmp_path / "stick"), questions=nobody)
    assert len(report.sent) == 2 and nobody.asked == [] and memory_keyring.kept == {}
