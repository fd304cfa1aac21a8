"""The page's glue, a module a screen (web/main.py says which ships where)."""
