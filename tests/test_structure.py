"""The package's structure: layers without cycles, a small public API, no process-wide side effects,
LlamaIndex conventions (prompts, question generator), one chunk-reference type, one error hierarchy."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import muonrag
from muonrag.testing import ReplayLLMServer

PACKAGE = Path(muonrag.__file__).resolve().parent
# A module may import from its own subpackage and from lower layers only.
LAYERS = {
    "errors": 0, "data": 0,
    "testing": 0,  # the replay endpoint: standard library only (a benchmark loads it by path beside another checkout)
    "core": 1,  # what every layer needs: types, text hygiene, numbers and units, file limits
    "language": 2,  # how the field's English is read: tokens, quantities, question kinds, glossary
    "llm": 3,  # the one LLM client: above core, below every step that talks to a model; never imports config
    "present": 3,  # the one HTML renderer (notebook _repr_html_ and the serve page)
    "retrieve": 4, "grounding": 4,
    "config": 5, "ingest": 5,
    "index": 6,
    "agent": 7,
    "answer": 8,
    "evaluate": 9,
    "__init__": 10, "serve": 10, "cli": 11, "__main__": 12,
}


def _layer_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _imports(path: Path) -> set[str]:
    """Every muonrag module a file imports, at module level or inside functions."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("muonrag"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("muonrag"))
    return found


def test_every_import_points_down_the_layers():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(relative.parts)
        own = _layer_of(module if not module.endswith("__init__") else module.rsplit(".", 1)[0] + "._")
        if module == "muonrag.__init__":
            own = "__init__"
        for target in _imports(path):
            other = _layer_of(target) if target != "muonrag" else "__init__"
            if other != own and LAYERS[other] >= LAYERS[own]:
                wrong.append(f"{module} imports {target}")
    assert not wrong, wrong


