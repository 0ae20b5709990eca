"""Seeded random generators: every random choice derives from the match seed and a label."""

from __future__ import annotations

import hashlib
import random


def derived_rng(seed: int | str, *labels: object) -> random.Random:
    """A generator that depends only on the seed and the labels (stable across runs)."""
    text = "/".join([str(seed), *(str(label) for label in labels)])
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))
