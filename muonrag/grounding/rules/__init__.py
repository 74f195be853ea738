"""The grounding rules, one module a family; :mod:`muonrag.grounding.registry` orders them."""
