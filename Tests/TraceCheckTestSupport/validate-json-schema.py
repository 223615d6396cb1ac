#!/usr/bin/env python3
"""Validates JSON documents against a JSON schema, with the validator its "$schema" declares
(Draft 4 for SARIF 2.1.0) and the format checks the installed jsonschema package can do.

Usage: validate-json-schema.py SCHEMA DOCUMENT...

Exit status: 0 when every document is valid; 1 when one is not (each error on standard error,
as DOCUMENT: at $.json.path[0]: message); 3 when the jsonschema package is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("the Python package jsonschema is missing: run scripts/setup, or python3 -m pip install jsonschema",
          file=sys.stderr)
    sys.exit(3)


def main(schema_path, document_paths):
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    format_checker = getattr(validator_class, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
    validator = validator_class(schema, format_checker=format_checker)
    invalid = 0
    for path in document_paths:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            invalid += 1
            location = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
            print(f"{path}: at ${location}: {error.message}", file=sys.stderr)
    return 1 if invalid else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
