"""The one LLM client: every request muonrag makes to a model goes through this package.

* :mod:`~muonrag.llm.client`: :class:`~muonrag.llm.client.Client`, the conversation with one model (the
  structured-output ladder, the parameters the endpoint refused, the reply read whole); one per model, shared by
  the decomposition, the answer, its verification and the evaluation's grader;
* :mod:`~muonrag.llm.replies`: a reply read whole (reasoning fields, ``<think>`` blocks, Harmony channels,
  ``finish_reason``) and the JSON object in it;
* :mod:`~muonrag.llm.wire`: the OpenAI-compatible protocol (the ``response_format`` levels, what a failed
  request means, a streamed reply joined);
* :mod:`~muonrag.llm.transport`: every request bounded (its deadline, the question's deadline, retries, redirects);
* :mod:`~muonrag.llm.adapter`: muonrag's LlamaIndex LLM over that transport (:func:`~muonrag.llm.adapter.make_llm`);
* :mod:`~muonrag.llm.prompts`: named prompts users can read and replace (LlamaIndex's ``PromptMixin``);
* :mod:`~muonrag.llm.cancel`: stopping the requests of an answer whose client is gone.

Nothing is imported here: ``client``, ``replies`` and ``wire`` load neither LlamaIndex nor an HTTP client, so an
offline answer imports neither.
"""
