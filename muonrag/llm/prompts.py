"""Named prompt templates that users can read and replace, the LlamaIndex way."""

from __future__ import annotations

from llama_index.core.prompts import BasePromptTemplate
from llama_index.core.prompts.mixin import PromptDictType, PromptMixin, PromptMixinType


class NamedPrompts(PromptMixin):
    """A ``PromptMixin`` whose prompts are the templates in ``self._prompts``, by name.

    ``get_prompts()`` lists them and ``update_prompts({"name": PromptTemplate(...)})``
    replaces them; a name the component does not use is refused, so a typo cannot
    silently leave the old prompt in place.
    """

    _prompts: dict[str, BasePromptTemplate]

    def _get_prompts(self) -> PromptDictType:
        return dict(self._prompts)

    def _update_prompts(self, prompts: PromptDictType) -> None:
        own = {k: v for k, v in prompts.items() if ":" not in k}  # "module:name" goes to a sub-module
        unknown = sorted(set(own) - set(self._prompts))
        if unknown:
            raise KeyError(f"no prompt named {', '.join(unknown)}; this component's prompts are {', '.join(sorted(self._prompts))}")
        self._prompts.update(own)

    def _get_prompt_modules(self) -> PromptMixinType:
        return {}
