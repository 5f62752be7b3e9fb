// Just enough Markdown for the games' documents (docs/games, served under /rules/): headings,
// paragraphs, lists, tables, code blocks, and inline code, bold and emphasis. Links show their
// text. Everything is built as elements and text nodes: nothing of the document is parsed as HTML.
import { el } from "./dom.js";

/** Inline Markdown as nodes: `code`, **bold**, *emphasis*, [text](link). */
export function inline(text) {
  const out = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\([^)]*\)/g;
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    if (m[1] !== undefined) out.push(el("code", {}, m[1]));
    else if (m[2] !== undefined) out.push(el("strong", {}, m[2]));
    else if (m[3] !== undefined) out.push(el("em", {}, m[3]));
    else out.push(m[4]);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

const cells = (line) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

/**
 * Markdown blocks as elements; headings are shifted so that "#" becomes {@code top} (h3 in a
 * dialog whose title is h2).
 */
export function blocks(markdown, top = 3) {
  const lines = markdown.replace(/\r/g, "").split("\n");
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
    } else if (line.startsWith("```")) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) code.push(lines[i]);
      i++;
      out.push(el("pre", { tabindex: "0" }, el("code", {}, code.join("\n"))));
    } else if (/^#{1,6} /.test(line)) {
      const level = Math.min(6, line.indexOf(" ") - 1 + top);
      out.push(el(`h${level}`, {}, inline(line.replace(/^#+ /, ""))));
      i++;
    } else if (line.startsWith("|")) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith("|"); i++) rows.push(lines[i]);
      const head = cells(rows[0]);
      const body = rows.slice(rows.length > 1 && /^\|[\s:|-]+\|?$/.test(rows[1]) ? 2 : 1).map(cells);
      out.push(el("div", { class: "scroll-x" }, el("table", { class: "doc-table" },
          el("thead", {}, el("tr", {}, head.map((h) => el("th", { scope: "col" }, inline(h))))),
          el("tbody", {}, body.map((r) => el("tr", {}, r.map((c) => el("td", {}, inline(c)))))))));
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items = [];
      for (; i < lines.length && lines[i].trim() && !lines[i].startsWith("```"); i++) {
        if (/^\s*([-*]|\d+\.) /.test(lines[i]) && !/^\s{4,}/.test(lines[i])) {
          items.push(lines[i].replace(/^\s*([-*]|\d+\.) /, ""));
        } else if (items.length) {
          items[items.length - 1] += ` ${lines[i].trim()}`;
        }
      }
      out.push(el(ordered ? "ol" : "ul", {}, items.map((t) => el("li", {}, inline(t)))));
    } else {
      const para = [];
      for (; i < lines.length && lines[i].trim() && !/^(#{1,6} |\||```|\s*([-*]|\d+\.) )/.test(lines[i]); i++) {
        para.push(lines[i].trim());
      }
      out.push(el("p", {}, inline(para.join(" "))));
    }
  }
  return out;
}

/**
 * A document split at its "## " headings: the part before the first, then each section with its
 * heading text and its Markdown.
 */
export function sections(markdown) {
  const parts = [];
  let current = { heading: "", text: [] };
  for (const line of markdown.replace(/\r/g, "").split("\n")) {
    if (line.startsWith("## ")) {
      parts.push(current);
      current = { heading: line.slice(3).trim(), text: [] };
    } else if (!line.startsWith("# ")) {
      current.text.push(line);
    }
  }
  parts.push(current);
  return parts.map((p) => ({ heading: p.heading, markdown: p.text.join("\n") })).filter((p) => p.markdown.trim());
}
