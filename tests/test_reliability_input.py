"""Hostile and merely large input (issue 24): nothing hangs, nothing is read unbounded, nothing is lost.

Real FIFOs, real links to devices, a real 50 MB one-line file, a real file name that is not
UTF-8. Where the old behaviour was a hang or an unbounded read, the code runs in a child
process with a timeout and a memory cap, so the bug fails the test instead of blocking it.
"""

from __future__ import annotations

import io
import json
import os
import resource
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from muonrag.config import CONFIG_FILE_MAX_BYTES, Config
from muonrag.errors import ConfigError
from muonrag.core.files import ReadLimits, display_name
from muonrag.ingest.loaders import load_file, load_path

REPO = Path(__file__).resolve().parents[1]
GOOD = "# Good\n\nThe tungsten nozzle absorbs the beam-induced background of the muon collider.\n"
BAD_NAME = b"caf\xe9.md"  # Latin-1, not UTF-8
MAIN_TEX = (b"\\documentclass{article}\\title{Cooling}\\begin{document}\n"
            b"\\section{Results}Ionisation cooling reduces the emittance.\n\\end{document}\n")


def _capped() -> None:
    """The child may not grow past 3 GB: an unbounded read ends in MemoryError, not a swapped machine."""
    resource.setrlimit(resource.RLIMIT_AS, (3 * 2**30, 3 * 2**30))


def _child(code: str, timeout: float = 60, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh interpreter, bounded in time and memory."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, cwd=REPO,
                          preexec_fn=_capped, env={**os.environ, "HF_HUB_OFFLINE": "1", **(env or {})})


def _load_in_child(folder: Path) -> dict[str, str]:
    """``load_path(folder)`` in a child: ``{"docs": [...], "skipped": {name: reason}}``."""
    code = ("import json, os, sys\nfrom muonrag.ingest.loaders import load_path\n"
            f"r = load_path({str(folder)!r})\n"
            "print(json.dumps({'docs': [d.doc_id for d in r.documents],"
            " 'skipped': {os.path.basename(s.source): s.reason for s in r.skipped}}))")
    proc = _child(code)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _bundle(path: Path, members: dict[str, bytes]) -> Path:
    with tarfile.open(path, "w:gz") as archive:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return path


def _bad_name_file(folder: Path, text: str) -> None:
    fd = os.open(os.path.join(os.fsencode(folder), BAD_NAME), os.O_WRONLY | os.O_CREAT, 0o644)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)


# --- only regular files are read -----------------------------------------------------------

@pytest.mark.subprocess
def test_a_fifo_named_pipe_md_is_skipped_by_name_and_never_opened(tmp_path):
    (tmp_path / "good.md").write_text(GOOD)
    os.mkfifo(tmp_path / "pipe.md")  # open() of a FIFO with no writer blocks forever
    found = _load_in_child(tmp_path)
    assert found["docs"] == ["good.md"]
    assert "named pipe (FIFO)" in found["skipped"]["pipe.md"] and "regular file" in found["skipped"]["pipe.md"]


@pytest.mark.subprocess
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_a_device_is_skipped_by_name_and_never_read(tmp_path, device):
    (tmp_path / "good.md").write_text(GOOD)
    os.symlink(device, tmp_path / "endless.md")
    found = _load_in_child(tmp_path)
    assert found["docs"] == ["good.md"]
    assert f"link to {device}" in found["skipped"]["endless.md"]
    assert "character device" in found["skipped"]["endless.md"]


def test_link_loops_and_links_outside_the_folder_are_skipped_with_their_reason(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "good.md").write_text(GOOD)
    os.symlink(corpus / "loop.md", corpus / "loop.md")
    secret = tmp_path / "secret.txt"
    secret.write_text("a file the folder does not hold")
    os.symlink(secret, corpus / "outside.txt")
    result = load_path(corpus)
    assert [d.doc_id for d in result.documents] == ["good.md"]
    reasons = {Path(s.source).name: s.reason for s in result.skipped}
    assert "loop" in reasons["loop.md"]
    assert "outside the folder" in reasons["outside.txt"] and str(secret) in reasons["outside.txt"]


