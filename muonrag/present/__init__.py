"""What a person sees: the one HTML renderer (:mod:`muonrag.present.html`).

Notebooks (``SearchResults._repr_html_``, ``Answer._repr_html_``) and the page of
``muonrag serve`` show the same fragments, made and sanitised here. It sits above
:mod:`muonrag.core` and :mod:`muonrag.language` and below retrieval, answering and serving.
"""
