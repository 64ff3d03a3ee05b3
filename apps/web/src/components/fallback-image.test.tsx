import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

afterEach(cleanup);

describe('FallbackImage', () => {
  it('shows the image, and the fallback once it fails to load', () => {
    render(<FallbackImage src="/broken.png" fallback="/default.svg" alt="阿莫西林" />);
    const img = screen.getByAltText('阿莫西林');
    expect(img.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(img);
    expect(screen.getByAltText('阿莫西林').getAttribute('src')).toBe('/default.svg');
  });

  it('does not loop when the fallback fails too', () => {
    render(<FallbackImage src="/broken.png" fallback="/default.svg" alt="x" />);
    fireEvent.error(screen.getByAltText('x'));
    fireEvent.error(screen.getByAltText('x'));
    expect(screen.getByAltText('x').getAttribute('src')).toBe('/default.svg');
  });

  it('uses the fallback straight away for an empty source', () => {
    render(<FallbackImage src="" fallback="/default.svg" alt="y" />);
    expect(screen.getByAltText('y').getAttribute('src')).toBe('/default.svg');
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="/a.png" fallback="/default.svg" alt="z" />);
    fireEvent.error(screen.getByAltText('z'));
    rerender(<FallbackImage src="/b.png" fallback="/default.svg" alt="z" />);
    expect(screen.getByAltText('z').getAttribute('src')).toBe('/b.png');
  });
});
