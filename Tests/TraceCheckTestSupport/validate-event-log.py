#!/usr/bin/env python3
"""Validates event logs that `tracecheck export` writes against the official schemas, and checks
what the standards say that the schemas do not.

Usage: validate-event-log.py ocel OCEL_SCHEMA DOCUMENT...
       validate-event-log.py xes XES_XSD DOCUMENT...

ocel: JSON Schema Draft 7 with a format checker for `date-time` (RFC 3339; without the
rfc3339-validator package, which jsonschema needs for it, a check of RFC 3339 here), then:
event and object types declared once each and every event's and object's type declared; event
ids and object ids unique; every relationship's objectId names an object; declared attribute
types one of string, time, integer, float, boolean; every attribute declared for its type and
its value readable as that type; every time an RFC 3339 date-time (checked here too, whatever
the format checker can do).

xes: `xmllint --noout --schema XES_XSD`, then: the concept, time and lifecycle extensions
declared (and every prefix used in a key), `concept:name` on every trace and event, a
`time:timestamp` date on every event, and every attribute a global declares on every trace or
event of its scope, with its type.

Exit status: 0 when every document is valid; 1 when one is not (each error on standard error,
as DOCUMENT: message); 3 when a tool or package the check needs is missing.
"""
import datetime
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ATTRIBUTE_TYPES = {"string", "time", "integer", "float", "boolean"}


def missing(message):
    print(message, file=sys.stderr)
    sys.exit(3)


RFC3339 = re.compile(r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))")


def is_rfc3339_date_time(instance):
    """RFC 3339's date-time: full-date "T" full-time with a zone, every field in range."""
    if not isinstance(instance, str):
        return True
    match = RFC3339.fullmatch(instance)
    if not match:
        return False
    year, month, day, hour, minute, second = (int(match.group(n)) for n in range(1, 7))
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    zone_ok = match.group(9) is None or (int(match.group(9)) <= 23 and int(match.group(10)) <= 59)
    return hour <= 23 and minute <= 59 and second <= 60 and zone_ok


def readable(value, kind):
    if kind == "integer":
        return re.fullmatch(r"[+-]?\d+", value) is not None
    if kind == "float":
        try:
            float(value)
            return True
        except ValueError:
            return False
    if kind == "boolean":
        return value in ("true", "false")
    return True


def check_ocel(schema_path, paths):
    try:
        import jsonschema
    except ImportError:
        missing("the Python package jsonschema is missing: run scripts/setup --tests, or python3 -m pip install jsonschema")
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft7Validator.check_schema(schema)
    checker = jsonschema.Draft7Validator.FORMAT_CHECKER
    if "date-time" not in checker.checkers:
        # jsonschema checks date-time only with the rfc3339-validator package, which Debian does
        # not ship: then this check of RFC 3339 section 5.6 does it.
        checker = jsonschema.FormatChecker()
        checker.checks("date-time")(is_rfc3339_date_time)
    validator = jsonschema.Draft7Validator(schema, format_checker=checker)
    errors = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        schema_errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in schema_errors:
            location = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
            errors.append(f"{path}: at ${location}: {error.message}")
        if schema_errors:
            continue
        declared = {}
        for section in ("eventTypes", "objectTypes"):
            declared[section] = {}
            for entry in document[section]:
                if entry["name"] in declared[section]:
                    errors.append(f"{path}: {section} declares {entry['name']!r} twice")
                declared[section][entry["name"]] = {a["name"]: a["type"] for a in entry["attributes"]}
                for attribute in entry["attributes"]:
                    if attribute["type"] not in ATTRIBUTE_TYPES:
                        errors.append(f"{path}: {section} {entry['name']!r}: attribute {attribute['name']!r} "
                                      f"has type {attribute['type']!r}, not one of {sorted(ATTRIBUTE_TYPES)}")
        object_ids = set()
        for item in document["objects"]:
            if item["id"] in object_ids:
                errors.append(f"{path}: object id {item['id']!r} twice")
            object_ids.add(item["id"])
        event_ids = set()
        for section, types, kind in (("events", "eventTypes", "event"), ("objects", "objectTypes", "object")):
            for item in document[section]:
                if section == "events":
                    if item["id"] in event_ids:
                        errors.append(f"{path}: event id {item['id']!r} twice")
                    event_ids.add(item["id"])
                attributes = declared[types].get(item["type"])
                if attributes is None:
                    errors.append(f"{path}: {kind} {item['id']!r} has type {item['type']!r}, not declared in {types}")
                    continue
                for attribute in item.get("attributes", []):
                    kind_of = attributes.get(attribute["name"])
                    if kind_of is None:
                        errors.append(f"{path}: {kind} {item['id']!r}: attribute {attribute['name']!r} is not declared for {item['type']!r}")
                    elif not readable(attribute["value"], kind_of):
                        errors.append(f"{path}: {kind} {item['id']!r}: {attribute['name']!r} = {attribute['value']!r} is not {kind_of}")
                times = [item["time"]] if section == "events" else [a["time"] for a in item.get("attributes", [])]
                for time in times:
                    if not is_rfc3339_date_time(time):
                        errors.append(f"{path}: {kind} {item['id']!r}: time {time!r} is not an RFC 3339 date-time")
                for relation in item.get("relationships", []):
                    if relation["objectId"] not in object_ids:
                        errors.append(f"{path}: {kind} {item['id']!r} relates to {relation['objectId']!r}, which is no object")
    return errors


