import fs from 'node:fs';
import path from 'node:path';

/**
 * import-x/no-cycle skips `import type`, so two files naming each other's types form a loop it
 * never reports. This rule reports a type-only import whose target leads back, through any static
 * import (type or value; a dynamic `import()` is no edge), to the importing file. Value-only loops
 * stay import-x's.
 */

/** Static imports and re-exports of a file's text, comments aside. */
const STATEMENT = /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

function sourcesOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(STATEMENT)].map((m) => m[1]);
}

/** Per lint run: each file's resolved imports (files change between runs, not within one). */
const edges = new Map();

function importsOf(file, resolve) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const source of sourcesOf(text)) {
    const target = resolve(source, file);
    if (target) found.push({ source, target });
  }
  return found;
}

/** The route of imports from `start` back to `file`, or null. */
function routeBack(start, file, resolve) {
  const seen = new Set([start]);
  const queue = [{ at: start, route: [] }];
  while (queue.length > 0) {
    const { at, route } = queue.shift();
    for (const { source, target } of importsOf(at, resolve)) {
      if (target === file) return [...route, source];
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push({ at: target, route: [...route, source] });
    }
  }
  return null;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** `resolver`: an import resolver (interface v3) such as eslint-import-resolver-typescript's. */
export function noTypeImportCycle(resolver) {
  const resolved = new Map();
  const resolve = (source, file) => {
    const key = `${path.dirname(file)}\0${source}`;
    if (!resolved.has(key)) {
      const result = resolver.resolve(source, file);
      const target = result?.found && result.path && !result.path.includes('node_modules') ? result.path : null;
      resolved.set(key, target);
    }
    return resolved.get(key);
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid import cycles that go through a type-only import.' },
      messages: { cycle: 'Dependency cycle through a type-only import: {{route}}.' },
      schema: [],
    },
    create(context) {
      const file = context.physicalFilename;
      // This file's own imports are read afresh: it may be being edited.
      edges.delete(file);
      const check = (node) => {
        if (!node.source || !typeOnly(node)) return;
        const target = resolve(node.source.value, file);
        if (!target || target === file) return;
        const route = routeBack(target, file, resolve);
        if (route)
          context.report({ node, messageId: 'cycle', data: { route: [node.source.value, ...route].join(' → ') } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
}
