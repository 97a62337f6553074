"""Validates kospec --json output against docs/kospec.schema.json with a real JSON Schema
validator (python3-jsonschema, Debian's, Draft 2020-12).

Usage: validate_json.py SCHEMA OUTPUT...   (each OUTPUT holds one JSON object a line)
Prints one line per object checked and every error; exit 0 when all are valid, 1 otherwise.
"""
import json
import sys

import jsonschema


def main():
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = 0
    checked = 0
    for path in sys.argv[2:]:
        lines = [l for l in open(path, encoding="utf-8").read().splitlines() if l.strip()]
        if not lines:
            print(f"FAIL {path}: no JSON output")
            failed += 1
        for number, line in enumerate(lines, 1):
            checked += 1
            instance = json.loads(line)
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.path))
            where = f"{path}:{number} ({instance.get('command', '?')})"
            if errors:
                failed += 1
                print(f"FAIL {where}")
                for e in errors[:10]:
                    print(f"  at /{'/'.join(str(p) for p in e.path)}: {e.message[:300]}")
            else:
                print(f"ok   {where}")
    print(f"{checked - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
