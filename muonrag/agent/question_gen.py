"""The guarded decomposition as a LlamaIndex question generator.

Pass it to your own ``SubQuestionQueryEngine(question_gen=...)`` and every
sub-question it generates has passed muonrag's guard: none brings in a number,
title, arXiv id, author or acronym that the question does not contain::

    from llama_index.core.query_engine import SubQuestionQueryEngine
    from muonrag import GuardedQuestionGenerator

    engine = SubQuestionQueryEngine.from_defaults(
        query_engine_tools=tools, question_gen=GuardedQuestionGenerator(), llm=llm)
"""

from __future__ import annotations

import asyncio
from typing import List, Optional, Sequence

from llama_index.core.prompts.mixin import PromptDictType, PromptMixinType
from llama_index.core.question_gen.types import BaseQuestionGenerator, SubQuestion
from llama_index.core.schema import QueryBundle
from llama_index.core.tools.types import ToolMetadata

from muonrag.agent.decompose import Decomposer, Decomposition, OfflineDecomposer
from muonrag.agent.llm_decompose import LLMDecomposer


class GuardedQuestionGenerator(BaseQuestionGenerator):
    """Sub-questions from a muonrag decomposer, each checked by its guard.

    Every guarded sub-query (the original question first) is asked of every
    tool, in the tools' order: muonrag's sub-queries rephrase one question
    rather than route its parts, and a tool that has nothing to say returns
    nothing. With one tool, as in the usual muonrag setup, that is one
    sub-question per sub-query.

    Args:
        decomposer: an :class:`~muonrag.agent.decompose.OfflineDecomposer`
            (the default, deterministic) or
            :class:`~muonrag.agent.llm_decompose.LLMDecomposer`.
        include_original: keep the original question as the first sub-question.

    ``last_decomposition`` holds the most recent decomposition, rejected
    sub-queries and their reasons included.
    """

    def __init__(self, decomposer: Optional[Decomposer] = None, include_original: bool = True):
        self.decomposer: Decomposer = decomposer or OfflineDecomposer()
        self.include_original = include_original
        self.last_decomposition: Optional[Decomposition] = None

    def _get_prompts(self) -> PromptDictType:
        return self.decomposer.get_prompts() if isinstance(self.decomposer, LLMDecomposer) else {}

    def _update_prompts(self, prompts: PromptDictType) -> None:
        if isinstance(self.decomposer, LLMDecomposer):
            self.decomposer.update_prompts(prompts)

    def _get_prompt_modules(self) -> PromptMixinType:
        return {}

    def decompose(self, question: str) -> Decomposition:
        """The guarded decomposition of ``question``: sub-queries, rejections and their reasons."""
        return self.decomposer.decompose(question)

    def generate(self, tools: Sequence[ToolMetadata], query: QueryBundle) -> List[SubQuestion]:
        """Guarded sub-questions of ``query`` for ``tools``."""
        if not tools:
            raise ValueError("GuardedQuestionGenerator needs at least one tool to ask")
        decomposition = self.decompose(query.query_str)
        self.last_decomposition = decomposition
        subs = decomposition.sub_queries if self.include_original else decomposition.sub_queries[1:]
        return [SubQuestion(sub_question=sub, tool_name=tool.name) for sub in subs for tool in tools]

    async def agenerate(self, tools: Sequence[ToolMetadata], query: QueryBundle) -> List[SubQuestion]:
        """:meth:`generate` in a worker thread (the decomposer's LLM calls are blocking)."""
        return await asyncio.to_thread(self.generate, tools, query)
