// A tiny, safe Markdown renderer for the docs pages: headings, paragraphs, unordered and ordered lists, bold,
// italic, inline code and links. It builds React elements (never raw HTML), so nothing in a document can inject
// markup or script; links keep only http(s), mailto and same-site relative addresses.
import { Box, Code, Heading, Link, List, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ type: 'list', ...list });
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]! });
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !!numbered;
      if (paragraph.length) {
        blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    if (list && /^\s{2,}\S/.test(raw)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Addresses a document may link to; anything else (javascript:, data:, …) renders as plain text. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  return null;
}

type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

const INLINE = /(`[^`]+`)|(\*\*[^*]+?\*\*|__[^_]+?__)|(\*[^*\s][^*]*?\*|_[^_\s][^_]*?_)|(\[[^\]]+\]\([^)\s]+\))/;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      result.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) result.push({ type: 'text', text: rest.slice(0, match.index) });
    const [token] = match;
    if (match[1]) result.push({ type: 'code', text: token.slice(1, -1) });
    else if (match[2]) result.push({ type: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[3]) result.push({ type: 'em', children: parseInline(token.slice(1, -1)) });
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token)!;
      result.push({ type: 'link', href: link[2]!, children: parseInline(link[1]!) });
    }
    rest = rest.slice(match.index + token.length);
  }
  return result;
}

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link': {
        const href = safeHref(node.href);
        if (!href) return <Fragment key={index}>{renderInline(node.children)}</Fragment>;
        if (href.startsWith('/'))
          return (
            <Link key={index} asChild color="brand.fg" variant="underline">
              <RouterLink to={href}>{renderInline(node.children)}</RouterLink>
            </Link>
          );
        const external = /^https?:/i.test(href);
        return (
          <Link
            key={index}
            href={href}
            color="brand.fg"
            variant="underline"
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
          >
            {renderInline(node.children)}
          </Link>
        );
      }
    }
  });
}

const HEADING_SIZES = { 1: '3xl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'xs' } as const;

/** Renders Markdown. `headingOffset` shifts levels (1 → h2) when the page already has its own h1. */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  const blocks = parseBlocks(source);
  return (
    <Box className="markdown" data-testid="markdown">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          const level = Math.min(6, block.level + headingOffset) as 1 | 2 | 3 | 4 | 5 | 6;
          return (
            <Heading key={index} as={`h${level}`} size={HEADING_SIZES[level]} mt={index === 0 ? 0 : level <= 2 ? 8 : 6} mb="3">
              {renderInline(parseInline(block.text))}
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <List.Root
              key={index}
              as={block.ordered ? 'ol' : 'ul'}
              ps="6"
              mb="4"
              gap="1.5"
              listStyleType={block.ordered ? 'decimal' : 'disc'}
            >
              {block.items.map((item, itemIndex) => (
                <List.Item key={itemIndex} lineHeight="tall">
                  {renderInline(parseInline(item))}
                </List.Item>
              ))}
            </List.Root>
          );
        }
        if (block.type === 'rule') return <Box as="hr" key={index} my="6" borderColor="border" />;
        return (
          <Text key={index} mb="4" lineHeight="tall">
            {renderInline(parseInline(block.text))}
          </Text>
        );
      })}
    </Box>
  );
}