@pytest.mark.subprocess
def test_a_device_named_on_the_command_line_is_skipped_not_read(tmp_path):
    os.symlink("/dev/zero", tmp_path / "zero.md")
    code = ("from muonrag.ingest.loaders import load_path\n"
            f"r = load_path({str(tmp_path / 'zero.md')!r})\nprint(r.skipped[0].reason)")
    proc = _child(code)
    assert proc.returncode == 0, proc.stderr
    assert "character device" in proc.stdout


# --- every read has a limit, checked before reading ----------------------------------------

@pytest.mark.subprocess
def test_config_file_dev_zero_is_a_clear_config_error_at_once():
    # a read of /dev/zero never ends: the child's timeout (30 s) would fail the test; no clock is needed
    code = ("from muonrag.config import Config\nfrom muonrag.errors import ConfigError\n"
            "try:\n    Config.load()\nexcept ConfigError as exc:\n    print('ConfigError:', exc)\n")
    proc = _child(code, timeout=30, env={"MUONRAG_CONFIG": "/dev/zero"})
    assert proc.returncode == 0, proc.stderr
    assert "ConfigError: config file /dev/zero" in proc.stdout and "not a regular file" in proc.stdout


@pytest.mark.subprocess
def test_config_file_that_is_a_fifo_or_too_large_is_refused_without_reading(tmp_path):
    os.mkfifo(tmp_path / "pipe.toml")
    code = ("from muonrag.config import Config\nfrom muonrag.errors import ConfigError\n"
            f"try:\n    Config.load({str(tmp_path / 'pipe.toml')!r})\nexcept ConfigError as exc:\n    print(exc)\n")
    assert "named pipe" in _child(code, timeout=30).stdout
    big = tmp_path / "big.toml"
    with big.open("wb") as handle:
        handle.truncate(CONFIG_FILE_MAX_BYTES + 1)  # sparse: nothing to read, only its size
    with pytest.raises(ConfigError, match=r"big\.toml.*larger than the CONFIG_FILE_MAX_BYTES limit"):
        Config.load(big)


