import { createElement, type ReactNode } from 'react';

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

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, toReact);
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
 */
export function GoodsContent({ content }: { content: string }) {
  const text = content.trim();
  if (!/<[a-z][\s\S]*>/i.test(text))
    return (
      <div className="goods-content" data-shop-data>
        {text.split(/\n+/).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    );
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return (
    <div className="goods-content" data-shop-data>
      {Array.from(doc.body.childNodes, toReact)}
    </div>
  );
}
