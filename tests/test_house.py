"""The package's house rules beyond its layers (tests/test_structure.py): a module's private names stay its own,
and no two modules import each other, not even inside a function or for type checking only."""

from __future__ import annotations

import ast
from pathlib import Path

import muonrag

PACKAGE = Path(muonrag.__file__).resolve().parent


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = _modules()


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _imported(module: str, node: ast.ImportFrom) -> str:
    """The absolute module an ``ImportFrom`` of ``module`` names (relative imports resolved)."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if MODULES[module].name != "__init__.py":
        base = base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _private_uses(module: str, tree: ast.AST) -> list[str]:
    """``from muonrag.x import _name`` and ``x._name`` where ``x`` names another muonrag module."""
    uses, aliases = [], {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _imported(module, node)
            if not source.startswith("muonrag"):
                continue
            for alias in node.names:
                if f"{source}.{alias.name}" in MODULES:  # a module imported by name
                    aliases[alias.asname or alias.name] = f"{source}.{alias.name}"
                elif _private(alias.name) and source != module:
                    uses.append(f"{module} imports {source}.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("muonrag") and alias.asname:
                    aliases[alias.asname] = alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases
                and _private(node.attr) and aliases[node.value.id] != module):
            uses.append(f"{module} reads {aliases[node.value.id]}.{node.attr}")
    return uses


def _all_imports(module: str, tree: ast.AST) -> set[str]:
    """Every muonrag module ``module`` imports, anywhere in it (a name imported from a package counts as the
    package, or as the module it names)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _imported(module, node)
            for alias in node.names:
                named = f"{source}.{alias.name}"
                found.add(named if named in MODULES else source)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {m for m in found if m in MODULES and m != module}


def test_no_module_uses_another_modules_private_name():
    uses = [use for module, path in MODULES.items()
            for use in _private_uses(module, ast.parse(path.read_text(encoding="utf-8")))]
    assert not uses, uses


def test_no_two_modules_import_each_other_anywhere():
    imports = {module: _all_imports(module, ast.parse(path.read_text(encoding="utf-8")))
               for module, path in MODULES.items()}
    pairs = sorted({tuple(sorted((a, b))) for a, targets in imports.items() for b in targets
                    if a in imports.get(b, ()) and not (a.startswith(b + ".") or b.startswith(a + "."))})
    assert not pairs, pairs


def test_the_checks_see_what_they_look_for():
    tree = ast.parse("from muonrag.grounding.quotes import _hidden\nimport muonrag.core.numbers as N\nN._table\n")
    assert _private_uses("muonrag.answer.engine", tree) == [
        "muonrag.answer.engine imports muonrag.grounding.quotes._hidden",
        "muonrag.answer.engine reads muonrag.core.numbers._table"]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from muonrag.answer.schema import Answer\n"
                     "def f():\n    from . import engine\n")
    assert _all_imports("muonrag.answer.bibtex", tree) == {"muonrag.answer.schema", "muonrag.answer.engine"}
