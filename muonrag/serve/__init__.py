"""``muonrag serve``: a local web page and JSON API over an index (see :doc:`/serve`).

Importing this package loads nothing heavy: :mod:`muonrag.serve.payloads` is
what the command line shares with the app; Starlette, Jinja2 and uvicorn are
imported only by :mod:`muonrag.serve.app` and :mod:`muonrag.serve.run`
(the ``serve`` extra).
"""
