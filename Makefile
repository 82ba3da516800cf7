# Two commands do all set-up: `make play` and `make test` (only python3 and make are needed).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Exact versions for reproducible CI and snapshots; pyproject.toml keeps the ranges users get.
CONSTRAINTS := constraints.txt

.PHONY: play test wheel-check bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml setup.py $(CONSTRAINTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --constraint $(CONSTRAINTS) -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/meeple

# Then every kind of screen again with no Textual patch (issue 25, tui/textual_compat): Meeple
# must work on a Textual it was not tested with, only slower.
UNPATCHED_TESTS := tests/tui/test_textual_compat.py tests/tui/test_flow.py tests/tui/test_journeys.py \
	tests/tui/test_hotseat.py tests/tui/test_rules.py tests/tui/test_end_screen.py tests/tui/test_log_screen.py
UNPATCHED_K := not test_journeys or (80x24 and (duel-sheriff or florence-lorenzo))

# Lint and types first (a few seconds; mypy keeps its cache in .mypy_cache): fail before the long run.
# What they check is in pyproject.toml ([tool.ruff], [tool.mypy]).
# pytest exits 5 when it collected nothing: say so instead of a bare "Error 5".
test: $(STAMP)
	$(BIN)/python -m ruff check rules tui tests bench
	$(BIN)/python -m ruff format --check rules tui tests bench
	$(BIN)/python -m mypy
	@$(BIN)/python -m pytest -n auto -q; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests (exit 5): failing" >&2; fi; \
	exit $$status
	MEEPLE_TEXTUAL_PATCHES=0 $(BIN)/python -m pytest -n auto -q $(UNPATCHED_TESTS) -k '$(UNPATCHED_K)'
	$(MAKE) --no-print-directory wheel-check

# Build the wheel, install it into a fresh venv and run it from outside the checkout.
wheel-check: $(STAMP)
	$(BIN)/python .ci/wheel-check

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache build
