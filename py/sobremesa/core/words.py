"""English helpers shared by every game's words: plurals, lists, articles and small numbers.

A game keeps all of its own wording in its ``words.py``; these are only the grammar, so a later translation
replaces this module and the games' words, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

IRREGULAR = {  # singular -> plural, for the nouns whose plural is not made by the rule of ``plural_of``
    "leaf": "leaves", "cloth": "cloth", "wood": "wood", "brick": "brick", "marble": "marble", "sugar": "sugar",
    "cacao": "cacao", "grain": "grain", "gold": "gold", "tobacco": "tobacco", "happiness": "happiness",
    "religion": "religion", "fruit": "fruit",
}


def plural_of(thing: str) -> str:
    """The plural of a noun: "florin" -> "florins", "leaf" -> "leaves", "cloth" -> "cloth"; for a phrase the last
    word changes ("trade house" -> "trade houses")."""
    if thing in IRREGULAR:
        return IRREGULAR[thing]
    head, _, last = thing.rpartition(" ")
    if last in IRREGULAR:
        return f"{head} {IRREGULAR[last]}"
    if last.endswith(("s", "x", "ch", "sh")):
        return f"{thing}es"
    if last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
        return f"{thing[:-1]}ies"
    return f"{thing}s"


def plural(n: int, thing: str) -> str:
    """"1 point", "-1 point", "2 points", "3 leaves", "0 florins"."""
    return f"{n} {thing if abs(n) == 1 else plural_of(thing)}"


def counted(n: int, thing: str) -> str:
    """Like ``plural`` with small numbers as words: "one card", "two florins", "12 cubes"."""
    return f"{number_word(n)} {thing if n == 1 else plural_of(thing)}"


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """0 to 10 as words ("no", "one", ... "ten"), larger numbers as digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """1 -> "first" ... 10 -> "tenth", then "11th", "12th", "21st"."""
    if 1 <= n <= len(ORDINALS):
        return ORDINALS[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def and_list(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return " and ".join(filter(None, (", ".join(parts[:-1]), parts[-1]))) if parts else ""


def or_list(parts: Sequence[str]) -> str:
    """"a", "a or b", "a, b or c"."""
    return " or ".join(filter(None, (", ".join(parts[:-1]), parts[-1]))) if parts else "none"


def with_article(words: str) -> str:
    """"a lumber camp", "an upgrade specialist (2 happiness)"."""
    return f"{'an' if words[:1].lower() in ('a', 'e', 'i', 'o', 'u') else 'a'} {words}"