def check_xes(schema_path, paths):
    errors = []
    for path in paths:
        try:
            result = subprocess.run(["xmllint", "--noout", "--schema", schema_path, path], capture_output=True, text=True)
        except FileNotFoundError:
            missing("xmllint is missing: run scripts/setup --tests (Debian: libxml2-utils)")
        if result.returncode != 0:
            errors.append(f"{path}: xmllint: {result.stderr.strip()}")
            continue
        log = ElementTree.parse(path).getroot()
        prefixes = {extension.get("prefix") for extension in log.findall("extension")}
        for needed in ("concept", "time", "lifecycle"):
            if needed not in prefixes:
                errors.append(f"{path}: the {needed} extension is not declared")
        for element in log.iter():
            key = element.get("key")
            if key and ":" in key and key.split(":")[0] not in prefixes:
                errors.append(f"{path}: key {key!r} uses an undeclared extension")

        def has(element, tag, key):
            return any(child.get("key") == key for child in element.findall(tag))

        # What a global declares, every element of its scope carries (with the declared type).
        globals_by_scope = {scope: [(attribute.tag, attribute.get("key")) for attribute in log.findall(f"global[@scope='{scope}']/*")]
                            for scope in ("trace", "event")}
        for number, trace in enumerate(log.findall("trace"), start=1):
            for scope, element in [("trace", trace)] + [("event", event) for event in trace.findall("event")]:
                for tag, key in globals_by_scope[scope]:
                    if not has(element, tag, key):
                        errors.append(f"{path}: trace {number}: a {scope} lacks the global {tag} {key!r}")

        for number, trace in enumerate(log.findall("trace"), start=1):
            if not has(trace, "string", "concept:name"):
                errors.append(f"{path}: trace {number} has no concept:name")
            for position, event in enumerate(trace.findall("event"), start=1):
                if not has(event, "string", "concept:name"):
                    errors.append(f"{path}: trace {number} event {position} has no concept:name")
                if not has(event, "date", "time:timestamp"):
                    errors.append(f"{path}: trace {number} event {position} has no time:timestamp")
    return errors


if __name__ == "__main__":
    if len(sys.argv) < 4 or sys.argv[1] not in ("ocel", "xes"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    check = check_ocel if sys.argv[1] == "ocel" else check_xes
    problems = check(sys.argv[2], sys.argv[3:])
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)