def _module_level_imports(path: Path) -> set[str]:
    """The muonrag modules a file imports when it is imported: top-level statements only, not
    imports inside functions or under ``if TYPE_CHECKING``."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("muonrag"):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("muonrag"))
    return found


def test_no_import_cycle_at_module_level():
    modules = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph = {m: {t for t in _module_level_imports(p) if t in modules and t != m} for m, p in modules.items()}
    state: dict[str, int] = {}
    cycles = []

    def visit(module: str, trail: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                cycles.append(trail[trail.index(target):] + [target] if target in trail else [module, target])
            elif target not in state:
                visit(target, trail + [target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert not cycles, cycles


def test_public_api_is_small_and_every_name_resolves():
    assert 12 <= len(muonrag.__all__) <= 20
    for name in muonrag.__all__:
        assert getattr(muonrag, name) is not None
    with pytest.raises(AttributeError):
        muonrag.ChunkStore  # internal: importable from muonrag.index.chunk_store, not exported


@pytest.mark.subprocess
def test_import_and_a_sparse_search_load_neither_torch_nor_transformers(tmp_path, embed_model, small_corpus):
    from muonrag import Config, MuonIndex

    with MuonIndex.open(config=Config(index_path=tmp_path / "idx"), create=True, embed_model=embed_model) as index:
        index.add(small_corpus)
    code = (
        "import sys, json, muonrag\n"
        "after_import = sorted(m for m in ('torch', 'transformers', 'llama_index.core') if m in sys.modules)\n"
        f"with muonrag.open_index({str(tmp_path / 'idx')!r}) as index:\n"
        "    info = index.info()\n"
        "    hits = index.search('tungsten nozzle', mode='sparse', top_k=2)\n"
        "print(json.dumps({'after_import': after_import, 'heavy': [m for m in ('torch', 'transformers') if m in sys.modules],"
        " 'hits': len(hits), 'chunks': info['chunks']}))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["after_import"] == [] and seen["heavy"] == []
    assert seen["hits"] >= 1 and seen["chunks"] > 0


@pytest.mark.subprocess
def test_answering_offline_loads_no_llama_index(demo_index_dir, tmp_path):
    """``muonrag ask`` offline (its API path) answers without importing LlamaIndex, torch or an HTTP client:
    importing LlamaIndex alone takes 1.5-2.5 s on 2 cores, more than the whole answer."""
    from muonrag.index.onnx_encoder import load_onnx_encoder

    load_onnx_encoder("all-MiniLM-L6-v2", required=True)  # the one-time export (by torch) is made here, not there
    code = (
        "import sys, json, muonrag\n"
        "from muonrag.serve.payloads import answer_question\n"
        f"with muonrag.open_index({str(demo_index_dir)!r}, read_only=True) as index:\n"
        "    answer = answer_question(index, index.config, 'What is the opening angle of the tungsten nozzles?')\n"
        "heavy = [m for m in ('llama_index.core', 'torch', 'transformers', 'openai', 'httpx') if m in sys.modules]\n"
        "print(json.dumps({'heavy': heavy, 'abstained': answer.abstained, 'text': answer.text,"
        " 'cited': [c.doc_id for c in answer.citations], 'sub_queries': answer.sub_queries}))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUONRAG_LLM")}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["heavy"] == []
    assert not seen["abstained"] and "10" in seen["text"], seen
    assert any("nozzle" in doc or "detector" in doc for doc in seen["cited"]), seen
    assert seen["sub_queries"][0] == "What is the opening angle of the tungsten nozzles?"


@pytest.mark.slow
@pytest.mark.subprocess
def test_loading_the_model_and_reading_a_pdf_leave_the_process_alone(tmp_path):
    from tests.conftest import make_pdf

    pdf = make_pdf(tmp_path / "a.pdf", ["Muon cooling with absorbers.", "Second page."])
    code = (
        "import logging, os, sys\n"
        "root = logging.getLogger(); before = (list(root.handlers), root.level, logging.getLogger('pypdf').level)\n"
        "env = dict(os.environ)\n"
        "from muonrag.index.embedding import load_embedding\n"
        "from muonrag.ingest.loaders import load_file\n"
        "from muonrag.evaluate.runner import plot_sweep\n"
        f"doc = load_file({str(pdf)!r})\n"
        "vector = load_embedding().get_text_embedding('muon')\n"
        f"plot_sweep([{{'w_dense': 0.0, 'P@1': 0.5, 'Hit@5': 0.6, 'MRR@10': 0.5, 'gNDCG@5': 0.4}}], {str(tmp_path / 's.png')!r})\n"
        "after = (list(root.handlers), root.level, logging.getLogger('pypdf').level)\n"
        "changed = sorted(k for k in set(env) | set(os.environ) if env.get(k) != os.environ.get(k))\n"
        "import matplotlib\n"
        "print(before == after, changed, 'matplotlib.pyplot' in sys.modules, len(doc.parts), len(vector))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["True", "[]", "False", "2", "384"]
    assert (tmp_path / "s.png").stat().st_size > 1000


def test_chunk_reference_is_shared_and_formats_pages_once():
    from muonrag.answer.schema import Citation, Evidence
    from muonrag.core.chunkref import ChunkRef
    from muonrag.retrieve.results import SearchResult

    assert all(issubclass(cls, ChunkRef) for cls in (SearchResult, Evidence, Citation))
    evidence = Evidence(number=2, node_id="n", doc_id="d", title="T", text="x", score=1.0, page=3, page_label="iii")
    citation = evidence.cite("x")
    assert citation.where == evidence.where == "p. iii" and citation.number == 2 and citation.node_id == "n"
    assert Evidence(number=1, node_id="n", text="x", score=0.0, section="Geometry").where == "Geometry"


def test_results_without_a_node_convert_to_nodes():
    from muonrag.retrieve.results import SearchResult, SearchResults

    results = SearchResults([SearchResult(rank=1, score=0.5, text="tungsten nozzle", node_id="id-1", doc_id="d", title="T")])
    (node,) = results.to_nodes()
    assert node.node.node_id == "id-1" and node.node.get_content() == "tungsten nozzle" and node.score == 0.5


def test_errors_share_one_hierarchy():
    from muonrag import errors

    classes = [getattr(errors, n) for n in dir(errors) if isinstance(getattr(errors, n), type)
               and issubclass(getattr(errors, n), Exception) and not issubclass(getattr(errors, n), Warning)]
    assert len(classes) >= 10
    assert all(issubclass(cls, errors.MuonRAGError) for cls in classes)
    assert issubclass(errors.DecompositionError, errors.LLMError)
    assert str(errors.DocumentNotFoundError("not in the index x: a.md")) == "not in the index x: a.md"


def test_guarded_question_generator_in_a_subquestion_engine():
    from llama_index.core.llms import MockLLM
    from llama_index.core.query_engine import CustomQueryEngine, SubQuestionQueryEngine
    from llama_index.core.response_synthesizers.no_text import NoText
    from llama_index.core.tools import QueryEngineTool

    from muonrag import GuardedQuestionGenerator
    from muonrag.agent.decompose import OfflineDecomposer

    asked = []

    class Echo(CustomQueryEngine):
        def custom_query(self, query_str: str) -> str:
            asked.append(query_str)
            return f"answer to {query_str}"

    generator = GuardedQuestionGenerator(OfflineDecomposer())
    tool = QueryEngineTool.from_defaults(query_engine=Echo(), name="papers", description="muon collider papers")
    engine = SubQuestionQueryEngine(question_gen=generator, response_synthesizer=NoText(llm=MockLLM()),
                                    query_engine_tools=[tool], use_async=False, verbose=False)
    question = "What does BIB stand for and how is it reduced?"
    engine.query(question)
    assert asked[0] == question and 2 <= len(asked) <= 5
    assert any("beam-induced background" in q.lower() for q in asked)
    assert generator.last_decomposition.sub_queries == asked


def test_prompts_are_templates_users_can_replace(tmp_path):
    from llama_index.core.prompts import PromptTemplate

    from muonrag import Config, GuardedQuestionGenerator
    from muonrag.agent.llm_decompose import LLMDecomposer
    from muonrag.llm.adapter import make_llm
    from muonrag.evaluate.answers import AnswerJudge

    script = ['{"domains": ["detector"]}', '{"query_type": "precise_fact"}', '{"sub_queries": ["vertex detector occupancy"]}']
    with ReplayLLMServer(script) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay", llm_retries=0, llm_timeout=5).llm)
        generator = GuardedQuestionGenerator(LLMDecomposer(llm))
        assert {"domains", "query_type", "sub_queries"} <= set(generator.get_prompts())
        generator.update_prompts({"sub_queries": PromptTemplate(
            'OUR OWN WORDING. At most {limit}. Reply {{"sub_queries": [...]}}. Question: {question}')})
        result = generator.decompose("How does BIB affect the VXD?")
        assert server.prompts()[2].startswith("OUR OWN WORDING. At most 3.")
    assert result.sub_queries == ["How does BIB affect the VXD?", "vertex detector occupancy"]
    assert set(AnswerJudge(llm).get_prompts()) == {"judge"}


def test_engine_prompts_include_the_agent_and_answer_prompts(demo_index_dir, embed_model):
    from muonrag import Config, MuonIndex, build_engine

    with ReplayLLMServer([]) as server:
        config = Config(index_path=demo_index_dir, llm_base_url=server.url, llm_model="replay")
        with MuonIndex.open(config=config, embed_model=embed_model) as index:
            names = set(build_engine(index).get_prompts())
    assert {"system", "user"} <= names
    assert any(name.endswith("sub_queries") for name in names)


def test_prompts_as_sent_show_json_with_single_braces(demo_index_dir, embed_model):
    """LlamaIndex's formatter leaves ``{{`` as it is, so a doubled brace reaches the model as two."""
    import json
    import re

    from muonrag import Config, MuonIndex, build_engine
    from muonrag.evaluate.answers import JUDGE_PROMPT

    with ReplayLLMServer([]) as server:
        config = Config(index_path=demo_index_dir, llm_base_url=server.url, llm_model="replay")
        with MuonIndex.open(config=config, embed_model=embed_model) as index:
            prompts = dict(build_engine(index).get_prompts(), judge=JUDGE_PROMPT)
    examples = 0
    for name, prompt in prompts.items():
        text = prompt.format(**{var: "VALUE" for var in prompt.template_vars})
        assert "{{" not in text and "}}" not in text, name
        for example in re.findall(r'\{"[a-z_]+": .*?\}(?=[.,)]|\s|$)', text):
            if "..." not in example and "<" not in example:
                json.loads(example)
            examples += 1
    assert examples >= 5


def test_every_array_a_model_fills_is_bounded_by_its_schema():
    """A grammar-constrained small model that repeats itself stops at maxItems, not at the output cap."""
    from muonrag.agent.llm_decompose import STEP_SCHEMAS
    from muonrag.answer.generated import ANSWER_SCHEMA

    def arrays(schema, path="$"):
        if schema.get("type") == "array":
            yield path, schema
        for key, sub in schema.get("properties", {}).items():
            yield from arrays(sub, f"{path}.{key}")
        if isinstance(schema.get("items"), dict):
            yield from arrays(schema["items"], f"{path}[]")

    found = [(p, s) for schema in (ANSWER_SCHEMA, *STEP_SCHEMAS.values()) for p, s in arrays(schema)]
    unbounded = [p for p, s in found if p != "$.claims[].evidence" and "maxItems" not in s]
    assert len(found) >= 4 and not unbounded, unbounded
