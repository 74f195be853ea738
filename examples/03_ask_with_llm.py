"""Ask a question with an LLM endpoint (vLLM, llama.cpp, Ollama, OpenAI), or offline.

    MUONRAG_LLM_BASE_URL=http://localhost:8000/v1 MUONRAG_LLM_MODEL=openai/gpt-oss-120b \
        python examples/03_ask_with_llm.py "How do the nozzles reduce BIB?"

Without an endpoint configured it answers offline (extractive, with the same
citation and abstention rules), and says so.
"""

import sys
import tempfile
from pathlib import Path

import muonrag
from muonrag.data import demo_corpus_path

question = sys.argv[1] if len(sys.argv) > 1 else "How do the tungsten nozzles reduce beam-induced background?"
config = muonrag.Config.load()  # reads muonrag.toml and MUONRAG_* variables, LLM settings included
print("LLM endpoint:", config.llm.base_url or "none configured: answering offline")

index_dir = Path(tempfile.gettempdir()) / "muonrag-example-index"
with muonrag.build_index(demo_corpus_path(), index_dir) as index:
    engine = muonrag.build_engine(index, config=config.replace(index_path=index_dir))
    answer = engine.answer(question)

print(answer.render(show_evidence=False))
print("\nabstained:", answer.abstained, "| method:", answer.method, "| sub-queries:", answer.sub_queries)
