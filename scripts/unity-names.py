#!/usr/bin/env python3
"""Names a unity build could make meet: a type, constant or function that a file defines at
file level in an anonymous namespace while another file of the same C++ namespace defines or
declares the same name. In one batch such names collide at compile time or, for two functions
with the same parameters, one may be called in place of the other without a word (it happened:
create-admin's e-mail check once stood in for GoTrue's). Prints each name with its files and
exits 1 when there is any.

    scripts/unity-names.py server/src server/tests/unit
"""
import collections
import os
import re
import sys

FUNCTION = re.compile(
    r'^(?!return|else|if|for|while|case|using|namespace|struct|class|enum|template|#|[A-Z]+ )'
    r'[A-Za-z_][\w:<>,\s\*&\[\]]*?(?<!::)\b([A-Za-z_]\w*)\s*\(')
CONSTANT = re.compile(
    r'^(?:inline\s+)?(?:static\s+)?(?:constexpr|const)\s+[\w:<>,\s\*&]+?\b([A-Za-z_]\w*)\s*(?:=|\{|\[)')
TYPE = re.compile(r'^(?:struct|class|enum class|enum)\s+([A-Za-z_]\w*)|^using\s+([A-Za-z_]\w*)\s*=')


def definitions(path):
    """(namespace, name, in an anonymous namespace) for each file-level definition."""
    namespace, anonymous = '', False
    for line in open(path, encoding='utf-8', errors='replace'):
        opened = re.match(r'^namespace\s+([\w:]+)\s*\{', line)
        if opened:
            namespace = opened.group(1)
            continue
        if re.match(r'^namespace\s*\{', line):
            anonymous = True
            continue
        if anonymous and re.match(r'^\}\s*//\s*(anonymous\s+)?namespace\s*$', line):
            anonymous = False
            continue
        for pattern in (TYPE, CONSTANT, FUNCTION):
            found = pattern.match(line)
            if found:
                name = next(g for g in found.groups() if g)
                if name not in ('operator', 'main', 'TEST', 'TEST_F', 'TEST_P', 'INSTANTIATE_TEST_SUITE_P'):
                    yield namespace, name, anonymous
                break


def main(roots):
    seen = collections.defaultdict(set)
    for root in roots:
        for folder, _, files in os.walk(root):
            for file in files:
                if file.endswith(('.cpp', '.hpp')):
                    path = os.path.join(folder, file)
                    for namespace, name, anonymous in definitions(path):
                        seen[(namespace, name)].add((path, anonymous))
    clashes = []
    for (namespace, name), places in sorted(seen.items()):
        stems = {os.path.splitext(path)[0] for path, _ in places}
        if len(stems) > 1 and any(anonymous for _, anonymous in places):
            where = ', '.join(sorted(f'{p}{" (anonymous)" if a else ""}' for p, a in places))
            clashes.append(f'{namespace}::{name}: {where}')
    for clash in clashes:
        print(clash)
    print(f'unity names: {len(clashes)} clash(es)')
    return 1 if clashes else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['server/src', 'server/tests/unit']))
