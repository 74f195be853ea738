"""Use muonrag's components inside your own LlamaIndex pipeline.

    python examples/05_llamaindex_pipeline.py

Here the dense side is LlamaIndex's own in-memory VectorStoreIndex (no Qdrant),
the sparse side muonrag's physics-aware BM25 (its engine over an in-memory chunk
store), the fusion muonrag's FusionRetriever, and the answers come from
muonrag's GroundedQueryEngine.
Last, LlamaIndex's own SubQuestionQueryEngine runs with muonrag's
GuardedQuestionGenerator: its sub-questions cannot bring in titles, numbers or
names the question does not contain. Every model is passed explicitly: nothing
touches LlamaIndex's global Settings.
"""

from llama_index.core import VectorStoreIndex
from llama_index.core.llms import MockLLM
from llama_index.core.query_engine import SubQuestionQueryEngine
from llama_index.core.response_synthesizers.no_text import NoText
from llama_index.core.schema import TextNode
from llama_index.core.tools import QueryEngineTool

from muonrag import FusionRetriever, GroundedQueryEngine, GuardedQuestionGenerator
from muonrag.answer.extractive import ExtractiveAnswerer
from muonrag.core.nodes import context_text
from muonrag.index.bm25 import BM25Index
from muonrag.index.chunk_store import ChunkStore
from muonrag.index.embedding import load_embedding
from muonrag.retrieve.engine import Engine
from muonrag.retrieve.plan import FusionPlan
from muonrag.retrieve.retrievers import IndexRetriever

texts = {
    "nozzle": "Two tungsten nozzles, cones of about 10 degrees, absorb the secondaries of muon decays near the IP.",
    "timing": "Hits from beam-induced background arrive out of time; a window of a few hundred ps rejects most of them.",
    "cooling": "Ionization cooling reduces the emittance: muons lose momentum in absorbers and RF restores it longitudinally.",
    "higgs": "At 10 TeV, double Higgs production by vector boson fusion measures the trilinear self-coupling.",
}
nodes = [TextNode(id_=f"00000000-0000-4000-8000-00000000000{i}", text=t, metadata={"doc_id": k, "title": k})
         for i, (k, t) in enumerate(texts.items())]

embed = load_embedding()  # the bundled all-MiniLM-L6-v2, from local disk
dense = VectorStoreIndex(nodes, embed_model=embed).as_retriever(similarity_top_k=4)
chunks, bm25 = ChunkStore(), BM25Index()
rows = chunks.update(add=nodes)  # where each row of the store comes from ...
bm25.update(chunks.ids, rows, [context_text(n) for n in nodes])  # ... so BM25 keeps the same rows
bm25_only = Engine(vectors=None, lexical=bm25, chunks=chunks, encode_query=None)  # a BM25 plan never encodes
sparse = IndexRetriever(bm25_only, FusionPlan().only("sparse"), similarity_top_k=4)

fused = FusionRetriever([dense, sparse], weights=[0.9, 0.1], names=["dense", "sparse"], method="rrf", similarity_top_k=3)
for hit in fused.retrieve("How is BIB rejected with timing?"):
    print(f"{hit.score:.4f}  ranks={hit.ranks}  {hit.node.metadata['doc_id']}")

engine = GroundedQueryEngine(fused, extractive=ExtractiveAnswerer(embed, bm25.idf, threshold=0.3))
response = engine.query("How is beam-induced background rejected with timing?")
print("\n" + response.response)
print("cited:", [c.doc_id for c in response.metadata["answer"].citations])

# LlamaIndex's SubQuestionQueryEngine with guarded sub-questions. Offline, the final
# synthesis step returns the sub-answers as they are (NoText: its LLM is never
# called); with an endpoint, pass get_response_synthesizer(llm=your_llm) instead.
tool = QueryEngineTool.from_defaults(query_engine=engine, name="muon_notes", description="Notes on muon collider physics")
sub_engine = SubQuestionQueryEngine(
    question_gen=GuardedQuestionGenerator(),
    response_synthesizer=NoText(llm=MockLLM()),
    query_engine_tools=[tool],
    use_async=False,
    verbose=False,
)
result = sub_engine.query("How does BIB timing rejection work and why are tungsten nozzles used?")
print("\nguarded sub-questions and their grounded answers:")
for source in result.source_nodes:
    text = source.node.get_content()
    if text.startswith("Sub question:"):  # the engine's own summary nodes; the rest are their evidence
        question, _, answer = text.partition("\nResponse: ")
        print(f"  {question.removeprefix('Sub question: ')}\n      -> {answer[:160]}")
