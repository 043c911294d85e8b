# SPDX-License-Identifier: GPL-2.0-only
"""A small JSON Schema (2020-12) validator for the keywords kguardify's
schemas use. A keyword it does not know is an error, so that a schema can
never check less than it seems to."""

from __future__ import annotations

import re
from typing import Any

TYPES = {'object': dict, 'array': list, 'string': str, 'boolean': bool, 'null': type(None)}
ANNOTATIONS = {'$schema', '$id', 'title', 'description', '$defs'}


class SchemaError(Exception):
    pass


def errors(instance: Any, schema: dict[str, Any], root: dict[str, Any] | None = None,
           where: str = '$') -> list[str]:
    """Every way instance fails schema, as 'path: what'."""
    root = schema if root is None else root
    found: list[str] = []
    for key, value in schema.items():
        if key in ANNOTATIONS:
            continue
        check = CHECKS.get(key)
        if check is None:
            if key in ('then', 'else'):
                continue
            raise SchemaError('keyword %s is not supported' % key)
        found.extend(check(instance, value, schema, root, where))
    return found


def _is(instance: Any, name: str) -> bool:
    if name == 'integer':
        return isinstance(instance, int) and not isinstance(instance, bool)
    if name == 'number':
        return isinstance(instance, (int, float)) and not isinstance(instance, bool)
    if name in ('array', 'object', 'string', 'null'):
        return isinstance(instance, TYPES[name])
    if name == 'boolean':
        return isinstance(instance, bool)
    raise SchemaError('type %s is not supported' % name)


def _type(inst: Any, value: Any, schema: dict[str, Any], root: dict[str, Any],
          where: str) -> list[str]:
    names = value if isinstance(value, list) else [value]
    return [] if any(_is(inst, n) for n in names) else ['%s: not %s' % (where, value)]


def _ref(inst: Any, value: str, schema: dict[str, Any], root: dict[str, Any],
         where: str) -> list[str]:
    if not value.startswith('#/'):
        raise SchemaError('only local references: %s' % value)
    target: Any = root
    for part in value[2:].split('/'):
        target = target[part]
    return errors(inst, target, root, where)


def _properties(inst: Any, value: dict[str, Any], schema: dict[str, Any],
                root: dict[str, Any], where: str) -> list[str]:
    if not isinstance(inst, dict):
        return []
    found = []
    for name, sub in value.items():
        if name in inst:
            found.extend(errors(inst[name], sub, root, '%s.%s' % (where, name)))
    return found


def _additional(inst: Any, value: Any, schema: dict[str, Any], root: dict[str, Any],
                where: str) -> list[str]:
    if value is not False:
        raise SchemaError('additionalProperties must be false')
    if not isinstance(inst, dict):
        return []
    extra = sorted(set(inst) - set(schema.get('properties', {})))
    return ['%s: unexpected %s' % (where, ', '.join(extra))] if extra else []


def _required(inst: Any, value: list[str], schema: dict[str, Any], root: dict[str, Any],
              where: str) -> list[str]:
    if not isinstance(inst, dict):
        return []
    missing = [name for name in value if name not in inst]
    return ['%s: missing %s' % (where, ', '.join(missing))] if missing else []


def _items(inst: Any, value: dict[str, Any], schema: dict[str, Any], root: dict[str, Any],
           where: str) -> list[str]:
    if not isinstance(inst, list):
        return []
    return [e for n, item in enumerate(inst)
            for e in errors(item, value, root, '%s[%d]' % (where, n))]


def _bound(test: Any, text: str) -> Any:
    def check(inst: Any, value: Any, schema: dict[str, Any], root: dict[str, Any],
              where: str) -> list[str]:
        applies = test(inst, value)
        return [] if applies is None or applies else ['%s: %s %r' % (where, text, value)]
    return check


def _if(inst: Any, value: dict[str, Any], schema: dict[str, Any], root: dict[str, Any],
        where: str) -> list[str]:
    branch = 'then' if not errors(inst, value, root, where) else 'else'
    return errors(inst, schema[branch], root, where) if branch in schema else []


def _all_of(inst: Any, value: list[dict[str, Any]], schema: dict[str, Any],
            root: dict[str, Any], where: str) -> list[str]:
    return [e for sub in value for e in errors(inst, sub, root, where)]


CHECKS = {
    'type': _type, '$ref': _ref, 'properties': _properties,
    'additionalProperties': _additional, 'required': _required, 'items': _items,
    'if': _if, 'allOf': _all_of,
    'enum': _bound(lambda i, v: i in v, 'not one of'),
    'const': _bound(lambda i, v: i == v, 'not'),
    'minimum': _bound(lambda i, v: None if not _is(i, 'number') else i >= v, 'below'),
    'minLength': _bound(lambda i, v: None if not isinstance(i, str) else len(i) >= v,
                        'shorter than'),
    'minItems': _bound(lambda i, v: None if not isinstance(i, list) else len(i) >= v,
                       'fewer items than'),
    'maxItems': _bound(lambda i, v: None if not isinstance(i, list) else len(i) <= v,
                       'more items than'),
    'uniqueItems': _bound(lambda i, v: None if not isinstance(i, list) or not v
                          else len({repr(x) for x in i}) == len(i), 'repeated items:'),
    'pattern': _bound(lambda i, v: None if not isinstance(i, str)
                      else re.search(v, i) is not None, 'does not match'),
}
