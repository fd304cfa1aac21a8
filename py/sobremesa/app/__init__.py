"""The app: one device passed around the table (pass-and-play), in pure Python and free of the DOM.

``table.py`` is the controller of one game: who holds the device, the pass screen, acting, undo
and the UI-only choices, and what the screen shows. ``saves.py`` reads the saved games for the
resume list; ``form.py`` completes and checks the new-game form. The markup comes from
``sobremesa.render``; the browser glue (``web/main.py``, ``web/glue/``) only calls these on DOM events and
paints the strings they return, so the rules of the screen are tested on CPython (tests/render).
"""