def test_a_50_mb_markdown_file_of_one_line_is_refused_by_name_in_seconds(tmp_path):
    (tmp_path / "good.md").write_text(GOOD)
    sentence = "The muon collider ring stores beams of both charges. "
    with (tmp_path / "huge.md").open("w") as handle:
        handle.write(sentence * (50_000_000 // len(sentence)))
    result = load_path(tmp_path)  # refused by its size before it is read (the reason names the limit)
    assert [d.doc_id for d in result.documents] == ["good.md"]
    (skipped,) = result.skipped
    assert Path(skipped.source).name == "huge.md"
    assert "larger than the max_text_bytes limit" in skipped.reason and "MUONRAG_MAX_TEXT_BYTES" in skipped.reason


def test_the_limits_are_settings(tmp_path, monkeypatch):
    (tmp_path / "note.md").write_text(GOOD)
    size = (tmp_path / "note.md").stat().st_size
    assert Config().ingest.read_limits() == ReadLimits()
    monkeypatch.setenv("MUONRAG_MAX_TEXT_BYTES", str(size - 1))
    limits = Config.load().ingest.read_limits()
    assert limits.text_bytes == size - 1
    with pytest.raises(Exception, match="max_text_bytes"):
        load_file(tmp_path / "note.md", limits=limits)
    assert load_file(tmp_path / "note.md", limits=ReadLimits(text_bytes=size)).doc_id == "note.md"
    with pytest.raises(ConfigError, match="max_file_bytes must be at least 1"):
        Config(max_file_bytes=0)


def test_archive_members_left_out_are_counted_and_named(tmp_path):
    _bundle(tmp_path / "paper.tar.gz", {"ms.tex": MAIN_TEX, "appendix.tex": b"%" * 5000, "../escape.tex": b"x"})
    result = load_path(tmp_path)
    assert [d.doc_id for d in result.documents] == ["paper.tar.gz"]  # 5000 bytes are under the default limit
    limits = ReadLimits(text_bytes=4000)
    from muonrag.ingest.loaders import iter_documents

    items = list(iter_documents(tmp_path, limits=limits))
    left = {s.source.rsplit(":", 1)[1]: s.reason for s in items if not hasattr(s, "doc_id")}
    assert set(left) == {"appendix.tex", "../escape.tex"}
    assert "max_text_bytes" in left["appendix.tex"] and "outside the bundle" in left["../escape.tex"]
    assert [s.source for s in result.skipped] == [f"{tmp_path / 'paper.tar.gz'}:../escape.tex"]


# --- names that are not UTF-8 ----------------------------------------------------------------

def test_a_file_name_that_is_not_utf8_is_ingested_under_an_escaped_id(tmp_path):
    (tmp_path / "good.md").write_text(GOOD)
    _bad_name_file(tmp_path, "# Cafe\n\nThe cooling channel of the café muon demonstrator.\n")
    result = load_path(tmp_path)
    assert sorted(d.doc_id for d in result.documents) == ["caf\\xe9.md", "good.md"]
    for document in result.documents:
        json.dumps([document.doc_id, document.source, document.title, document.metadata],
                   ensure_ascii=False).encode("utf-8")  # printable and writable, no lone surrogates
    assert display_name(os.fsdecode(BAD_NAME)) == "caf\\xe9.md"


@pytest.mark.slow
@pytest.mark.subprocess
def test_cli_ingest_of_a_hostile_folder_ends_with_every_problem_named(tmp_path):
    """The full path: discovery, loaders, chunking, the manifest and chunk store written as JSON,
    the summary printed. A hang (FIFO, device) fails on the timeout."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "good.md").write_text(GOOD)
    _bad_name_file(folder, "# Cafe\n\nThe cooling channel of the café muon demonstrator.\n")
    os.mkfifo(folder / "pipe.md")
    os.symlink("/dev/zero", folder / "zero.md")
    _bundle(folder / "paper.tar.gz", {"ms.tex": MAIN_TEX, "../escape.tex": b"x"})
    command = [sys.executable, "-m", "muonrag", "ingest", str(folder), "--index", str(tmp_path / "idx"), "--no-progress"]
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    proc = subprocess.run(command, capture_output=True, text=True, timeout=180, cwd=REPO, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ingested 3 document(s) (3 new, 0 changed), 0 unchanged, 3 skipped" in proc.stdout
    for name in ("pipe.md: a named pipe", "zero.md: link to /dev/zero", "paper.tar.gz:../escape.tex"):
        assert name in proc.stdout
    assert "\\udce9" not in proc.stdout + proc.stderr and "codec" not in proc.stderr
    again = subprocess.run(command + ["--json"], capture_output=True, text=True, timeout=180, cwd=REPO, env=env)
    assert again.returncode == 0, again.stdout + again.stderr
    report = json.loads(again.stdout)
    assert sorted(report["unchanged"]) == ["caf\\xe9.md", "good.md", "paper.tar.gz"] and report["documents"] == 3


# --- configuration values are type-checked ------------------------------------------------

@pytest.mark.parametrize("line, name, kind", [
    ("[llm]\nfallback = 5", r"llm_fallback=5 is not a valid bool: expected .* \(\[llm\] fallback in a TOML file\)", "bool"),
    ("[retrieval]\nsearch_references = [true]", "search_references=.* is not a valid bool", "bool"),
    ("[embedding]\nmodel = 5", r"embed_model=5 is not a valid str: .*\(\[embedding\] model in a TOML file\)", "str"),
    ('[embedding]\ndevice = ["cpu"]', "device=.* is not a valid str", "str"),
    ("[answer]\nverify = 1", "verify=1 is not a valid str", "str"),
])
def test_a_value_of_the_wrong_type_in_toml_names_the_key_and_the_type(tmp_path, line, name, kind):
    toml = tmp_path / "muonrag.toml"
    toml.write_text(line + "\n")
    with pytest.raises(ConfigError, match=rf"setting {name}"):
        Config.load(toml)


def test_the_index_reads_with_the_configured_limits(tmp_path, embed_model):
    from muonrag import MuonIndex

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "good.md").write_text(GOOD)
    (corpus / "long.md").write_text("# Long\n\n" + "Muon beams cool in absorbers. " * 200)
    config = Config(index_path=tmp_path / "idx", max_text_bytes=2000)
    with MuonIndex.open(config=config, create=True, embed_model=embed_model) as index:
        report = index.add(corpus)
    assert [Path(s.source).name for s in report.skipped] == ["long.md"]
    assert "max_text_bytes" in report.skipped[0].reason
