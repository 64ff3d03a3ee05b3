import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsGallery } from './goods-gallery';
import { renderAtSku } from './test-fixtures';

afterEach(cleanup);

const images = ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png', '/7.png'];

function hoverAt(x: number, y: number) {
  const box = screen.getByTestId('gallery-main');
  box.getBoundingClientRect = () =>
    ({ left: 100, top: 50, right: 500, bottom: 450, width: 400, height: 400 }) as DOMRect;
  fireEvent.mouseMove(box, { clientX: 100 + x, clientY: 50 + y });
}

describe('GoodsGallery', () => {
  it('loads the main image eagerly and the thumbnails lazily', () => {
    renderAtSku(<GoodsGallery images={images.slice(0, 2)} alt="归脾丸" />);
    const main = screen.getByRole('img', { name: '归脾丸' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('src')).toBe('/1.png');
    const thumbs = screen.getAllByRole('button', { name: /第 \d 张图片/ });
    expect(thumbs).toHaveLength(2);
    expect(thumbs[1]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('puts the lens under the pointer and shows that part enlarged beside the image', () => {
    renderAtSku(<GoodsGallery images={images.slice(0, 1)} alt="归脾丸" />);
    expect(screen.queryByTestId('zoom-lens')).toBeNull();
    hoverAt(200, 250);
    const lens = screen.getByTestId('zoom-lens');
    expect([lens.style.left, lens.style.top, lens.style.width]).toEqual([
      '100px',
      '150px',
      '200px',
    ]);
    const view = screen.getByTestId('zoom-view');
    // view 420 / lens 200 = 2.1 times: the 400 px image becomes 840 px, moved by the lens offset
    expect(view.style.backgroundSize).toBe('840px 840px');
    expect(view.style.backgroundPosition).toBe('-210px -315px');
    hoverAt(390, 5);
    expect([lens.style.left, lens.style.top]).toEqual(['200px', '0px']);
    fireEvent.mouseLeave(screen.getByTestId('gallery-main'));
    expect(screen.queryByTestId('zoom-view')).toBeNull();
  });

  it('switches the main image on a thumbnail and pages the strip with arrows past five', () => {
    renderAtSku(<GoodsGallery images={images} alt="归脾丸" />);
    expect(screen.getAllByRole('button', { name: /第 \d 张图片/ })).toHaveLength(5);
    const prev = screen.getByRole('button', { name: '上一组图片' });
    const next = screen.getByRole('button', { name: '下一组图片' });
    expect(prev.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '第 7 张图片' }));
    expect(screen.getByRole('img', { name: '归脾丸' }).getAttribute('src')).toBe('/7.png');
    expect(screen.queryByRole('button', { name: '第 1 张图片' })).toBeNull();
  });

  it('has no arrows with five images or fewer', () => {
    renderAtSku(<GoodsGallery images={images.slice(0, 5)} alt="归脾丸" />);
    expect(screen.queryByRole('button', { name: '下一组图片' })).toBeNull();
  });
});
