import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * French typography of every visible string (issue 36, decision 0088): a no-break space (U+00A0,
 * or U+202F) before `! ? : ; »` and after `«`, so a line never starts with the punctuation alone.
 * The sources are read with the TypeScript compiler: only string literals, template text and JSX
 * text are checked, never code, comments or regular expressions. Texts are read as written in the
 * source, so `&nbsp;` and `\u00a0` count as the no-break space they stand for.
 */

export interface TypographyOffence {
  file: string;
  line: number;
  text: string;
}

/** A missing no-break space: at `at` (before a mark, or after a `«`), replacing `replaced` characters. */
export interface TypographyMistake {
  at: number;
  replaced: number;
  /** The space was an ordinary one (or a line break) rather than none at all. */
  ordinary: boolean;
  /** The line breaks before it in JSX text: the space must be written `&nbsp;`, which JSX keeps. */
  afterLineBreak: boolean;
}

const NO_BREAK_CHAR = /[\u00a0\u202f]/;
const NO_BREAK_BEFORE = /(?:[\u00a0\u202f]|&(?:nbsp|#160|#xa0|#8239|#x202f);|\\u00a0|\\u202f|\{'\\u00a0'\})$/i;
const NO_BREAK_AFTER = /^(?:[\u00a0\u202f]|&(?:nbsp|#160|#xa0|#8239|#x202f);|\\u00a0|\\u202f|\{'\\u00a0'\})/i;

/** Words only French writes: a text holding none of them nor an accent is taken for English or code. */
const FRENCH_WORD =
  /[À-ÖØ-öø-ÿŒœ«»]|\b(?:le|la|les|des|du|un|une|et|est|vous|votre|vos|pour|pas|ce|cette|sur|au|aux|avec|dans|qui|que|ou|il|elle|je|nous|en|de|ne|mon|ma|mes)\b/i;

/** French prose rather than code: a letter and a space, or an accented letter. */
export function isFrenchProse(text: string): boolean {
  if (/[À-ÖØ-öø-ÿŒœ«»]/.test(text)) return true;
  if (!/\p{L}/u.test(text) || !/\s/.test(text)) return false;
  // Tailwind classes, media types and other lists of identifiers: lower-case tokens, one with `-:/[]`.
  const tokens = text.trim().split(/\s+/);
  const identifiers = tokens.every((t) => /^[a-z0-9\-:;/[\].#%()&>=!*,@~+_"']+$/.test(t) && /[a-z0-9]/.test(t));
  return !(identifiers && tokens.some((t) => /[-:/[\]]/.test(t)));
}

/** Where a French text misses a no-break space, in the order they come. */
export function typographyMistakes(text: string): TypographyMistake[] {
  const mistakes: TypographyMistake[] = [];
  const french = FRENCH_WORD.test(text);
  for (const match of text.matchAll(/[!?:;»]/g)) {
    const mark = match[0];
    const at = match.index;
    const before = text[at - 1];
    const after = text[at + 1];
    if (before === undefined || NO_BREAK_BEFORE.test(text.slice(0, at))) continue;
    // The end of an HTML entity (`&amp;`), not a semicolon.
    if (mark === ';' && /&#?\w+$/.test(text.slice(0, at))) continue;
    if (mark !== '»') {
      // A mark of prose ends a word: followed by a space, the end, a closing mark or another of them.
      // `hover:bg`, `?page=2`, `10:30`, `https://` and `!important` are code, not prose.
      if (after !== undefined && !/[\s"'’`)»\].,…!?<$\\]/.test(after) && !NO_BREAK_CHAR.test(after)) continue;
      if ((mark === '!' || mark === '?') && /[!?]/.test(before)) continue;
      // A smiley or an emphasis in parentheses, not a sentence: `:)`, `(!)`, `(?)`.
      if (before === '(' || (mark === ':' && after === ')')) continue;
    }
    const space = /\s+$/.exec(text.slice(0, at))?.[0] ?? '';
    // With no space at all, only French prose is wrong: `Note: …` in an English log line is not.
    if (!space && !french) continue;
    const lineBreak = space.includes('\n');
    mistakes.push({
      at: lineBreak ? at : at - space.length,
      replaced: lineBreak ? 0 : space.length,
      ordinary: space.length > 0,
      afterLineBreak: lineBreak,
    });
  }
  for (const match of text.matchAll(/«/g)) {
    const at = match.index + 1;
    if (at >= text.length || NO_BREAK_AFTER.test(text.slice(at))) continue;
    const space = /^\s+/.exec(text.slice(at))?.[0] ?? '';
    const lineBreak = space.includes('\n');
    mistakes.push({
      at,
      replaced: lineBreak ? 0 : space.length,
      ordinary: space.length > 0,
      afterLineBreak: lineBreak,
    });
  }
  return mistakes.sort((a, b) => a.at - b.at);
}

/** Literals that are code whatever they hold: import paths, keys, types, SQL, class names. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) {
    return true;
  }
  if (ts.isLiteralTypeNode(parent)) return true;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isEnumMember(parent)) &&
    parent.name === node
  ) {
    return true;
  }
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    if (callee === 'import' || callee === 'require' || /^(cn|clsx|cva)$/.test(callee)) return true;
  }
  if (ts.isNewExpression(parent) && parent.expression.getText() === 'RegExp') return true;
  if (ts.isJsxAttribute(parent) && /^(className|class|href|src|d|viewBox)$/.test(parent.name.getText())) return true;
  return false;
}

/** A piece of text as the source writes it, and what stands either side of it. */
export interface SourceText {
  node: ts.Node;
  /** Where the text starts and ends in the source file. */
  start: number;
  end: number;
  /** The text of the whole literal or JSX element, to tell prose from code. */
  whole: string;
  /** Stand-ins for the value or element just before (`x`) or after (`$`), when there is one. */
  before: string;
  after: string;
  jsx: boolean;
}

/** Every string, template text and JSX text of a TypeScript or TSX source that is not code. */
export function sourceTexts(sourceFile: ts.SourceFile): SourceText[] {
  const source = sourceFile.text;
  const texts: SourceText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const start = node.getStart(sourceFile) + 1;
      if (!isCode(node)) {
        texts.push({ node, start, end: node.end - 1, whole: node.text, before: '', after: '', jsx: false });
      }
    } else if (ts.isTemplateExpression(node)) {
      // Whether the template is prose is read on its whole text, a placeholder standing for each value.
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
      const whole = parts.map((part) => part.text).join('x');
      parts.forEach((part, i) => {
        // A part's text runs after its `` ` `` or `}` and up to its `${` or `` ` ``.
        const start = part.getStart(sourceFile) + 1;
        const end = part.end - (ts.isTemplateTail(part) ? 1 : 2);
        const before = i > 0 ? 'x' : '';
        const after = i < parts.length - 1 ? '$' : '';
        texts.push({ node: part, start, end, whole, before, after, jsx: false });
      });
    } else if (ts.isJsxText(node)) {
      const siblings = ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent) ? node.parent.children : [node];
      const whole = siblings.map((child) => (ts.isJsxText(child) ? child.text : 'x')).join('');
      const index = siblings.indexOf(node);
      // After an expression or an element (`{name} !`) its last character is taken to be a letter.
      const before = index > 0 ? 'x' : '';
      const after = index < siblings.length - 1 ? '$' : '';
      texts.push({ node, start: node.pos, end: node.end, whole, before, after, jsx: true });
    }
    const isSql = ts.isTaggedTemplateExpression(node) && /sql/i.test(node.tag.getText(sourceFile));
    if (!isSql) ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts.filter((t) => source.slice(t.start, t.end).trim() !== '');
}

function parse(file: string, source: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
}

/** A text's mistakes, positions relative to its own start (the stand-ins either side excluded). */
function mistakesOf(source: string, text: SourceText): TypographyMistake[] {
  if (!isFrenchProse(text.whole)) return [];
  const written = text.before + source.slice(text.start, text.end) + text.after;
  return typographyMistakes(written)
    .map((m) => ({ ...m, at: m.at - text.before.length }))
    .filter((m) => m.at >= 0 && m.at <= text.end - text.start);
}

/** The offences of one TypeScript or TSX source file. */
export function checkSource(file: string, source: string): TypographyOffence[] {
  const sourceFile = parse(file, source);
  return sourceTexts(sourceFile)
    .filter((text) => mistakesOf(source, text).length > 0)
    .map((text) => ({
      file,
      line:
        sourceFile.getLineAndCharacterOfPosition(text.start + /^\s*/.exec(source.slice(text.start))![0].length).line +
        1,
      text: source.slice(text.start, text.end).trim(),
    }));
}

/** The source with every mistake of its strings mended (U+00A0; `&nbsp;` after a line break in JSX). */
export function mendSource(file: string, source: string): string {
  const sourceFile = parse(file, source);
  let mended = source;
  const edits = sourceTexts(sourceFile).flatMap((text) =>
    mistakesOf(source, text).map((m) => ({ ...m, at: m.at + text.start, jsx: text.jsx })),
  );
  for (const m of edits.sort((a, b) => b.at - a.at)) {
    const space = m.jsx && m.afterLineBreak ? '&nbsp;' : '\u00a0';
    mended = mended.slice(0, m.at) + space + mended.slice(m.at + m.replaced);
  }
  return mended;
}

/** The offences of an HTML page: its text and its described attributes, not its styles or scripts. */
export function checkHtml(file: string, source: string): TypographyOffence[] {
  const blanked = source.replace(/<(script|style)[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '));
  const pieces = [
    ...[...blanked.matchAll(/>([^<>]+)</g)].map((m) => ({ text: m[1]!, at: m.index + 1 })),
    ...[...blanked.matchAll(/\b(content|alt|title|aria-label|placeholder)="([^"]*)"/g)].map((m) => ({
      text: m[2]!,
      at: m.index,
    })),
  ];
  return pieces
    .filter(({ text }) => isFrenchProse(text) && typographyMistakes(text).length > 0)
    .map(({ text, at }) => ({
      file,
      line: source.slice(0, at).split('\n').length,
      text: text.trim().replace(/\s+/g, ' '),
    }));
}

/** The offences of a JSON file: its string values. */
export function checkJson(file: string, source: string): TypographyOffence[] {
  const offences: TypographyOffence[] = [];
  const lines = source.split('\n');
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (isFrenchProse(value) && typographyMistakes(value).length > 0) {
        const line = lines.findIndex((l) => l.includes(JSON.stringify(value).slice(1, -1)));
        offences.push({ file, line: line + 1, text: value });
      }
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(JSON.parse(source));
  return offences;
}

const TESTS = /\.(test|spec)\.tsx?$|\.d\.ts$|[\\/](e2e|test)[\\/]/;

/** Every source file under `dir` that holds what residents read: no tests, no declarations. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.(tsx?|json|html)$/.test(entry) && !TESTS.test(`/${entry}`))
    .map((entry) => path.join(dir, entry))
    .sort();
}

/** The offences of one file, by its kind; `root` is what its reported name is relative to. */
export function checkFile(file: string, root: string): TypographyOffence[] {
  const source = readFileSync(file, 'utf8');
  const name = path.relative(root, file);
  if (file.endsWith('.html')) return checkHtml(name, source);
  if (file.endsWith('.json')) return checkJson(name, source);
  return checkSource(name, source);
}
