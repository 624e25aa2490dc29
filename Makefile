# The two set-up commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: run test lint bench

$(BIN)/courier: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -c constraints.txt -e '.[dev]'
	touch $(BIN)/courier

run: $(BIN)/courier
	$(BIN)/courier

test: $(BIN)/courier
	$(BIN)/ruff check .
	$(BIN)/mypy bot rules maps
	$(BIN)/pytest

bench: $(BIN)/courier
	$(BIN)/python -m bench
