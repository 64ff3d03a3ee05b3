import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Tags the goods text may use; everything else is dropped, its text kept. */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'h3',
  'h4',
  'h5',
  'img',
]);
/** Element subtrees whose text must not show either. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template']);

/** Only images from the site itself or over http(s); no javascript:, data: or other schemes. */
const safeImageSrc = (src: string | null) =>
  src && (/^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src)) ? src : null;

/** A package-insert heading, 【通用名称】, 【用法用量】 ... */
const HEADING = /【([^【】]{1,20})】/g;

/** Names the standard package-insert headings of a text in the page's language. */
type Headings = (text: string) => string;

function toReact(node: Node, key: number, headings: Headings): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return headings(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, (child, i) => toReact(child, i, headings));
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = safeImageSrc(el.getAttribute('src'));
    return src ? (
      <img key={key} src={src} alt="" loading="lazy" style={{ maxWidth: '100%' }} />
    ) : null;
  }
  return createElement(tag, { key }, ...children);
}

/**
 * The goods text (goods_content) rendered safely: HTML from the server is parsed and rebuilt as
 * React elements from an allow-list of tags without any attribute (images keep a checked src),
 * so scripts, event handlers and styles never reach the page; plain text becomes paragraphs.
 * The standard headings of a package insert (【通用名称】 ...) read in the page's language; the
 * rest is the shop's text as written.
 */
export function GoodsContent({ content }: { content: string }) {
  const { t, i18n } = useTranslation('goods-detail');
  const headings: Headings = (text) =>
    text.replace(HEADING, (heading, name: string) =>
      i18n.exists(`goods-detail:insert.names.${name}`)
        ? t('insert.heading', { name: t(`insert.names.${name}`) })
        : heading,
    );
  const text = content.trim();
  if (!/<[a-z][\s\S]*>/i.test(text))
    return (
      <div className="goods-content" data-shop-data>
        {text.split(/\n+/).map((line, i) => (
          <p key={i}>{headings(line)}</p>
        ))}
      </div>
    );
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return (
    <div className="goods-content" data-shop-data>
      {Array.from(doc.body.childNodes, (node, i) => toReact(node, i, headings))}
    </div>
  );
}
